import { normalizeCurrency } from "../../../../domain/money";
import { replaceUnsafeText } from "../../../../domain/unicode";
import { readGrubhubCharges } from "./grubhub-charges";
import { readGrubhubLines } from "./grubhub-items";
import { readGrubhubStatus } from "./grubhub-status";
import { finishOrder, readTimestamp } from "./payload";
import {
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
  joinName,
  joinTexts,
  NAMELESS_CUSTOMER,
  TEXT_LIMITS,
} from "./text";
import { type MappedOrder, PayloadError } from "./types";

/**
 * A Grubhub PosOrder (GET …/orders/{uuid} or an order webhook; Grubhub's Orders OpenAPI,
 * archived) as an order. The API id is `uuid`, "the primary and only guaranteed unique
 * identity"; money is in "US Cents".
 */
const PLATFORM = "Grubhub";

/** Grubhub's OpenAPI states every amount in "US Cents" and names no currency field. */
export const GRUBHUB_CURRENCY = "USD";

/** An id as OrderDock stores it: NUL and lone surrogates replaced, as in any stored text. */
function readId(value: unknown): string | undefined {
  const id = asId(value);
  return id === undefined ? undefined : replaceUnsafeText(id);
}

/** USD, unless the order names a currency of its own. */
function currencyOf(order: JsonObject, charges: JsonObject, notes: CheckNotes): string {
  const named = order.currency ?? charges.currency;
  if (named === undefined || named === null) return GRUBHUB_CURRENCY;
  const code = normalizeCurrency(named);
  if (!code) notes.add(`currency ${describeValue(named)} is not a currency code; USD is shown`);
  return code ?? GRUBHUB_CURRENCY;
}

/**
 * `time_placed`: the example sends an ISO string; the schema types it as an `Instant`
 * object, whose `millis` is read when that is what comes.
 */
function placedAt(order: JsonObject, notes: CheckNotes): string | undefined {
  const millis = asNumber(asObject(order.time_placed)?.millis);
  if (millis === undefined) return readTimestamp(order.time_placed, "time_placed", notes);
  const date = new Date(millis);
  if (!Number.isNaN(date.getTime())) return date.toISOString();
  notes.add("time_placed: not a date-time");
  return undefined;
}

/**
 * `fulfillment_info`: "Exactly one property will be set". A delivery's contact is in
 * `delivery_info.contact_info`; a pickup's in `pickup_info.{name, contact_info}`.
 */
function customerOf(delivery: JsonObject | undefined, pickup: JsonObject | undefined) {
  const contact = asObject(delivery?.contact_info) ?? asObject(pickup?.contact_info);
  const where = asObject(delivery?.address);
  const address = buildAddress({
    line1: asString(where?.address_line1),
    line2: asString(where?.address_line2),
    city: asString(where?.city),
    state: asString(where?.state),
    zipCode: asString(where?.zip_code),
    latitude: asNumber(where?.latitude),
    longitude: asNumber(where?.longitude),
  });
  const crossStreets = asString(where?.cross_streets)?.trim();
  return {
    name:
      joinName(asString(pickup?.name)) ?? joinName(asString(contact?.name)) ?? NAMELESS_CUSTOMER,
    phone: firstPhone(asString(contact?.phone)),
    address,
    instructions: joinInstructions(
      asString(delivery?.instruction) ?? asString(pickup?.instructions),
      crossStreets ? joinTexts(["Cross streets:", crossStreets], " ") : undefined,
    ),
  };
}

/** Maps a Grubhub PosOrder to an order, with where Grubhub says it stands. */
export function mapGrubhubOrder(payload: unknown): MappedOrder {
  const order = asObject(payload);
  const externalId = readId(order?.uuid);
  if (!order || !externalId) throw new PayloadError("Grubhub order: no order uuid");
  const notes = new CheckNotes();
  const fulfillment = asObject(order.fulfillment_info);
  const delivery = asObject(fulfillment?.delivery_info);
  const pickup = asObject(fulfillment?.pickup_info);
  if (!delivery && !pickup)
    notes.add("Grubhub gave neither delivery nor pickup details; shown as pickup");
  const isDelivery = delivery !== undefined;
  const customer = customerOf(delivery, pickup);
  if (isDelivery && !customer.address) notes.add("Grubhub gave no delivery address");
  const charges = asObject(order.charges) ?? {};
  const currency = currencyOf(order, charges, notes);
  const status = readGrubhubStatus(order, notes);
  const items = readGrubhubLines(charges, notes);
  if (items.length === 0) notes.add("Grubhub sent no items that could be read");
  const money = readGrubhubCharges(charges, delivery, notes);
  const created = placedAt(order, notes);

  const details = finishOrder(
    {
      orderNumber:
        cleanText(asId(order.order_number), TEXT_LIMITS.orderNumber) ??
        cleanText(externalId, TEXT_LIMITS.orderNumber) ??
        externalId.slice(-12),
      ...(created && { created }),
      customer: {
        name: customer.name,
        phone: customer.phone,
        ...(isDelivery && customer.address && { address: customer.address }),
      },
      isDelivery,
      currency,
      ...money,
      ...(customer.instructions && { deliveryInstructions: customer.instructions }),
      ...(status.promisedAt && { promisedAt: status.promisedAt }),
      items,
    },
    { platformName: PLATFORM, externalId, notes },
  );
  return {
    externalId,
    details,
    state: status.state,
    isScheduled: status.isScheduled,
    ...(status.stateNote && { stateNote: status.stateNote }),
  };
}
