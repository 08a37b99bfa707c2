import { z } from "zod";
import type { Modifier, OrderItem } from "../../../../domain/order";
import { finishOrder, isoTimestamp, minorUnits, modifierLine, parsePayload } from "./payload";
import {
  buildAddress,
  cleanText,
  joinInstructions,
  joinName,
  NAMELESS_CUSTOMER,
  TEXT_LIMITS,
} from "./text";
import { type MappedOrder, PayloadError } from "./types";

// platforms.md §1 "Payload → model": every amount is a Money object in minor units.
const money = z.object({ amount: minorUnits });

const priceSchema = z.object({
  unit_price: money.nullish(),
  base_unit_price: money.nullish(),
});

type SelectedItem = {
  title: string;
  quantity?: number | null;
  price?: z.infer<typeof priceSchema> | null;
  selected_modifier_groups?: ModifierGroup[] | null;
};
type ModifierGroup = {
  selected_items?: SelectedItem[] | null;
  removed_items?: Array<{ title: string }> | null;
};

// Selected items nest: a selected item can carry its own modifier groups (§1).
const modifierGroupSchema: z.ZodType<ModifierGroup> = z.lazy(() =>
  z.object({
    selected_items: z.array(selectedItemSchema).nullish(),
    removed_items: z.array(z.object({ title: z.string() })).nullish(),
  }),
);
const selectedItemSchema: z.ZodType<SelectedItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    quantity: z.int().min(0).nullish(),
    price: priceSchema.nullish(),
    selected_modifier_groups: z.array(modifierGroupSchema).nullish(),
  }),
);

const orderSchema = z.object({
  id: z.string().min(1),
  display_id: z.string().min(1),
  placed_at: z.string().nullish(),
  // §1 isDelivery: the fulfilment type decides delivery versus pickup.
  type: z.enum(["DELIVERY_BY_UBER", "DELIVERY_BY_RESTAURANT", "PICK_UP", "DINE_IN"]),
  eater: z.object({
    first_name: z.string().nullish(),
    last_name: z.string().nullish(),
    phone: z.string().nullish(),
    phone_code: z.string().nullish(),
    delivery: z
      .object({
        location: z
          .object({ street_address: z.string().nullish(), unit_number: z.string().nullish() })
          .nullish(),
        notes: z.string().nullish(),
      })
      .nullish(),
  }),
  cart: z.object({
    special_instructions: z.string().nullish(),
    items: z.array(
      z.object({
        title: z.string(),
        quantity: z.int(),
        special_instructions: z.string().nullish(),
        price: priceSchema,
        selected_modifier_groups: z.array(modifierGroupSchema).nullish(),
      }),
    ),
  }),
  payment: z
    .object({
      charges: z.object({ tax: money.nullish(), delivery_fee: money.nullish() }).nullish(),
    })
    .nullish(),
});

function modifiersOf(groups: ModifierGroup[] | null | undefined, parent?: string): Modifier[] {
  return (groups ?? []).flatMap((group) => [
    ...(group.selected_items ?? []).flatMap((item) => {
      // §1 modifiers: `price.unit_price` of the selected item, times its quantity per item.
      const line = modifierLine({
        name: item.title,
        unitPrice: item.price?.unit_price?.amount ?? 0,
        quantity: item.quantity,
        parent,
      });
      const nestedParent = parent ? `${parent} > ${item.title}` : item.title;
      return [...(line ? [line] : []), ...modifiersOf(item.selected_modifier_groups, nestedParent)];
    }),
    // §1: removed_items are defaults taken off ("NO sugar"); they cost nothing.
    ...(group.removed_items ?? []).flatMap((item) => {
      const line = modifierLine({ name: `NO ${item.title}`, unitPrice: 0, parent });
      return line ? [line] : [];
    }),
  ]);
}

function sumPrices(modifiers: Modifier[]): number {
  return modifiers.reduce((sum, modifier) => sum + modifier.price, 0);
}

/**
 * The phone Uber gives is a relay number (§1 customer.phone): staff also need the code to dial
 * after it, so both are kept when they fit the field ("+1 555-555-5555 (code 555 55 555)").
 */
