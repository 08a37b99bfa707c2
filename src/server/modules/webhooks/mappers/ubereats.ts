import { DEFAULT_CURRENCY, type MinorUnits, normalizeCurrency } from "../../../../domain/money";
import type { Discount, Fee, Modifier, OrderItem, Tip } from "../../../../domain/order";
import type { PlatformState } from "../../orders/platform-order";
import { finishOrder, MAX_OPTION_DEPTH, modifierLine, readTimestamp } from "./payload";
import {
  asArray,
  asId,
  asNumber,
  asObject,
  asString,
  CheckNotes,
  type JsonObject,
  objectsOf,
  readMinor,
  readQuantity,
} from "./read";
import {
  buildAddress,
  cleanText,
  joinInstructions,
  joinItemNote,
  joinKitchenNote,
  joinName,
  NAMELESS_CUSTOMER,
  TEXT_LIMITS,
} from "./text";
import { type MappedCharges, type MappedOrder, PayloadError } from "./types";

/**
 * Uber Eats' GET /v2/eats/order/{id} response (Uber's order-details reference)
 * as an order. Money is `{amount, currency_code}` in minor units. The total is Uber's
 * `payment.charges.total`; each option prints its own `base_unit_price` (a parent option's
 * `unit_price` already includes its children's) and each line keeps Uber's `total_price`.
 */
const PLATFORM = "Uber Eats";

type Money = { amount: number; currency?: string };

/** A Money object's amount, noting a currency other than the order's. */
function moneyOf(value: unknown, where: string, notes: CheckNotes, currency: string) {
  const money = asObject(value);
  if (!money) return undefined;
  const amount = readMinor(money.amount, `${where}.amount`, notes);
  const code = normalizeCurrency(money.currency_code);
  if (code && code !== currency) notes.add(`${where} is in ${code}, the order in ${currency}`);
  return amount === undefined ? undefined : ({ amount, currency: code ?? undefined } as Money);
}

/** The order's currency: the total's, else the first amount's, else USD. */
function currencyOf(order: JsonObject): string {
  const charges = asObject(asObject(order.payment)?.charges);
  const total = normalizeCurrency(asObject(charges?.total)?.currency_code);
  if (total) return total;
  for (const value of Object.values(charges ?? {})) {
    const code = normalizeCurrency(asObject(value)?.currency_code);
    if (code) return code;
  }
  const firstItem = asObject(asArray(asObject(order.cart)?.items)[0]);
  return (
    normalizeCurrency(asObject(asObject(firstItem?.price)?.unit_price)?.currency_code) ??
    DEFAULT_CURRENCY
  );
}

type OptionsContext = { notes: CheckNotes; currency: string };

/**
 * The options of a selected item and everything nested under them, flattened: each at its
 * own `base_unit_price` (or its `unit_price` less its own options'), times how many of it
 * one unit of the item carries. Notes name the item (`where`) and the option's title.
 */
function optionModifiers(
  groups: unknown,
  context: OptionsContext,
  where: string,
  parent: { name?: string; perItem: number; depth: number },
): Modifier[] {
  if (parent.depth > MAX_OPTION_DEPTH) {
    context.notes.add(
      `${where}: options nested deeper than ${MAX_OPTION_DEPTH} levels were not read`,
    );
    return [];
  }
  return objectsOf(groups).flatMap((group) => {
    const chosen = objectsOf(group.selected_items).flatMap((option) => {
      const title = cleanText(asString(option.title), TEXT_LIMITS.modifierName) ?? "Option";
      const quantity = asNumber(option.quantity) ?? 1;
      const perItem = parent.perItem * Math.max(quantity, 0);
      const price = ownPrice(option, context, `${where} option "${title.slice(0, 40)}"`);
      const line = modifierLine({
        name: title,
        unitPrice: price,
        quantity: perItem,
        parent: parent.name,
      });
      const nested = optionModifiers(option.selected_modifier_groups, context, where, {
        name: parent.name ? `${parent.name} > ${title}` : title,
        perItem,
        depth: parent.depth + 1,
      });
      return [...(line ? [line] : []), ...nested];
    });
    // removed_items are defaults taken off; they cost nothing. The name is what is left off
    // ("Sugar"), marked removed, so every screen reads it as "No sugar" (modifier-text.ts).
    const removed = objectsOf(group.removed_items).flatMap((item): Modifier[] => {
      const title = cleanText(asString(item.title), TEXT_LIMITS.modifierName);
      return title ? [{ name: title, price: 0, removed: true }] : [];
    });
    return [...chosen, ...removed];
  });
}

