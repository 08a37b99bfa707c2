import { z } from "zod";
import type { Modifier, OrderItem } from "../../../../domain/order";
import { finishOrder, minorUnits, modifierLine, parsePayload } from "./payload";
import {
  buildAddress,
  cleanText,
  firstPhone,
  joinInstructions,
  joinName,
  NAMELESS_CUSTOMER,
  TEXT_LIMITS,
} from "./text";
import { type MappedOrder, PayloadError } from "./types";

const text = z.string().nullish();

type Option = {
  name: string;
  price?: number | null;
  quantity?: number | null;
  extras?: OptionGroup[] | null;
  extra?: OptionGroup[] | null;
};
type OptionGroup = { options?: Option[] | null };

// platforms.md §2a "Payload → model" modifiers: groups (`extras`) hold `options`, which nest
// through `extras` again, or `extra` (singular) as the official sample writes it.
const optionGroupSchema: z.ZodType<OptionGroup> = z.lazy(() =>
  z.object({ options: z.array(optionSchema).nullish() }),
);
const optionSchema: z.ZodType<Option> = z.lazy(() =>
  z.object({
    name: z.string(),
    price: minorUnits.nullish(),
    quantity: z.int().min(0).nullish(),
    extras: z.array(optionGroupSchema).nullish(),
    extra: z.array(optionGroupSchema).nullish(),
  }),
);

const orderSchema = z.object({
  id: z.union([z.string().min(1), z.int().positive()]),
  delivery_short_code: text,
  consumer: z.object({ first_name: text, last_name: text, phone: text }),
  is_pickup: z.boolean().nullish(),
  fulfillment_type: text,
  // "REDACTED" (a string) in an OrderAdjust sample (§2a address): kept only when an object.
  delivery_address: z
    .union([
      z.object({
        street: text,
        subpremise: text,
        city: text,
        state: text,
        zip_code: text,
        address_instructions: text,
      }),
      z.string(),
    ])
    .nullish(),
  order_special_instructions: text,
  delivery_fee: minorUnits.nullish(),
  tax: minorUnits.nullish(),
  categories: z.array(
    z.object({
      items: z.array(
        z.object({
          name: z.string(),
          quantity: z.int(),
          price: minorUnits,
          special_instructions: text,
          extras: z.array(optionGroupSchema).nullish(),
        }),
      ),
    }),
  ),
});

function optionModifiers(groups: OptionGroup[] | null | undefined, parent?: string): Modifier[] {
  return (groups ?? []).flatMap((group) =>
    (group.options ?? []).flatMap((option) => {
      const line = modifierLine({
        name: option.name,
        unitPrice: option.price ?? 0,
        quantity: option.quantity,
        parent,
      });
      const nestedParent = parent ? `${parent} > ${option.name}` : option.name;
      const nested = [...(option.extras ?? []), ...(option.extra ?? [])];
      return [...(line ? [line] : []), ...optionModifiers(nested, nestedParent)];
    }),
  );
}

/**
 * §2a "Envelope": the OrderCreate webhook wraps the order as `{event, order}`; a bare order
 * (the docs' "Sample order", an OrderAdjust body) is accepted as it is.
 */
function unwrapOrder(payload: unknown): unknown {
  if (typeof payload !== "object" || payload === null || !("order" in payload)) return payload;
  const { order } = payload as { order: unknown };
  if (typeof order !== "object" || order === null || Array.isArray(order)) {
    throw new PayloadError("DoorDash webhook: order is not an order object");
  }
  return order;
}

function deliveryOf(order: z.infer<typeof orderSchema>): boolean {
  // §2a isDelivery: `!is_pickup`; when it is absent, the fulfilment type says who delivers.
  if (order.is_pickup != null) return !order.is_pickup;
  if (order.fulfillment_type === "dx_delivery" || order.fulfillment_type === "mx_delivery") {
    return true;
  }
  throw new PayloadError("DoorDash order: neither is_pickup nor a known fulfillment_type");
}

/** Maps a DoorDash Marketplace order, bare or in its OrderCreate envelope (§2a). */
export function mapDoorDashOrder(payload: unknown): MappedOrder {
  const order = parsePayload(orderSchema, unwrapOrder(payload), "DoorDash order");
  const externalId = String(order.id);
  const isDelivery = deliveryOf(order);
  const where = typeof order.delivery_address === "object" ? order.delivery_address : null;
  const address = buildAddress({
    line1: where?.street,
    line2: where?.subpremise,
    city: where?.city,
    state: where?.state,
    zipCode: where?.zip_code,
  });

  const items: OrderItem[] = order.categories.flatMap((category) =>
    category.items.map((item) => {
      const description = cleanText(item.special_instructions, TEXT_LIMITS.itemDescription);
      return {
        name: cleanText(item.name, TEXT_LIMITS.itemName) ?? "",
        ...(description && { description }),
        quantity: item.quantity,
        // §2a items: unit or line price is UNCONFIRMED (every sample has quantity 1); read as
        // the unit price like every other platform's item price.
        price: item.price,
        modifiers: optionModifiers(item.extras),
      };
    }),
  );

  const deliveryFee = isDelivery ? order.delivery_fee : undefined;
  const instructions = joinInstructions(
    where?.address_instructions,
    order.order_special_instructions,
  );
  const details = finishOrder(
    {
      // design §3: staff read the short code; §2a leaves it UNCONFIRMED, so `id` stands in
      // when no short code came. No placement time is sent (§2a created): ingest uses now.
      orderNumber: order.delivery_short_code?.trim() || externalId,
      customer: {
        name: joinName(order.consumer.first_name, order.consumer.last_name) ?? NAMELESS_CUSTOMER,
        phone: firstPhone(order.consumer.phone),
        ...(isDelivery && address && { address }),
      },
      isDelivery,
      ...(deliveryFee != null && { deliveryFee }),
      ...(order.tax != null && { tax: order.tax }),
      ...(instructions && { deliveryInstructions: instructions }),
      items,
    },
    `DoorDash order ${externalId}`,
  );
  return { externalId, details };
}

export type DoorDashCancellation = { orderId: string; clientOrderId: string | null };

const cancellationSchema = z.object({
  external_order_id: z.string().min(1),
  client_order_id: z.union([z.string(), z.number()]).nullish(),
});

/**
 * §2a: a cancellation arrives on its own "Order Canceled" webhook. Its body, per DoorDash's
 * "Receive Cancelled Order Information" page, is `{external_order_id, client_order_id, store,
 * is_asap}`; `client_order_id` echoes the merchant_supplied_id sent on confirmation. Returns
 * null for any other body (an order, an envelope).
 */
export function parseDoorDashCancellation(body: unknown): DoorDashCancellation | null {
  if (typeof body !== "object" || body === null || "categories" in body || "order" in body) {
    return null;
  }
  const parsed = cancellationSchema.safeParse(body);
  if (!parsed.success) return null;
  const clientOrderId = parsed.data.client_order_id;
  return {
    orderId: parsed.data.external_order_id,
    clientOrderId: clientOrderId == null ? null : String(clientOrderId),
  };
}
