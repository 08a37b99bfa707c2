import type { PlatformState } from "../../orders/platform-order";
import { finishOrder, readTimestamp } from "./payload";
import { findPromisedTime, type NamedValue, offsetOf } from "./promised-time";
import { asObject, asString, asText, CheckNotes, type JsonObject, objectsOf } from "./read";
import { activeShippingLines, hasCurrentFigures, readShopifyCharges } from "./shopify-charges";
import { shopifyOrderIdFromRaw } from "./shopify-id";
import { readShopifyItems } from "./shopify-items";
import { readCurrency, valueText } from "./shopify-woocommerce-values";
import {
  buildAddress,
  cleanText,
  firstPhone,
  joinInstructions,
  joinKitchenNote,
  joinName,
  NAMELESS_CUSTOMER,
  TEXT_LIMITS,
} from "./text";
import { type MappedOrder, PayloadError } from "./types";

/**
 * Shopify's REST Order, the body of every orders/* webhook, as an order. Money is decimal
 * strings in the shop currency (`currency`); the total is `current_total_price` when the
 * order carries it (edits and refunds applied), else `total_price`.
 */
const PLATFORM = "Shopify";

const ORDER_GID = /^gid:\/\/shopify\/Order\/(\d+)$/;

/**
 * The exact order id. Shopify's ids exceed 2^53, which JSON.parse rounds, so the digits come
 * from the raw body when the receiver passes it, else from `admin_graphql_api_id` (a
 * string), else from `id` only while it is still exact.
 */
function orderIdOf(order: JsonObject, rawBody: string | undefined): string | undefined {
  if (rawBody !== undefined) {
    try {
      return shopifyOrderIdFromRaw(rawBody);
    } catch {
      // No readable top-level id in the text: the parsed fields below may still have one.
    }
  }
  const fromGid = asString(order.admin_graphql_api_id)?.trim().match(ORDER_GID)?.[1];
  if (fromGid) return fromGid;
  const { id } = order;
  if (typeof id === "string" && /^\d+$/.test(id.trim())) return id.trim();
  if (typeof id === "number" && Number.isSafeInteger(id) && id > 0) return String(id);
  return undefined;
}

/** Shopify's lifecycle (REST Order `financial_status`) as OrderDock reads it. */
export const SHOPIFY_ENDED_PAYMENTS: Readonly<Record<string, string>> = {
  refunded: "Refunded on Shopify",
  voided: "Voided on Shopify",
};
/** Not yet paid or authorised: the kitchen waits. */
export const SHOPIFY_UNPAID_PAYMENTS: ReadonlySet<string> = new Set(["pending"]);
/** REST Order `fulfillment_status`: every line has been handed over. */
export const SHOPIFY_DONE_FULFILLMENTS: ReadonlySet<string> = new Set(["fulfilled"]);

export type ShopifyState = { state: PlatformState; stateNote?: string };

/**
 * Where Shopify says the order stands. A cancellation (`cancelled_at`) or an ended payment
 * comes first; then a fulfilled order; then one still awaiting payment; the rest are placed
 * (authorized, paid, partially paid or refunded, or no status at all).
 */
export function shopifyStateOf(payload: unknown): ShopifyState {
  const order = asObject(payload) ?? {};
  if (asString(order.cancelled_at)?.trim()) {
    return { state: "cancelled", stateNote: "Cancelled on Shopify" };
  }
  const payment = asString(order.financial_status)?.trim().toLowerCase() ?? "";
  const ended = Object.hasOwn(SHOPIFY_ENDED_PAYMENTS, payment)
    ? SHOPIFY_ENDED_PAYMENTS[payment]
    : undefined;
  if (ended) return { state: "cancelled", stateNote: ended };
  const fulfillment = asString(order.fulfillment_status)?.trim().toLowerCase() ?? "";
  if (SHOPIFY_DONE_FULFILLMENTS.has(fulfillment)) return { state: "completed" };
  if (SHOPIFY_UNPAID_PAYMENTS.has(payment)) return { state: "awaiting_payment" };
  return { state: "placed" };
}

function hasPickupWording(value: unknown): boolean {
  return /\bpick[\s-]?up\b/i.test(asString(value) ?? "");
}

/**
 * Shopify's REST Order cannot tell local pickup from local delivery: a shipping line whose
 * title or code says "pickup" does not count, something must require shipping, and without
 * a shipping address there is nowhere to deliver.
 */
function isDeliveryOrder(order: JsonObject): boolean {
  const shipsSomething = objectsOf(order.line_items).some(
    (line) => line.requires_shipping !== false,
  );
  const hasDeliveryLine = activeShippingLines(order).some(
    (line) => !hasPickupWording(line.title) && !hasPickupWording(line.code),
  );
  const street = asString(asObject(order.shipping_address)?.address1)?.trim();
  return shipsSomething && hasDeliveryLine && !!street;
}

