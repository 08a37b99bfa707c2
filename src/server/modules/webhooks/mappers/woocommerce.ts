import { z } from "zod";
import { dollarsToCents, hasWholeCents } from "../../../../domain/money";
import type { Modifier, OrderItem } from "../../../../domain/order";
import { decimalCents, finishOrder, isoTimestamp, modifierLine, parsePayload } from "./payload";
import {
  buildAddress,
  cleanText,
  firstPhone,
  htmlToText,
  joinInstructions,
  joinName,
  NAMELESS_CUSTOMER,
  TEXT_LIMITS,
} from "./text";
import { type MappedOrder, PayloadError } from "./types";

const text = z.string().nullish();
const partySchema = z.object({
  first_name: text,
  last_name: text,
  phone: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  postcode: text,
});
const metaSchema = z.object({
  key: z.string(),
  value: z.unknown().optional(),
  display_key: text,
  display_value: z.unknown().optional(),
});

// platforms.md §5 "Payload → model": totals are decimal strings, line `price` a JSON number.
const orderSchema = z.object({
  id: z.union([z.int().positive(), z.string().regex(/^\d+$/)]),
  number: z.union([z.string(), z.int()]),
  date_created_gmt: text,
  shipping_total: decimalCents.nullish(),
  total_tax: decimalCents.nullish(),
  customer_note: text,
  billing: partySchema.nullish(),
  shipping: partySchema.nullish(),
  shipping_lines: z.array(z.object({ method_id: text, total: decimalCents.nullish() })).nullish(),
  line_items: z.array(
    z.object({
      name: z.string(),
      quantity: z.int(),
      subtotal: decimalCents.nullish(),
      price: z.number().nullish(),
      meta_data: z.array(metaSchema).nullish(),
    }),
  ),
});
type WooOrder = z.infer<typeof orderSchema>;
type WooItem = WooOrder["line_items"][number];

// §5 isDelivery: local-pickup method ids are UNCONFIRMED there; these are core's classic
// "Local pickup" and the block checkout's "Local pickup" (pickup_location) methods.
const PICKUP_METHODS = new Set(["local_pickup", "pickup_location"]);

function isPickupMethod(methodId?: string | null): boolean {
  return PICKUP_METHODS.has((methodId ?? "").split(":")[0]?.trim() ?? "");
}

/**
 * §5 items: the unit price before discounts. WooCommerce computes `price` as the discounted
 * line total / quantity, a float ("3.3333"); the exact decimal `subtotal` / quantity is used
 * instead, rounded to the cent when it does not divide, and `price` only when no subtotal came.
 */
function unitPrice(item: WooItem, index: number): number {
  if (item.subtotal != null && item.quantity > 0) return Math.round(item.subtotal / item.quantity);
  if (item.price != null && item.price >= 0 && hasWholeCents(item.price)) {
    return dollarsToCents(item.price);
  }
  throw new PayloadError(`line_items[${index}] has neither a subtotal nor a price in cents`);
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === "string") return htmlToText(value).trim() || undefined;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/**
 * §5 modifiers: `meta_data` entries, shown as "size: M Test". Keys starting with "_" are
 * WooCommerce's hidden meta; values that are not text (add-on plugins' arrays) are skipped;
 * the global-attribute prefix "pa_" is dropped from a key with no `display_key`. Add-on
 * prices are plugin-specific (UNCONFIRMED), so modifiers cost nothing here.
 */
function metaModifiers(meta: WooItem["meta_data"]): Modifier[] {
  return (meta ?? [])
    .filter((entry) => !entry.key.startsWith("_"))
    .flatMap((entry) => {
      const key = scalarText(entry.display_key) ?? entry.key.replace(/^pa_/, "");
      const value = scalarText(entry.display_value) ?? scalarText(entry.value);
      const line = value ? modifierLine({ name: `${key}: ${value}`, unitPrice: 0 }) : null;
      return line ? [line] : [];
    });
}

/** Maps an order.created / order.updated webhook body (the REST order, §5) to an order. */
export function mapWooCommerceOrder(payload: unknown): MappedOrder {
  const order = parsePayload(orderSchema, payload, "WooCommerce order");
  const { shipping, billing } = order;
  const lines = order.shipping_lines ?? [];
  const isDelivery = lines.length > 0 && lines.some((line) => !isPickupMethod(line.method_id));

  const items: OrderItem[] = order.line_items.map((item, index) => ({
    name: cleanText(htmlToText(item.name), TEXT_LIMITS.itemName) ?? "",
    quantity: item.quantity,
    price: unitPrice(item, index),
    modifiers: metaModifiers(item.meta_data),
  }));

  // §5 customer.name: shipping, falling back to billing; phone: billing (shipping.phone only
  // exists in newer versions, and is preferred when present as the recipient's).
  const name =
    joinName(shipping?.first_name, shipping?.last_name) ??
    joinName(billing?.first_name, billing?.last_name) ??
    NAMELESS_CUSTOMER;
  const address = buildAddress({
    line1: shipping?.address_1,
    line2: shipping?.address_2,
    city: shipping?.city,
    state: shipping?.state,
    zipCode: shipping?.postcode,
  });
  // §5 deliveryFee: `shipping_total`, else the sum of the shipping lines. `fee_lines` are not
  // added: they are other fees (or negative discounts), not delivery.
  const deliveryFee = isDelivery
    ? (order.shipping_total ?? lines.reduce((sum, line) => sum + (line.total ?? 0), 0))
    : undefined;
  const instructions = joinInstructions(order.customer_note);
  const details = finishOrder(
    {
      orderNumber: String(order.number).trim(),
      // §5 created: `date_created_gmt` is UTC written without "Z".
      ...(order.date_created_gmt && {
        created: isoTimestamp(order.date_created_gmt, "date_created_gmt", true),
      }),
      customer: {
        name,
        phone: firstPhone(shipping?.phone, billing?.phone),
        ...(isDelivery && address && { address }),
      },
      isDelivery,
      ...(deliveryFee !== undefined && { deliveryFee }),
      ...(order.total_tax != null && { tax: order.total_tax }),
      ...(instructions && { deliveryInstructions: instructions }),
      items,
    },
    `WooCommerce order ${order.number}`,
  );
  return { externalId: String(order.id), details };
}

/** §5 status: an order.updated whose order is now `cancelled` is a cancellation. */
export function isWooCommerceCancellation(payload: unknown): boolean {
  if (typeof payload !== "object" || payload === null || !("status" in payload)) return false;
  return (payload as { status: unknown }).status === "cancelled";
}
