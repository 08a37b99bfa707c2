import { z } from "zod";
import type { Modifier, OrderItem } from "../../../../domain/order";
import { decimalCents, finishOrder, isoTimestamp, modifierLine, parsePayload } from "./payload";
import { shopifyOrderIdFromRaw } from "./shopify-id";
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

export { shopifyOrderIdFromRaw };

const text = z.string().nullish();
const addressSchema = z.object({
  name: text,
  first_name: text,
  last_name: text,
  phone: text,
  address1: text,
  address2: text,
  city: text,
  province: text,
  province_code: text,
  zip: text,
});
const nameValue = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
});

// platforms.md §4 "Payload → model": money is decimal strings in the shop's currency.
const orderSchema = z.object({
  id: z.union([z.number(), z.string(), z.bigint()]).nullish(),
  admin_graphql_api_id: text,
  name: z.string().min(1),
  created_at: text,
  phone: text,
  note: text,
  note_attributes: z.array(nameValue).nullish(),
  total_tax: decimalCents.nullish(),
  customer: z.object({ first_name: text, last_name: text, phone: text }).nullish(),
  shipping_address: addressSchema.nullish(),
  billing_address: addressSchema.nullish(),
  shipping_lines: z
    .array(
      z.object({
        title: text,
        code: text,
        price: decimalCents,
        is_removed: z.boolean().nullish(),
      }),
    )
    .nullish(),
  line_items: z.array(
    z.object({
      title: z.string(),
      variant_title: text,
      quantity: z.int(),
      price: decimalCents,
      requires_shipping: z.boolean().nullish(),
      properties: z.array(nameValue).nullish(),
    }),
  ),
});
type ShopifyOrder = z.infer<typeof orderSchema>;
type NameValue = z.infer<typeof nameValue>;

const ORDER_GID = /^gid:\/\/shopify\/Order\/(\d+)$/;

/**
 * The exact order id. JSON.parse has already rounded an id above 2^53 (§4), so the digits come
 * from the raw body when the receiver passes it, else from `admin_graphql_api_id` (a string),
 * else from `id` only while it is still exact.
 */
function orderIdOf(order: ShopifyOrder, rawBody?: string): string {
  if (rawBody !== undefined) return shopifyOrderIdFromRaw(rawBody);
  const fromGid = order.admin_graphql_api_id?.match(ORDER_GID)?.[1];
  if (fromGid) return fromGid;
  const { id } = order;
  if (typeof id === "bigint" && id > 0n) return id.toString();
  if (typeof id === "string" && /^\d+$/.test(id)) return id;
  if (typeof id === "number" && Number.isSafeInteger(id) && id > 0) return String(id);
  throw new PayloadError(
    "Shopify order id is missing or above 2^53 without admin_graphql_api_id; pass the raw body",
  );
}

function hasPickupWording(value?: string | null): boolean {
  return /\bpick[\s-]?up\b/i.test(value ?? "");
}

/**
 * §4 isDelivery: "a shipping line exists and items requires_shipping"; local pickup versus
 * local delivery is UNCONFIRMED there, so a line whose title or code says "pickup" does not
 * count, and without a shipping address there is nowhere to deliver.
 */
function isDeliveryOrder(order: ShopifyOrder, activeLines: ShopifyOrder["shipping_lines"]) {
  const shipsSomething = order.line_items.some((item) => item.requires_shipping !== false);
  const hasDeliveryLine = (activeLines ?? []).some(
    (line) => !hasPickupWording(line.title) && !hasPickupWording(line.code),
  );
  return shipsSomething && hasDeliveryLine && !!order.shipping_address?.address1?.trim();
}

function nameValueText({ name, value }: NameValue): string | undefined {
  const shown = value === null || value === undefined ? "" : String(value).trim();
  return shown ? `${name.trim()}: ${shown}` : cleanText(name, TEXT_LIMITS.modifierName);
}

