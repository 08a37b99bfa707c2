import type { CurrencyCode, MinorUnits } from "../../../../domain/money";
import type { Discount, Fee, Tip } from "../../../../domain/order";
import {
  asString,
  asText,
  type CheckNotes,
  type JsonObject,
  objectsOf,
  readDecimal,
  readPartAmount,
} from "./read";
import { cleanText, htmlToText, TEXT_LIMITS } from "./text";
import type { MappedCharges } from "./types";

/**
 * The money of a WooCommerce REST order. WooCommerce core (`WC_Abstract_Order::
 * calculate_totals`): `total` = line totals after coupons + fees + `shipping_total` +
 * cart tax + shipping tax, and `discount_total` = line subtotals − line totals. So the
 * parts OrderDock adds are the line subtotals, less the coupons, plus the fees (a negative
 * fee is a discount), the shipping and `total_tax`, which holds every tax.
 */

export type ReadWooCommerceChargesOptions = {
  order: JsonObject;
  currency: CurrencyCode;
  notes: CheckNotes;
  isDelivery: boolean;
};

/**
 * UNCONFIRMED: core has no tips; tipping plugins add a fee line named like this. Whole words
 * only, so that a "Multiple items fee" is not taken for a tip.
 */
export const TIP_FEE_NAME = /\b(?:tips?|tipping|gratuity|gratuities)\b/i;

export function readWooCommerceCharges(options: ReadWooCommerceChargesOptions): MappedCharges {
  const { order, currency, notes, isDelivery } = options;
  const statedTotal = readDecimal(order.total, currency, "total", notes)?.minor;
  const shipping =
    readPartAmount(order.shipping_total, "shipping_total", options) ?? shippingLinesTotal(options);
  const feeLines = readFeeLines(options);
  return {
    ...(statedTotal !== undefined && { statedTotal }),
    tax: readPartAmount(order.total_tax, "total_tax", options) ?? 0,
    deliveryFee: isDelivery ? shipping : 0,
    discounts: [...couponDiscounts(options), ...feeLines.discounts],
    fees: [
      ...feeLines.fees,
      // A pickup order has no delivery fee; what it paid for shipping stays in the sum.
      ...(!isDelivery && shipping > 0 ? [{ label: "Shipping", amount: shipping }] : []),
    ],
    tips: feeLines.tips,
  };
}

function shippingLinesTotal(options: ReadWooCommerceChargesOptions): MinorUnits {
  return objectsOf(options.order.shipping_lines).reduce(
    (sum, line, index) =>
      sum + (readPartAmount(line.total, `shipping_lines[${index}].total`, options) ?? 0),
    0,
  );
}

/**
 * Coupons are the shop's own. Each `coupon_lines[]` entry is shown by its code when they add
 * up to `discount_total`; otherwise (a plugin's discount, a rounding) one "Discount" of
 * `discount_total`, the figure the total was computed with.
 */
function couponDiscounts(options: ReadWooCommerceChargesOptions): Discount[] {
  const { order } = options;
  const total = readPartAmount(order.discount_total, "discount_total", options);
  const coupons = objectsOf(order.coupon_lines).map((coupon, index) => ({
    label: cleanText(`Coupon ${asText(coupon.code)?.trim() ?? ""}`, TEXT_LIMITS.label) ?? "Coupon",
    amount: readPartAmount(coupon.discount, `coupon_lines[${index}].discount`, options) ?? 0,
    fundedBy: "restaurant" as const,
  }));
  const couponSum = coupons.reduce((sum, coupon) => sum + coupon.amount, 0);
  if (coupons.length > 0 && (total === undefined || couponSum === total)) {
    return coupons.filter((coupon) => coupon.amount > 0);
  }
  return total ? [{ label: "Discount", amount: total, fundedBy: "restaurant" }] : [];
}

type FeeLines = { fees: Fee[]; tips: Tip[]; discounts: Discount[] };

/** `fee_lines[]`: a negative one is a discount, a tip plugin's one a tip, the rest fees. */
function readFeeLines({ order, currency, notes }: ReadWooCommerceChargesOptions): FeeLines {
  const lines: FeeLines = { fees: [], tips: [], discounts: [] };
  objectsOf(order.fee_lines).forEach((fee, index) => {
    const amount = readDecimal(fee.total, currency, `fee_lines[${index}].total`, notes)?.minor;
    if (!amount) return;
    const name = asString(fee.name);
    const label = cleanText(htmlToText(name ?? ""), TEXT_LIMITS.label) ?? "Fee";
    if (amount < 0) {
      lines.discounts.push({ label, amount: -amount, fundedBy: "restaurant" });
    } else if (TIP_FEE_NAME.test(label)) {
      lines.tips.push({ label, amount, isKeptByRestaurant: true });
    } else {
      lines.fees.push({ label, amount });
    }
  });
  return lines;
}
