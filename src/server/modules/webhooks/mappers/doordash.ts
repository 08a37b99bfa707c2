import { DEFAULT_CURRENCY, normalizeCurrency } from "../../../../domain/money";
import { replaceUnsafeText } from "../../../../domain/unicode";
import { readDoorDashCharges } from "./doordash-charges";
import { readDoorDashItems } from "./doordash-items";
import { finishOrder, readTimestamp } from "./payload";
import {
  asBoolean,
  asId,
  asNumber,
  asObject,
  asString,
  CheckNotes,
  describeValue,
  type JsonObject,
} from "./read";
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
 * A DoorDash Marketplace order (DoorDash's Marketplace OpenAPI `Order`, its order-integration
 * and order-updates guides) as an order. DoorDash sends no placement time (the receive time
 * stands in), no currency and no total; cancellations arrive on their own webhook, so an
 * order is always "placed".
 */
const PLATFORM = "DoorDash";

/** DoorDash's Marketplace OpenAPI `fulfillment_type`, plus `mx_delivery` of its self-delivery sample. */
const DELIVERY_TYPES = new Set(["dx_delivery", "mx_delivery", "mx_fleet_delivery"]);
const PICKUP_TYPE = "pickup";

/**
 * UNCONFIRMED: DoorDash's `Order` schema has no `is_asap`; its cancellation webhook and
 * cart-validation `Fulfillment.asap` do. An order saying `is_asap: false` is taken as
 * scheduled for its `estimated_pickup_time`, and held until then.
 */
export const DOORDASH_IS_ASAP_FALSE_MEANS_SCHEDULED = true;

export type MapDoorDashOptions = {
  /** The restaurant's currency: DoorDash names none. Default USD. */
  currency?: string;
};

/** An id as OrderDock stores it: NUL and lone surrogates replaced, as in any stored text. */
function readId(value: unknown): string | undefined {
  const id = asId(value);
  return id === undefined ? undefined : replaceUnsafeText(id);
}

/**
 * DoorDash's order-integration guide: OrderCreate arrives as `{event, order}`; an OrderAdjust
 * body is the full order plus `order_adjustment_metadata`; a bare order is taken as it is.
 */
function unwrapOrder(payload: unknown): JsonObject {
  const body = asObject(payload);
  if (!body) throw new PayloadError("DoorDash webhook: not an order object");
  if (!("order" in body) || "id" in body) return body;
  const order = asObject(body.order);
  if (!order) throw new PayloadError("DoorDash webhook: order is not an order object");
  return order;
}

/** `is_pickup` first; without it, `fulfillment_type` says who delivers. */
function isDeliveryOf(order: JsonObject, notes: CheckNotes): boolean {
  const isPickup = asBoolean(order.is_pickup);
  if (isPickup !== undefined) return !isPickup;
  if (order.is_pickup !== undefined && order.is_pickup !== null) {
    notes.add(`is_pickup: ${describeValue(order.is_pickup)} could not be read`);
  }
  const type = asString(order.fulfillment_type)?.trim().toLowerCase();
  if (type && DELIVERY_TYPES.has(type)) return true;
  if (type === PICKUP_TYPE) return false;
  notes.add(
    `DoorDash gave no pickup flag and fulfillment_type ${describeValue(order.fulfillment_type)}; shown as pickup`,
  );
  return false;
}

/** The restaurant's own courier delivers (DoorDash's `mx_…` fulfilment types): it needs the address. */
function isSelfDelivery(order: JsonObject): boolean {
  return /^mx_/.test(asString(order.fulfillment_type)?.trim().toLowerCase() ?? "");
}

/** DoorDash's self-delivery sample: `delivery_address`; "REDACTED" (a string) in an OrderAdjust. */
function addressOf(order: JsonObject) {
  const where = asObject(order.delivery_address);
  const address = buildAddress({
    line1: asString(where?.street),
    line2: asString(where?.subpremise),
    city: asString(where?.city),
    state: asString(where?.state),
    zipCode: asString(where?.zip_code),
    latitude: asNumber(where?.lat),
    longitude: asNumber(where?.lng),
  });
  return { address, instructions: asString(where?.address_instructions) };
}