/**
 * One unit of an item or option without its options: `base_unit_price`, else `unit_price`
 * less its own options' unit prices (Uber: `unit_price` is "including any selected options").
 */
function ownPrice(node: JsonObject, context: OptionsContext, where: string): number {
  const price = asObject(node.price);
  const base = moneyOf(
    price?.base_unit_price,
    `${where}.price.base_unit_price`,
    context.notes,
    context.currency,
  );
  if (base) return base.amount;
  const unit = moneyOf(
    price?.unit_price,
    `${where}.price.unit_price`,
    context.notes,
    context.currency,
  );
  if (!unit) {
    context.notes.add(`${where}: no price could be read`);
    return 0;
  }
  const children = objectsOf(node.selected_modifier_groups).flatMap((group) =>
    objectsOf(group.selected_items),
  );
  const childTotal = children.reduce((sum, child) => {
    const childUnit = asObject(asObject(child.price)?.unit_price);
    return sum + (asNumber(childUnit?.amount) ?? 0) * (asNumber(child.quantity) ?? 1);
  }, 0);
  return unit.amount - childTotal;
}

function itemsOf(order: JsonObject, context: OptionsContext): OrderItem[] {
  return objectsOf(asObject(order.cart)?.items).map((item, index) => {
    const where = `cart.items[${index}]`;
    const quantity = readQuantity(item.quantity, where, context.notes);
    const modifiers = optionModifiers(
      item.selected_modifier_groups,
      context,
      `${where}.selected_modifier_groups`,
      {
        perItem: 1,
        depth: 1,
      },
    );
    const total = moneyOf(
      asObject(item.price)?.total_price,
      `${where}.price.total_price`,
      context.notes,
      context.currency,
    );
    // Uber's item has no description; `special_instructions` is the eater's words for it.
    const note = joinItemNote(asString(item.special_instructions));
    // The cart line's own id, which Uber's fulfilment-issue call names (instance, else item).
    const lineId = cleanText(asId(item.instance_id) ?? asId(item.id), 200);
    return {
      name: cleanText(asString(item.title), TEXT_LIMITS.itemName) ?? `Item ${index + 1}`,
      quantity,
      price: Math.max(ownPrice(item, context, where), 0),
      modifiers,
      ...(total && { lineTotal: total.amount }),
      ...(lineId && { lineId }),
      ...(note && { note }),
    };
  });
}

/**
 * The sum of one tax's amounts Uber remits itself (`accounting.tax_remittance.<tax>.uber[]`).
 * Only the documented snake_case tables are read; the docs' sample writes `taxRemittance`
 * in camelCase, contradicting its own tables, and is not followed (decision 089).
 */
function remittedByUber(
  payment: JsonObject | undefined,
  tax: string,
  notes: CheckNotes,
  currency: string,
) {
  const remittance = asObject(asObject(asObject(payment?.accounting)?.tax_remittance)?.[tax]);
  return objectsOf(remittance?.uber).reduce(
    (sum, entry, index) =>
      sum +
      (moneyOf(
        entry.value,
        `payment.accounting.tax_remittance.${tax}.uber[${index}].value`,
        notes,
        currency,
      )?.amount ?? 0),
    0,
  );
}

/** `total_fee` holds every fee paid to the merchant, delivery included (the AUD samples). */
const NAMED_FEES = [
  ["small_order_fee", "Small order fee"],
  ["bag_fee", "Bag fee"],
  ["pick_and_pack_fee", "Pick and pack fee"],
] as const;

type Charges = MappedCharges & { platformTax: MinorUnits };

