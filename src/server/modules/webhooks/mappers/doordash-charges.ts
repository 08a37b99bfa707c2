import type { MinorUnits } from "../../../../domain/money";
import type { Discount, Fee, Tip } from "../../../../domain/order";
import {
  asBoolean,
  asString,
  type CheckNotes,
  describeValue,
  type JsonObject,
  objectsOf,
  readMinor,
} from "./read";
import { cleanText, joinTexts, TEXT_LIMITS } from "./text";
import type { MappedCharges } from "./types";

/**
 * The money of a DoorDash Marketplace order (DoorDash's Marketplace OpenAPI `Order`, its
 * self-delivery, bag-fee and integrated-promotions guides): integer cents, and no total. The
 * figure DoorDash's documentation adds up is the order's stated total here (see `statedTotal`).
 */

/**
 * UNCONFIRMED: DoorDash's promotions guide sends `subtotal_for_tax` "after discounts", which
 * suggests `subtotal` is before them; nothing says so outright. When true, the
 * merchant-funded discounts come off `subtotal` in the stated total.
 */
export const DOORDASH_SUBTOTAL_IS_BEFORE_DISCOUNTS = true;

/** `custom_fee[].type` as staff read it; other types are written out ("SERVICE_FEE" → "Service fee"). */
const CUSTOM_FEE_LABELS: Readonly<Record<string, string>> = { BAG_FEE: "Bag fee" };

export type DoorDashCharges = MappedCharges & { platformTax: MinorUnits };

type ChargesContext = { order: JsonObject; notes: CheckNotes };

function amountOf({ order, notes }: ChargesContext, field: string): number {
  return readMinor(order[field], field, notes) ?? 0;
}

/** A tax or fee the model holds as not negative: a negative one is noted and read as 0. */
function nonNegative(amount: number, where: string, notes: CheckNotes): number {
  if (amount >= 0) return amount;
  notes.add(`${where}: ${amount} is negative; 0 is shown`);
  return 0;
}

function customFeeLabel(type: unknown): string {
  const code = asString(type)?.trim().toUpperCase();
  if (!code) return "Fee";
  const known = CUSTOM_FEE_LABELS[code];
  if (known) return known;
  const words = code.replace(/_+/g, " ").trim().toLowerCase();
  return cleanText(`${words.charAt(0).toUpperCase()}${words.slice(1)}`, TEXT_LIMITS.label) ?? "Fee";
}

/** DoorDash's bag-fee guide: `custom_fee[] {type, price, tax}`; each fee's tax is the restaurant's. */
function customFees({ order, notes }: ChargesContext): { fees: Fee[]; tax: number } {
  let tax = 0;
  const fees = objectsOf(order.custom_fee).flatMap((fee, index) => {
    const where = `custom_fee[${index}]`;
    tax += nonNegative(readMinor(fee.tax, `${where}.tax`, notes) ?? 0, `${where}.tax`, notes);
    const amount = readMinor(fee.price, `${where}.price`, notes) ?? 0;
    return amount !== 0 ? [{ label: customFeeLabel(fee.type), amount }] : [];
  });
  return { fees, tax };
}

/**
 * DoorDash's Marketplace OpenAPI: `tax_amount_remitted_by_doordash` is the part of `tax`
 * DoorDash pays to the state itself when `is_tax_remitted_by_doordash`; with the flag and no
 * amount, all of it. What is left of `tax` is the restaurant's.
 */
function remittedTax(context: ChargesContext, tax: number): number {
  const { order, notes } = context;
  const flag = order.is_tax_remitted_by_doordash;
  if (flag !== undefined && flag !== null && asBoolean(flag) === undefined) {
    notes.add(`is_tax_remitted_by_doordash: ${describeValue(flag)} could not be read`);
  }
  if (asBoolean(flag) !== true) return 0;
  const amount = readMinor(
    order.tax_amount_remitted_by_doordash,
    "tax_amount_remitted_by_doordash",
    notes,
  );
  return Math.max(amount ?? tax, 0);
}

/**
 * DoorDash's Marketplace OpenAPI: `merchant_tip_amount` is the staff tip; `tip_amount` "is
 * only sent for Self Delivery orders", the restaurant's own courier's. Should DoorDash send
 * one for its own Dasher (`dx_delivery`), it is shown and not counted as the restaurant's.
 */
function tipsOf(context: ChargesContext): Tip[] {
  const isDasher = asString(context.order.fulfillment_type)?.trim().toLowerCase() === "dx_delivery";
  const { notes } = context;
  const staff = nonNegative(amountOf(context, "merchant_tip_amount"), "merchant_tip_amount", notes);
  const courier = nonNegative(amountOf(context, "tip_amount"), "tip_amount", notes);
  return [
    ...(staff > 0 ? [{ label: "Staff tip", amount: staff, isKeptByRestaurant: true }] : []),
    ...(courier > 0
      ? [
          {
            label: isDasher ? "Dasher tip" : "Delivery tip",
            amount: courier,
            isKeptByRestaurant: !isDasher,
          },
        ]
      : []),
  ];
}