/** `note_attributes[]` as name/value pairs, skipping any without a name. */
function noteAttributes(order: JsonObject): NamedValue[] {
  return objectsOf(order.note_attributes).flatMap((attribute) => {
    const name = asText(attribute.name)?.trim();
    return name ? [{ name, value: attribute.value }] : [];
  });
}

/**
 * A note attribute is for the courier or the hand-over when its name says so ("Delivery
 * instructions", "Gate code", "Pickup-Time"); every other one is for the kitchen, so a
 * free note about an allergy is never read by the driver alone.
 */
const HAND_OVER_NAME =
  /deliver|driver|courier|dasher|gate|door|buzz|intercom|parking|pick[\s_-]?up|collection|shipping|checkout[\s_-]?method|fulfil|drop[\s_-]?off|leave[\s_-]?at|entrance|lobby|concierge|address|apartment|\bapt\b|\bunit\b|\bfloor\b|directions/i;

export function isHandOverAttribute(name: string): boolean {
  return HAND_OVER_NAME.test(name);
}

function attributeText({ name, value }: NamedValue): string {
  const shown = valueText(value);
  return shown ? `${name}: ${shown}` : name;
}

/** The shipping address's name and phone first, then the order's, the customer's, billing. */
function customerOf(order: JsonObject, isDelivery: boolean) {
  const shipping = asObject(order.shipping_address) ?? {};
  const billing = asObject(order.billing_address) ?? {};
  const customer = asObject(order.customer) ?? {};
  const text = (source: JsonObject, field: string) => asString(source[field]);
  const name =
    joinName(text(shipping, "name")) ??
    joinName(text(shipping, "first_name"), text(shipping, "last_name")) ??
    joinName(text(customer, "first_name"), text(customer, "last_name")) ??
    joinName(text(billing, "name")) ??
    joinName(text(billing, "first_name"), text(billing, "last_name")) ??
    NAMELESS_CUSTOMER;
  const phone = firstPhone(
    text(shipping, "phone"),
    text(order, "phone"),
    text(customer, "phone"),
    text(billing, "phone"),
  );
  const address = buildAddress({
    line1: text(shipping, "address1"),
    line2: text(shipping, "address2"),
    city: text(shipping, "city"),
    state: text(shipping, "province_code") ?? text(shipping, "province"),
    zipCode: text(shipping, "zip"),
  });
  return { name, phone, ...(isDelivery && address && { address }) };
}

export type MapShopifyOrderOptions = {
  /** The raw webhook body: when given, the order id is read from it exactly. */
  rawBody?: string;
};

/** Maps the bare REST Order of any orders/* webhook to an order. */
export function mapShopifyOrder(
  payload: unknown,
  { rawBody }: MapShopifyOrderOptions = {},
): MappedOrder {
  const order = asObject(payload);
  const externalId = order ? orderIdOf(order, rawBody) : undefined;
  if (!order || !externalId) {
    throw new PayloadError(
      "Shopify order: no order id (an id above 2^53 needs admin_graphql_api_id or the raw body)",
    );
  }
  const notes = new CheckNotes();
  const currency = readCurrency(order.currency, notes);
  const isCurrent = hasCurrentFigures(order);
  const isDelivery = isDeliveryOrder(order);
  const items = readShopifyItems({ order, currency, notes, isCurrent });
  if (items.length === 0) notes.add("Shopify sent no items that could be read");
  const charges = readShopifyCharges({ order, currency, notes, isCurrent, isDelivery });
  const created = readTimestamp(order.created_at, "created_at", notes);
  const attributes = noteAttributes(order);
  // Local delivery and pickup apps write the chosen time as note attributes, in the shop's
  // local time: the offset `created_at` is written in places it.
  const promised = findPromisedTime({ fields: attributes, offset: offsetOf(created) });
  if (promised.note) notes.add(promised.note);
  // Shopify's `note` is the customer's free note at checkout: not said to be for the courier.
  const handOver = attributes.filter((attribute) => isHandOverAttribute(attribute.name));
  const forKitchen = attributes.filter((attribute) => !isHandOverAttribute(attribute.name));
  const instructions = joinInstructions(...handOver.map(attributeText));
  const kitchenNote = joinKitchenNote(asString(order.note), ...forKitchen.map(attributeText));

  const details = finishOrder(
    {
      orderNumber:
        cleanText(asText(order.name) ?? asText(order.order_number), TEXT_LIMITS.orderNumber) ??
        externalId.slice(-12),
      ...(created && { created }),
      customer: customerOf(order, isDelivery),
      isDelivery,
      currency,
      ...charges,
      ...(instructions && { deliveryInstructions: instructions }),
      ...(kitchenNote && { kitchenNote }),
      ...(promised.promisedAt && { promisedAt: promised.promisedAt }),
      items,
    },
    { platformName: PLATFORM, externalId, notes },
  );
  return {
    externalId,
    details,
    ...shopifyStateOf(order),
    isScheduled: promised.promisedAt !== undefined,
  };
}