/** The order's currency: its own when it names one, else the restaurant's. */
function currencyOf(order: JsonObject, fallback: string | undefined, notes: CheckNotes): string {
  const restaurant = normalizeCurrency(fallback) ?? DEFAULT_CURRENCY;
  if (order.currency === undefined || order.currency === null) return restaurant;
  const own = normalizeCurrency(order.currency);
  if (own) return own;
  notes.add(
    `currency ${describeValue(order.currency)} is not a currency code; ${restaurant} is shown`,
  );
  return restaurant;
}

function scheduleOf(order: JsonObject, notes: CheckNotes) {
  const isLater = DOORDASH_IS_ASAP_FALSE_MEANS_SCHEDULED && asBoolean(order.is_asap) === false;
  if (!isLater) return {};
  const promisedAt = readTimestamp(order.estimated_pickup_time, "estimated_pickup_time", notes);
  if (!promisedAt) notes.add("Scheduled order without a pickup time: shown now");
  return promisedAt ? { promisedAt } : {};
}

/** Maps a DoorDash Marketplace order: in its OrderCreate envelope, an OrderAdjust body, or bare. */
export function mapDoorDashOrder(
  payload: unknown,
  { currency: restaurantCurrency }: MapDoorDashOptions = {},
): MappedOrder {
  const order = unwrapOrder(payload);
  const externalId = readId(order.id);
  if (!externalId) throw new PayloadError("DoorDash order: no order id");
  const notes = new CheckNotes();
  const currency = currencyOf(order, restaurantCurrency, notes);
  const isDelivery = isDeliveryOf(order, notes);
  const { address, instructions: addressInstructions } = addressOf(order);
  if (isDelivery && isSelfDelivery(order) && !address) {
    notes.add("DoorDash gave no delivery address");
  }
  const consumer = asObject(order.consumer) ?? {};
  const items = readDoorDashItems(order, notes);
  if (items.length === 0) notes.add("DoorDash sent no items that could be read");
  const charges = readDoorDashCharges(order, isDelivery, notes);
  const schedule = scheduleOf(order, notes);
  // The address's instructions are for whoever delivers it; the order's are a free note,
  // which DoorDash does not say is for the courier, so the kitchen reads it.
  const instructions = joinInstructions(addressInstructions);
  const kitchenNote = joinKitchenNote(asString(order.order_special_instructions));

  const details = finishOrder(
    {
      // Staff and Dashers read the short code; DoorDash does not say which is shown, so
      // `id` stands in when no short code came.
      orderNumber:
        cleanText(asString(order.delivery_short_code), TEXT_LIMITS.orderNumber) ??
        cleanText(externalId, TEXT_LIMITS.orderNumber) ??
        externalId.slice(-12),
      customer: {
        name:
          joinName(asString(consumer.first_name), asString(consumer.last_name)) ??
          NAMELESS_CUSTOMER,
        phone: firstPhone(asString(consumer.phone)),
        ...(isDelivery && address && { address }),
      },
      isDelivery,
      currency,
      ...charges,
      ...(instructions && { deliveryInstructions: instructions }),
      ...(kitchenNote && { kitchenNote }),
      ...schedule,
      items,
    },
    { platformName: PLATFORM, externalId, notes },
  );
  return {
    externalId,
    details,
    state: "placed",
    isScheduled: schedule.promisedAt !== undefined,
  };
}

export type DoorDashCancellation = { orderId: string; clientOrderId: string | null };

/**
 * DoorDash's "Receive Cancelled Order Information" guide: the Order Canceled webhook sends
 * `{external_order_id, client_order_id, store, is_asap}`, where `client_order_id` echoes the
 * merchant_supplied_id sent on confirmation, and no reason. Null for any other body (an
 * order, an envelope, a body without the order id).
 */
export function parseDoorDashCancellation(body: unknown): DoorDashCancellation | null {
  const event = asObject(body);
  if (!event || "categories" in event || "order" in event) return null;
  const orderId = readId(event.external_order_id);
  if (!orderId) return null;
  return { orderId, clientOrderId: readId(event.client_order_id) ?? null };
}
