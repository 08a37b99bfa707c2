import { z } from "zod";
import type { Modifier, OrderItem } from "../../../../domain/order";
import { finishOrder, isoTimestamp, minorUnits, modifierLine, parsePayload } from "./payload";
import {
  buildAddress,
  cleanText,
  firstPhone,
  joinInstructions,
  joinName,
  joinTexts,
  NAMELESS_CUSTOMER,
  TEXT_LIMITS,
} from "./text";
import { type MappedOrder, PayloadError } from "./types";

const text = z.string().nullish();
const contactSchema = z.object({ name: text, phone: text });

type LineOption = {
  name: string;
  price?: number | null;
  merchant_price?: number | null;
  quantity?: number | null;
  line_sub_options?: LineOption[] | null;
};

// platforms.md §3 "Payload → model" modifiers: `line_options[]`, nested through
// `line_sub_options[]` (up to 10 levels), in US cents.
const lineOptionSchema: z.ZodType<LineOption> = z.lazy(() =>
  z.object({
    name: z.string(),
    price: minorUnits.nullish(),
    merchant_price: minorUnits.nullish(),
    quantity: z.int().min(0).nullish(),
    line_sub_options: z.array(lineOptionSchema).nullish(),
  }),
);

const orderSchema = z.object({
  uuid: z.string().min(1),
  order_number: z.union([z.string().min(1), z.int().positive()]),
  time_placed: text,
  // §3 isDelivery: "Exactly one property will be set".
  fulfillment_info: z.object({
    delivery_info: z
      .object({
        contact_info: contactSchema.nullish(),
        address: z
          .object({
            address_line1: text,
            address_line2: text,
            city: text,
            state: text,
            zip_code: text,
          })
          .nullish(),
        instruction: text,
      })
      .nullish(),
    pickup_info: z
      .object({ name: text, contact_info: contactSchema.nullish(), instructions: text })
      .nullish(),
  }),
  charges: z.object({
    fees: z.object({ delivery: minorUnits.nullish() }).nullish(),
    taxes: z.object({ total: minorUnits.nullish() }).nullish(),
    line_groups: z.array(
      z.object({
        lines: z.array(
          z.object({
            name: z.string(),
            description: text,
            special_instructions: text,
            quantity: z.int(),
            // §3 items: `merchant_price` is the unit price; `price` is deprecated.
            merchant_price: minorUnits.nullish(),
            price: minorUnits.nullish(),
            line_options: z.array(lineOptionSchema).nullish(),
          }),
        ),
      }),
    ),
  }),
});

function optionModifiers(options: LineOption[] | null | undefined, parent?: string): Modifier[] {
  return (options ?? []).flatMap((option) => {
    const line = modifierLine({
      name: option.name,
      unitPrice: option.merchant_price ?? option.price ?? 0,
      quantity: option.quantity,
      parent,
    });
    const nestedParent = parent ? `${parent} > ${option.name}` : option.name;
    return [...(line ? [line] : []), ...optionModifiers(option.line_sub_options, nestedParent)];
  });
}

/** Maps a Grubhub PosOrder (GET …/orders/{uuid}, platforms.md §3) to an order. */
export function mapGrubhubOrder(payload: unknown): MappedOrder {
  const order = parsePayload(orderSchema, payload, "Grubhub order");
  const delivery = order.fulfillment_info.delivery_info;
  const pickup = order.fulfillment_info.pickup_info;
  const isDelivery = delivery != null;
  // §3 customer: delivery `contact_info`, pickup `name` and `contact_info`.
  const contact = delivery?.contact_info ?? pickup?.contact_info;
  const name = joinName(pickup?.name) ?? joinName(contact?.name) ?? NAMELESS_CUSTOMER;
  const address = buildAddress({
    line1: delivery?.address?.address_line1,
    line2: delivery?.address?.address_line2,
    city: delivery?.address?.city,
    state: delivery?.address?.state,
    zipCode: delivery?.address?.zip_code,
  });

  const items: OrderItem[] = order.charges.line_groups.flatMap((group, groupIndex) =>
    group.lines.map((line, lineIndex) => {
      const price = line.merchant_price ?? line.price;
      if (price == null) {
        const at = `charges.line_groups[${groupIndex}].lines[${lineIndex}]`;
        throw new PayloadError(`Grubhub order: ${at} has neither merchant_price nor price`);
      }
      // The menu description and the diner's instructions both help the kitchen.
      const description = cleanText(
        joinTexts([line.description, line.special_instructions], "; "),
        TEXT_LIMITS.itemDescription,
      );
      return {
        name: cleanText(line.name, TEXT_LIMITS.itemName) ?? "",
        ...(description && { description }),
        quantity: line.quantity,
        price,
        modifiers: optionModifiers(line.line_options),
      };
    }),
  );

  const deliveryFee = isDelivery ? order.charges.fees?.delivery : undefined;
  const tax = order.charges.taxes?.total;
  const instructions = joinInstructions(delivery?.instruction ?? pickup?.instructions);
  const orderNumber = String(order.order_number).trim();
  const details = finishOrder(
    {
      orderNumber,
      ...(order.time_placed && { created: isoTimestamp(order.time_placed, "time_placed") }),
      customer: {
        name,
        phone: firstPhone(contact?.phone),
        ...(isDelivery && address && { address }),
      },
      isDelivery,
      ...(deliveryFee != null && { deliveryFee }),
      ...(tax != null && { tax }),
      ...(instructions && { deliveryInstructions: instructions }),
      items,
    },
    `Grubhub order ${orderNumber}`,
  );
  return { externalId: order.uuid, details };
}

/**
 * §3 "Statuses": REJECTED ends an order that will not be made (the sample went STALE, then
 * REJECTED). CANCELLED / CANCELED are not in that list but are taken as the same when a
 * status update carries them. The order itself and a status update both have `status`.
 */
const ENDED_STATUSES = new Set(["REJECTED", "CANCELLED", "CANCELED"]);

export function isGrubhubCancellation(payload: unknown): boolean {
  if (typeof payload !== "object" || payload === null || !("status" in payload)) return false;
  const { status } = payload as { status: unknown };
  return typeof status === "string" && ENDED_STATUSES.has(status.trim().toUpperCase());
}
