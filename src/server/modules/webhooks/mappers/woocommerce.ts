import type { PlatformState } from "../../orders/platform-order";
import { finishOrder, readTimestamp } from "./payload";
import { findPromisedTime, type NamedValue, offsetBetween } from "./promised-time";
import { asId, asObject, asString, asText, CheckNotes, type JsonObject, objectsOf } from "./read";
import { readCurrency } from "./shopify-woocommerce-values";
import {
  buildAddress,
  cleanText,
  firstPhone,
  joinKitchenNote,
  joinName,
  NAMELESS_CUSTOMER,
  TEXT_LIMITS,
} from "./text";
import { type MappedOrder, PayloadError } from "./types";
import { readWooCommerceCharges } from "./woocommerce-charges";
import { readWooCommerceItems } from "./woocommerce-items";

/**
 * A WooCommerce order.* webhook body, which is the REST v3 order, as an order. Totals are
 * decimal strings in `currency`; the total is `total`.
 */
const PLATFORM = "WooCommerce";

export type WooCommerceState = { state: PlatformState; stateNote?: string };

/**
 * WooCommerce's order statuses (REST v3; the OrderStatus enum's meanings): pending "no
 * payment has been made", on-hold "awaiting payment confirmation", failed "payment failed",
 * checkout-draft a block checkout not yet placed; processing "payment has been received",
 * so the kitchen cooks; completed "fulfilled". Statuses added by plugins read as placed.
 */
export const WOOCOMMERCE_STATES: Readonly<Record<string, WooCommerceState>> = {
  pending: { state: "awaiting_payment" },
  "on-hold": { state: "awaiting_payment" },
  failed: { state: "awaiting_payment" },
  "checkout-draft": { state: "awaiting_payment" },
  processing: { state: "placed" },
  completed: { state: "completed" },
  cancelled: { state: "cancelled", stateNote: "Cancelled on WooCommerce" },
  refunded: { state: "cancelled", stateNote: "Refunded on WooCommerce" },
  trash: { state: "cancelled", stateNote: "Deleted on WooCommerce" },
};

export function wooCommerceStateOf(payload: unknown): WooCommerceState {
  // The database writes statuses with a "wc-" prefix; a plugin may pass one through.
  const status = asString(asObject(payload)?.status)?.trim().toLowerCase().replace(/^wc-/, "");
  const known = status && Object.hasOwn(WOOCOMMERCE_STATES, status) ? status : undefined;
  return (known && WOOCOMMERCE_STATES[known]) || { state: "placed" };
}

/**
 * UNCONFIRMED: local-pickup shipping method ids. These are core's classic "Local pickup"
 * and the block checkout's "Local pickup" (`pickup_location`).
 */
export const PICKUP_METHODS: ReadonlySet<string> = new Set(["local_pickup", "pickup_location"]);

function isPickupMethod(methodId: unknown): boolean {
  return PICKUP_METHODS.has((asString(methodId) ?? "").split(":")[0]?.trim() ?? "");
}

/** A shipping line that is not a pickup method makes the order a delivery. */
function isDeliveryOrder(order: JsonObject): boolean {
  return objectsOf(order.shipping_lines).some((line) => !isPickupMethod(line.method_id));
}

/**
 * Where delivery-date plugins leave the chosen time: order `meta_data[]` ({key, value}), and
 * the `iconic_delivery_meta` object Iconic Delivery Slots adds to the REST order.
 */
function promisedTimeFields(order: JsonObject): NamedValue[] {
  const meta = objectsOf(order.meta_data).flatMap((entry) => {
    const name = asText(entry.key)?.trim();
    return name ? [{ name, value: entry.value }] : [];
  });
  const iconic = asObject(order.iconic_delivery_meta);
  const fromIconic = iconic
    ? [
        { name: "jckwds_timestamp", value: iconic.timestamp },
        { name: "jckwds_timeslot", value: iconic.timeslot },
        { name: "jckwds_date", value: iconic.date },
      ]
    : [];
  return [...meta, ...fromIconic];
}

/** The recipient (shipping) first, then the billing party; phone: shipping's, then billing's. */
function customerOf(order: JsonObject, isDelivery: boolean) {
  const shipping = asObject(order.shipping) ?? {};
  const billing = asObject(order.billing) ?? {};
  const text = (source: JsonObject, field: string) => asString(source[field]);
  const name =
    joinName(text(shipping, "first_name"), text(shipping, "last_name")) ??
    joinName(text(billing, "first_name"), text(billing, "last_name")) ??
    NAMELESS_CUSTOMER;
  const address = buildAddress({
    line1: text(shipping, "address_1"),
    line2: text(shipping, "address_2"),
    city: text(shipping, "city"),
    state: text(shipping, "state"),
    zipCode: text(shipping, "postcode"),
  });
  return {
    name,
    phone: firstPhone(text(shipping, "phone"), text(billing, "phone")),
    ...(isDelivery && address && { address }),
  };
}

/** WooCommerce order ids are positive integers (a JSON number, or its digits as text). */
function orderIdOf(value: unknown): string | undefined {
  const id = asId(value);
  return id && /^\d+$/.test(id) && !/^0+$/.test(id) ? id : undefined;
}

/** Maps an order.* webhook body (the REST order) to an order. */
export function mapWooCommerceOrder(payload: unknown): MappedOrder {
  const order = asObject(payload);
  const externalId = orderIdOf(order?.id);
  if (!order || !externalId) throw new PayloadError("WooCommerce order: no order id");
  const notes = new CheckNotes();
  const currency = readCurrency(order.currency, notes);
  const isDelivery = isDeliveryOrder(order);
  const items = readWooCommerceItems({ order, currency, notes });
  if (items.length === 0) notes.add("WooCommerce sent no items that could be read");
  const charges = readWooCommerceCharges({ order, currency, notes, isDelivery });
  // `date_created_gmt` is UTC written without "Z"; `date_created` the site's wall clock.
  const created = readTimestamp(order.date_created_gmt, "date_created_gmt", notes, true);
  const offset = offsetBetween({ local: order.date_created, utc: order.date_created_gmt });
  const promised = findPromisedTime({ fields: promisedTimeFields(order), offset });
  if (promised.note) notes.add(promised.note);
  // `customer_note` is the checkout's free "Order notes" box: WooCommerce does not say it is
  // for the courier, so the kitchen reads it.
  const kitchenNote = joinKitchenNote(asString(order.customer_note));

  const details = finishOrder(
    {
      orderNumber: cleanText(asText(order.number), TEXT_LIMITS.orderNumber) ?? externalId,
      ...(created && { created }),
      customer: customerOf(order, isDelivery),
      isDelivery,
      currency,
      ...charges,
      ...(kitchenNote && { kitchenNote }),
      ...(promised.promisedAt && { promisedAt: promised.promisedAt }),
      items,
    },
    { platformName: PLATFORM, externalId, notes },
  );
  return {
    externalId,
    details,
    ...wooCommerceStateOf(order),
    isScheduled: promised.promisedAt !== undefined,
  };
}