/** §4 items: `properties` are option choices with no price; "_"-prefixed ones are private. */
function propertyModifiers(properties: NameValue[] | null | undefined): Modifier[] {
  return (properties ?? [])
    .filter((property) => !property.name.startsWith("_"))
    .flatMap((property) => {
      const label = nameValueText(property);
      const line = label ? modifierLine({ name: label, unitPrice: 0 }) : null;
      return line ? [line] : [];
    });
}

export type MapShopifyOrderOptions = {
  /** The raw webhook body: when given, the order id is read from it exactly. */
  rawBody?: string;
};

/** Maps an orders/create webhook body (a bare REST Order, platforms.md §4) to an order. */
export function mapShopifyOrder(
  payload: unknown,
  { rawBody }: MapShopifyOrderOptions = {},
): MappedOrder {
  const order = parsePayload(orderSchema, payload, "Shopify order");
  const externalId = orderIdOf(order, rawBody);
  const shipping = order.shipping_address;
  const billing = order.billing_address;
  const activeLines = order.shipping_lines?.filter((line) => line.is_removed !== true);
  const isDelivery = isDeliveryOrder(order, activeLines);

  // §4 customer.name and customer.phone: the shipping address first, then the order, the
  // customer, the billing address.
  const name =
    joinName(shipping?.name) ??
    joinName(shipping?.first_name, shipping?.last_name) ??
    joinName(order.customer?.first_name, order.customer?.last_name) ??
    joinName(billing?.name) ??
    joinName(billing?.first_name, billing?.last_name) ??
    NAMELESS_CUSTOMER;
  const phone = firstPhone(shipping?.phone, order.phone, order.customer?.phone, billing?.phone);
  const address = buildAddress({
    line1: shipping?.address1,
    line2: shipping?.address2,
    city: shipping?.city,
    state: shipping?.province_code ?? shipping?.province,
    zipCode: shipping?.zip,
  });

  const items: OrderItem[] = order.line_items.map((item) => {
    const description = cleanText(item.variant_title, TEXT_LIMITS.itemDescription);
    return {
      name: cleanText(item.title, TEXT_LIMITS.itemName) ?? "",
      ...(description && { description }),
      quantity: item.quantity,
      // §4: `price` is the unit price before discounts.
      price: item.price,
      modifiers: propertyModifiers(item.properties),
    };
  });

  // §4 deliveryFee: the sum of the shipping lines' `price` (before shipping discounts, like
  // the item prices); only a delivery order carries one.
  const deliveryFee = isDelivery
    ? (activeLines ?? []).reduce((sum, line) => sum + line.price, 0)
    : undefined;
  // §4 deliveryInstructions: `note` + `note_attributes`.
  const instructions = joinInstructions(
    order.note,
    ...(order.note_attributes ?? []).map(nameValueText),
  );
  const details = finishOrder(
    {
      orderNumber: order.name.trim(),
      ...(order.created_at && { created: isoTimestamp(order.created_at, "created_at") }),
      customer: { name, phone, ...(isDelivery && address && { address }) },
      isDelivery,
      ...(deliveryFee !== undefined && { deliveryFee }),
      ...(order.total_tax != null && { tax: order.total_tax }),
      ...(instructions && { deliveryInstructions: instructions }),
      items,
    },
    `Shopify order ${order.name}`,
  );
  return { externalId, details };
}

/**
 * §4 status: `orders/cancelled`, or any order topic whose order has `cancelled_at` set
 * (an orders/updated after a cancel, or a replayed sample such as Shopify's own).
 */
export function isShopifyCancellation(topic: string, payload: unknown): boolean {
  if (topic.trim().toLowerCase() === "orders/cancelled") return true;
  if (typeof payload !== "object" || payload === null || !("cancelled_at" in payload)) return false;
  const { cancelled_at } = payload as { cancelled_at: unknown };
  return typeof cancelled_at === "string" && cancelled_at.trim() !== "";
}
