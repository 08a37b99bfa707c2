import type { Discount, Fee, Tip } from "../../../../domain/order";
import {
  asBoolean,
  asObject,
  asString,
  type CheckNotes,
  describeValue,
  type JsonObject,
  objectsOf,
  readMinor,
} from "./read";
import { cleanText, TEXT_LIMITS } from "./text";
import type { MappedCharges } from "./types";

/**
 * The money of a Grubhub PosOrder (Grubhub's Orders OpenAPI, archived: `Charges`, `Fees`,
 * `Taxes`, `Tip`, `PosOrderCoupon`), in US cents. The stated total is `charges.merchant_total`,
 * "the total charges for the order … Sum of subtotal, fees, taxes and tips".
 */

/**
 * Deprecated totals read only when `merchant_total` is missing, first found first, each
 * with a note (Grubhub's OpenAPI: "Deprecated. Use merchant_total instead").
 */
const DEPRECATED_TOTALS = ["adjusted_grand_total", "grand_total"] as const;

/**
 * `delivery_info.order_delivery_type` values whose courier is Grubhub's, so the tip is the
 * courier's. GRUBHUB is documented ("delivered by Grubhub or the restaurant"); the two
 * SUPPLEMENTAL_DELIVERY values name Grubhub delivery (GHD) but are not explained: UNCONFIRMED.
 * `is_managed_delivery: true` ("provided by Grubhub and not by the restaurant") also counts.
 */
export const GRUBHUB_COURIER_DELIVERY_TYPES: ReadonlySet<string> = new Set([
  "GRUBHUB",
  "SUPPLEMENTAL_DELIVERY_AS_GHD",
  "SUPPLEMENTAL_DELIVERY_WITH_GHD_AS_PICKUP",
]);

/** Grubhub's `Tip.type`: paid through the bill, or handed over in cash. */
const TIP_IN_BILL = "INCLUDE_IN_BILL";
const TIP_IN_CASH = "CASH";

type ChargesContext = {
  charges: JsonObject;
  /** The order's `delivery_info`, when it is a delivery. */
  delivery: JsonObject | undefined;
  notes: CheckNotes;
};

function nonNegative(amount: number | undefined, where: string, notes: CheckNotes): number {
  if (amount === undefined || amount >= 0) return amount ?? 0;
  notes.add(`${where}: ${amount} is negative; 0 is shown`);
  return 0;
}

/**
 * `taxes.merchant_total`, else the deprecated `taxes.total`. When `tax_withheld` ("sales tax
 * has been collected on behalf of the restaurant by GH") is set, the tax stays the
 * restaurant's `tax` and not `platformTax`: `merchant_total` counts it, so moving it would
 * make OrderDock's sum differ from Grubhub's on every such order. It is informational, so no
 * check note is added either.
 */
function taxOf({ charges, notes }: ChargesContext): number {
  const taxes = asObject(charges.taxes);
  const amount =
    readMinor(taxes?.merchant_total, "charges.taxes.merchant_total", notes) ??
    readMinor(taxes?.total, "charges.taxes.total", notes);
  return nonNegative(amount, "charges.taxes", notes);
}

/**
 * `fees.delivery` is the delivery fee of a delivery order (on a pickup it is kept as a
 * "Delivery" fee so the sum still matches); what `fees.total` holds beyond it is "Fees".
 */
function feesOf({ charges, delivery, notes }: ChargesContext) {
  const fees = asObject(charges.fees);
  const deliveryPart = nonNegative(
    readMinor(fees?.delivery, "charges.fees.delivery", notes),
    "charges.fees.delivery",
    notes,
  );
  const total = readMinor(fees?.total, "charges.fees.total", notes);
  const other = total === undefined ? 0 : total - deliveryPart;
  if (other < 0) notes.add(`charges.fees.total ${total} is less than its delivery fee`);
  const isDelivery = delivery !== undefined;
  const list: Fee[] = [
    ...(!isDelivery && deliveryPart > 0 ? [{ label: "Delivery", amount: deliveryPart }] : []),
    ...(other > 0 ? [{ label: "Fees", amount: other }] : []),
  ];
  return { deliveryFee: isDelivery ? deliveryPart : 0, fees: list };
}

function isGrubhubCourier(delivery: JsonObject | undefined): boolean {
  if (!delivery) return false;
  const type = asString(delivery.order_delivery_type)?.trim().toUpperCase() ?? "";
  return (
    GRUBHUB_COURIER_DELIVERY_TYPES.has(type) || asBoolean(delivery.is_managed_delivery) === true
  );
}

/**
 * `tip {amount, type}`. INCLUDE_IN_BILL is the restaurant's on pickup and self-delivery, and
 * the courier's on Grubhub delivery: shown, not summed. Grubhub counts "tips" in
 * `merchant_total` without saying whose, so on a Grubhub delivery OrderDock's own sum is
 * `merchant_total` less the courier's tip, and staff see that difference. A CASH tip is
 * handed over outside the bill: it is shown as "Cash tip (not in the bill)" and not summed
 * (marked not the restaurant's), so it never creates a difference with `merchant_total`.
 */
function tipsOf({ charges, delivery, notes }: ChargesContext): Tip[] {
  const tip = asObject(charges.tip);
  const amount = nonNegative(
    readMinor(tip?.amount, "charges.tip.amount", notes),
    "charges.tip",
    notes,
  );
  if (amount === 0) return [];
  const type = asString(tip?.type)?.trim().toUpperCase();
  if (type === TIP_IN_CASH) {
    return [{ label: "Cash tip (not in the bill)", amount, isKeptByRestaurant: false }];
  }
  if (type !== TIP_IN_BILL) {
    notes.add(
      `charges.tip.type ${describeValue(tip?.type)} is not one OrderDock knows; counted as in the bill`,
    );
  }
  if (isGrubhubCourier(delivery)) {
    return [{ label: "Courier tip (Grubhub delivery)", amount, isKeptByRestaurant: false }];
  }
  return [{ label: "Tip", amount, isKeptByRestaurant: true }];
}

/** `coupons[] {text, amount}`: the restaurant's discounts, already out of `merchant_subtotal`. */
function discountsOf({ charges, notes }: ChargesContext): Discount[] {
  return objectsOf(charges.coupons).flatMap((coupon, index) => {
    const amount = Math.abs(
      readMinor(coupon.amount, `charges.coupons[${index}].amount`, notes) ?? 0,
    );
    if (amount === 0) return [];
    const label = cleanText(asString(coupon.text), TEXT_LIMITS.label) ?? "Coupon";
    return [{ label, amount, fundedBy: "restaurant" as const }];
  });
}

function statedTotalOf({ charges, notes }: ChargesContext): number | undefined {
  const total = readMinor(charges.merchant_total, "charges.merchant_total", notes);
  if (total !== undefined) return total;
  for (const field of DEPRECATED_TOTALS) {
    const deprecated = readMinor(charges[field], `charges.${field}`, notes);
    if (deprecated !== undefined) {
      notes.add(`Grubhub sent no merchant_total; its deprecated ${field} is shown as the total`);
      return deprecated;
    }
  }
  return undefined;
}

export function readGrubhubCharges(
  charges: JsonObject,
  delivery: JsonObject | undefined,
  notes: CheckNotes,
): MappedCharges {
  const context = { charges, delivery, notes };
  const statedTotal = statedTotalOf(context);
  return {
    tax: taxOf(context),
    ...feesOf(context),
    tips: tipsOf(context),
    discounts: discountsOf(context),
    ...(statedTotal !== undefined && { statedTotal }),
  };
}