function eaterPhone(phone?: string | null, code?: string | null): string {
  const number = phone?.trim() ?? "";
  const withCode = code?.trim() && number ? `${number} (code ${code.trim()})` : number;
  return (withCode.length <= TEXT_LIMITS.phone ? withCode : number).slice(0, TEXT_LIMITS.phone);
}

/** Maps the GET /v2/eats/order/{id} response (platforms.md §1) to an order. */
export function mapUberEatsOrder(details: unknown): MappedOrder {
  const order = parsePayload(orderSchema, details, "Uber Eats order");
  const isDelivery = order.type === "DELIVERY_BY_UBER" || order.type === "DELIVERY_BY_RESTAURANT";
  // §1 customer.address / deliveryInstructions: only merchant delivery carries them.
  const merchantDelivery = order.type === "DELIVERY_BY_RESTAURANT" ? order.eater.delivery : null;
  const location = merchantDelivery?.location;
  const address = buildAddress({ line1: location?.street_address, line2: location?.unit_number });
  const name = joinName(order.eater.first_name, order.eater.last_name) ?? NAMELESS_CUSTOMER;

  const items: OrderItem[] = order.cart.items.map((item, index) => {
    const modifiers = modifiersOf(item.selected_modifier_groups);
    // §1 items[].price: base_unit_price excludes options (muffin 300 + chocolate 50 = 350);
    // when only unit_price (options included) is sent, the options are taken back out.
    const { base_unit_price: base, unit_price: withOptions } = item.price;
    const price = base ? base.amount : withOptions && withOptions.amount - sumPrices(modifiers);
    if (price === undefined || price === null) {
      throw new PayloadError(`Uber Eats order: cart.items[${index}].price has no unit price`);
    }
    const description = cleanText(item.special_instructions, TEXT_LIMITS.itemDescription);
    return {
      name: cleanText(item.title, TEXT_LIMITS.itemName) ?? "",
      ...(description && { description }),
      quantity: item.quantity,
      price,
      modifiers,
    };
  });

  const tax = order.payment?.charges?.tax?.amount;
  const deliveryFee = isDelivery ? order.payment?.charges?.delivery_fee?.amount : undefined;
  const instructions = joinInstructions(merchantDelivery?.notes, order.cart.special_instructions);
  const mapped = finishOrder(
    {
      orderNumber: order.display_id.trim(),
      ...(order.placed_at && { created: isoTimestamp(order.placed_at, "placed_at") }),
      customer: {
        name,
        phone: eaterPhone(order.eater.phone, order.eater.phone_code),
        ...(isDelivery && address && { address }),
      },
      isDelivery,
      ...(deliveryFee !== undefined && { deliveryFee }),
      ...(tax !== undefined && { tax }),
      ...(instructions && { deliveryInstructions: instructions }),
      items,
    },
    `Uber Eats order ${order.id}`,
  );
  return { externalId: order.id, details: mapped };
}

export type UberNotification = {
  eventId: string;
  eventType: string;
  orderId: string;
  storeId: string | null;
};

// §1 Delivery mechanism: the webhook is thin: ids only, the order is fetched afterwards.
const notificationSchema = z.object({
  event_id: z.string().min(1),
  event_type: z.string().min(1),
  meta: z.object({
    resource_id: z.string().min(1),
    user_id: z.string().min(1).nullish(),
  }),
});

/**
 * Reads an `orders.notification` / `orders.cancel` webhook body. `eventId` is the dedupe key,
 * `orderId` (`meta.resource_id`) the order to fetch, `storeId` (`meta.user_id`) the store
 * (platforms.md §1 "Delivery mechanism", "Retries and duplicates").
 */
export function parseUberNotification(body: unknown): UberNotification {
  const event = parsePayload(notificationSchema, body, "Uber Eats webhook");
  return {
    eventId: event.event_id,
    eventType: event.event_type,
    orderId: event.meta.resource_id,
    storeId: event.meta.user_id ?? null,
  };
}

/** §1: `orders.cancel` tells that Uber cancelled the order (stores not on API 1.0.0). */
export function isUberCancellation(notification: UberNotification): boolean {
  return notification.eventType === "orders.cancel";
}