function chargesOf(
  order: JsonObject,
  isDelivery: boolean,
  notes: CheckNotes,
  currency: string,
): Charges {
  const payment = asObject(order.payment);
  const charges = asObject(payment?.charges) ?? {};
  const amount = (name: string) =>
    moneyOf(charges[name], `payment.charges.${name}`, notes, currency)?.amount ?? 0;

  // Taxes paid to the restaurant: on the items and on the fees, less what Uber remits itself
  // (in Marketplace Facilitator states `total` excludes those).
  const feeTax =
    charges.total_fee_tax !== undefined
      ? amount("total_fee_tax")
      : amount("delivery_fee_tax") + amount("small_order_fee_tax");
  const platformTax = ["tax", "total_fee_tax", "delivery_fee_tax", "small_order_fee_tax"].reduce(
    (sum, tax) => sum + remittedByUber(payment, tax, notes, currency),
    0,
  );
  const tax = Math.max(amount("tax") + feeTax - platformTax, 0);

  const deliveryFee = isDelivery ? amount("delivery_fee") : 0;
  const named: Fee[] = NAMED_FEES.flatMap(([field, label]) =>
    amount(field) > 0 ? [{ label, amount: amount(field) }] : [],
  );
  const namedTotal = named.reduce((sum, fee) => sum + fee.amount, 0);
  const totalFee = amount("total_fee");
  const inside = totalFee - deliveryFee - namedTotal;
  const other = inside >= 0 ? inside : totalFee - deliveryFee;
  const fees: Fee[] = [...named, ...(other > 0 ? [{ label: "Other fees", amount: other }] : [])];

  // Uber sends a tip only for the restaurant's own couriers, and it is the restaurant's.
  const tip = amount("tip");
  const tips: Tip[] = tip > 0 ? [{ label: "Tip", amount: tip, isKeptByRestaurant: true }] : [];

  const statedTotal = moneyOf(charges.total, "payment.charges.total", notes, currency)?.amount;
  return {
    tax,
    platformTax,
    deliveryFee,
    fees,
    tips,
    discounts: discountsOf(payment, charges, notes, currency),
    ...(statedTotal !== undefined && { statedTotal }),
  };
}

/**
 * Uber: `total_promo_applied` is what the merchant funds; `promotions[].promo_funding_splits`
 * say who paid each promotion, and what Uber funds is shown without lowering the total.
 */
function discountsOf(
  payment: JsonObject | undefined,
  charges: JsonObject,
  notes: CheckNotes,
  currency: string,
): Discount[] {
  const merchant = moneyOf(
    charges.total_promo_applied,
    "payment.charges.total_promo_applied",
    notes,
    currency,
  )?.amount;
  const promotions = objectsOf(
    asArray(payment?.promotions).length
      ? payment?.promotions
      : asObject(payment?.promotions)?.promotions,
  );
  let fromSplits = 0;
  let byUber = 0;
  for (const promotion of promotions) {
    for (const split of objectsOf(promotion.promo_funding_splits)) {
      const paid = Math.abs(
        asNumber(asObject(split.amount_paid)?.amount ?? split.amount_paid) ?? 0,
      );
      if (/uber/i.test(asString(split.funding_source) ?? "")) byUber += paid;
      else fromSplits += paid;
    }
  }
  const restaurant = merchant !== undefined ? Math.abs(merchant) : fromSplits;
  return [
    ...(restaurant > 0
      ? [{ label: "Promotion", amount: restaurant, fundedBy: "restaurant" as const }]
      : []),
    ...(byUber > 0
      ? [{ label: "Uber Eats promotion", amount: byUber, fundedBy: "platform" as const }]
      : []),
  ];
}

/** The relay number Uber gives needs its code to dial after it; both are kept when they fit. */
function eaterPhone(phone?: string, code?: string): string {
  const number = cleanText(phone, TEXT_LIMITS.phone) ?? "";
  const withCode = code?.trim() && number ? `${number} (code ${code.trim()})` : number;
  return withCode.length <= TEXT_LIMITS.phone ? withCode : number;
}

/** Uber's `current_state`: CREATED, ACCEPTED, DENIED, FINISHED, CANCELED, UNKNOWN. */
function stateOf(order: JsonObject): { state: PlatformState; stateNote?: string } {
  switch (asString(order.current_state)?.toUpperCase()) {
    case "FINISHED":
      return { state: "completed" };
    case "CANCELED":
    case "CANCELLED":
      return { state: "cancelled", stateNote: "Cancelled on Uber Eats" };
    case "DENIED":
      return { state: "cancelled", stateNote: "Denied on Uber Eats" };
    default:
      return { state: "placed" };
  }
}

export type MapUberEatsOptions = {
  /** The order came with `orders.scheduled.notification`: held until it is due. */
  isScheduled?: boolean;
};