function promotionLabel(prefix: string, code: unknown): string {
  const text = joinTexts([prefix, asString(code)], " ") ?? prefix;
  return cleanText(text, TEXT_LIMITS.label) ?? prefix;
}

/** One entry of `applied_discounts_details`: the restaurant's part and DoorDash's part. */
function promotionDiscounts(detail: JsonObject, where: string, notes: CheckNotes): Discount[] {
  const read = (field: string) =>
    Math.abs(readMinor(detail[field], `${where}.${field}`, notes) ?? 0);
  let merchant = read("merchant_funded_discount_amount");
  const doordash = read("doordash_funded_discount_amount");
  const total = read("total_discount_amount");
  if (merchant === 0 && doordash === 0 && total > 0) {
    notes.add(
      `${where}: DoorDash did not say who funds this promotion; counted as the restaurant's`,
    );
    merchant = total;
  }
  const discounts: Discount[] = [];
  if (merchant > 0) {
    const label = promotionLabel("Promotion", detail.promo_code);
    discounts.push({ label, amount: merchant, fundedBy: "restaurant" });
  }
  if (doordash > 0) {
    const label = promotionLabel("DoorDash promotion", detail.promo_code);
    discounts.push({ label, amount: doordash, fundedBy: "platform" });
  }
  return discounts;
}

const restaurantFunded = (discounts: Discount[]) =>
  discounts
    .filter((discount) => discount.fundedBy === "restaurant")
    .reduce((sum, discount) => sum + discount.amount, 0);

/**
 * DoorDash's integrated-promotions guide: `applied_discounts_details[]` splits each promotion
 * into `merchant_funded_discount_amount` (the restaurant's) and
 * `doordash_funded_discount_amount` (shown, not the restaurant's); without the list,
 * `total_merchant_funded_discount_amount`. A promotion with only a total is counted as the
 * restaurant's (DoorDash sends nothing for promotions it funds alone) and noted.
 */
function discountsOf({ order, notes }: ChargesContext): Discount[] {
  const details = objectsOf(order.applied_discounts_details);
  const discounts = details.flatMap((detail, index) =>
    promotionDiscounts(detail, `applied_discounts_details[${index}]`, notes),
  );
  const field = "total_merchant_funded_discount_amount";
  const stated = readMinor(order[field], field, notes);
  if (details.length === 0) {
    return stated ? [{ label: "Promotion", amount: Math.abs(stated), fundedBy: "restaurant" }] : [];
  }
  const listed = restaurantFunded(discounts);
  if (stated !== undefined && Math.abs(stated) !== listed) {
    notes.add(`${field} ${stated} differs from the promotions listed (${listed})`);
  }
  return discounts;
}

const sumOf = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * DoorDash states no total, so the stated total is the sum its documentation describes, built
 * on DoorDash's own `subtotal`: subtotal − merchant-funded discounts + the restaurant's tax +
 * the delivery fee (delivery orders) + fee taxes + the small-order fee + other fees and their
 * tax + the tips the restaurant keeps. OrderDock's own sum adds up the items instead of
 * `subtotal`, so when the two disagree staff see the totals differ.
 */
function documentedTotal(subtotal: number, charges: Omit<DoorDashCharges, "statedTotal">) {
  const discounts = DOORDASH_SUBTOTAL_IS_BEFORE_DISCOUNTS ? restaurantFunded(charges.discounts) : 0;
  const tips = charges.tips.filter((tip) => tip.isKeptByRestaurant);
  return (
    subtotal -
    discounts +
    charges.tax +
    charges.deliveryFee +
    sumOf(charges.fees.map((fee) => fee.amount)) +
    sumOf(tips.map((tip) => tip.amount))
  );
}

/** The order's money, with the total DoorDash's documentation adds up as its stated total. */
export function readDoorDashCharges(
  order: JsonObject,
  isDelivery: boolean,
  notes: CheckNotes,
): DoorDashCharges {
  const context = { order, notes };
  const grossTax = nonNegative(amountOf(context, "tax"), "tax", notes);
  const platformTax = remittedTax(context, grossTax);
  const custom = customFees(context);
  // DoorDash's self-delivery sample: `taxes_on_fees` is tax on the delivery and small-order fees.
  const feeTax = nonNegative(amountOf(context, "taxes_on_fees"), "taxes_on_fees", notes);
  const smallOrder = amountOf(context, "extra_cart_order_fee");
  const charges = {
    tax: Math.max(grossTax - platformTax, 0) + feeTax + custom.tax,
    platformTax,
    deliveryFee: isDelivery
      ? nonNegative(amountOf(context, "delivery_fee"), "delivery_fee", notes)
      : 0,
    fees: [
      ...(smallOrder !== 0 ? [{ label: "Small order fee", amount: smallOrder }] : []),
      ...custom.fees,
    ],
    tips: tipsOf(context),
    discounts: discountsOf(context),
  };
  const subtotal = readMinor(order.subtotal, "subtotal", notes);
  if (subtotal === undefined) return charges;
  return { ...charges, statedTotal: documentedTotal(subtotal, charges) };
}