/** Maps the GET /v2/eats/order/{id} response to an order. */
export function mapUberEatsOrder(
  payload: unknown,
  { isScheduled = false }: MapUberEatsOptions = {},
): MappedOrder {
  const order = asObject(payload);
  const externalId = asId(order?.id);
  if (!order || !externalId) throw new PayloadError("Uber Eats order: no order id");
  const notes = new CheckNotes();
  const currency = currencyOf(order);
  const type = asString(order.type);
  const isDelivery = type === "DELIVERY_BY_UBER" || type === "DELIVERY_BY_RESTAURANT";
  if (
    type &&
    !["DELIVERY_BY_UBER", "DELIVERY_BY_RESTAURANT", "PICK_UP", "DINE_IN"].includes(type)
  ) {
    notes.add(
      `type ${JSON.stringify(type).slice(0, 40)} is not one OrderDock knows; shown as pickup`,
    );
  }
  const eater = asObject(order.eater) ?? {};
  // Only a restaurant-delivered order carries the address and the courier's notes.
  const delivery = type === "DELIVERY_BY_RESTAURANT" ? asObject(eater.delivery) : undefined;
  const location = asObject(delivery?.location);
  const address = buildAddress({
    line1: asString(location?.street_address),
    line2: asString(location?.unit_number),
    place: asString(location?.business_name) || asString(location?.title),
    placeId: asString(location?.google_place_id),
    latitude: asNumber(location?.latitude),
    longitude: asNumber(location?.longitude),
  });
  if (type === "DELIVERY_BY_RESTAURANT" && !address)
    notes.add("Uber Eats gave no delivery location");

  const context = { notes, currency };
  const items = itemsOf(order, context);
  if (items.length === 0) notes.add("Uber Eats sent no items that could be read");
  const charges = chargesOf(order, isDelivery, notes, currency);
  const promisedAt = isScheduled
    ? readTimestamp(order.estimated_ready_for_pickup_at, "estimated_ready_for_pickup_at", notes)
    : undefined;
  if (isScheduled && !promisedAt) notes.add("Scheduled order without a ready time: shown now");
  const created = readTimestamp(order.placed_at, "placed_at", notes);
  // The courier's notes come with a restaurant delivery; the cart's are for the kitchen.
  const instructions = joinInstructions(asString(delivery?.notes));
  const kitchenNote = joinKitchenNote(asString(asObject(order.cart)?.special_instructions));

  const details = finishOrder(
    {
      orderNumber:
        cleanText(asString(order.display_id), TEXT_LIMITS.orderNumber) ??
        externalId.slice(-5).toUpperCase(),
      ...(created && { created }),
      customer: {
        name: joinName(asString(eater.first_name), asString(eater.last_name)) ?? NAMELESS_CUSTOMER,
        phone: eaterPhone(asString(eater.phone), asString(eater.phone_code)),
        ...(isDelivery && address && { address }),
      },
      isDelivery,
      currency,
      ...charges,
      ...(instructions && { deliveryInstructions: instructions }),
      ...(kitchenNote && { kitchenNote }),
      ...(promisedAt && { promisedAt }),
      items,
    },
    { platformName: PLATFORM, externalId, notes },
  );
  return {
    externalId,
    details,
    ...stateOf(order),
    isScheduled: isScheduled && promisedAt !== undefined,
  };
}

export type UberNotification = {
  eventId: string;
  eventType: string;
  /** `meta.resource_id`: the order, for order events. */
  orderId: string | null;
  storeId: string | null;
};

/**
 * Reads a webhook body (thin: ids only, the order is read afterwards). `eventId` is
 * the dedupe key, `orderId` (`meta.resource_id`) the order to fetch, `storeId`
 * (`meta.user_id`) the store. Null when the body is not an Uber event at all.
 */
export function parseUberNotification(body: unknown): UberNotification | null {
  const event = asObject(body);
  const meta = asObject(event?.meta);
  // Order events carry `event_id` and name the store in `meta.user_id`; the store events
  // (Uber's "Integration Updated" and "Integration Disabled" pages) list `store_id` at the
  // top, and each webhook's `webhook_meta.webhook_msg_uuid` names the message.
  const eventId = asId(event?.event_id) ?? asId(asObject(event?.webhook_meta)?.webhook_msg_uuid);
  const eventType = asString(event?.event_type)?.trim();
  if (!eventId || !eventType) return null;
  return {
    eventId,
    eventType,
    orderId: asId(meta?.resource_id) ?? null,
    storeId: asId(meta?.user_id) ?? asId(event?.store_id) ?? null,
  };
}
