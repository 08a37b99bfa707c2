import type { CurrencyCode, MinorUnits } from "../../../../domain/money";
import type { Discount, Fee } from "../../../../domain/order";
import {
  asObject,
  asText,
  type CheckNotes,
  type JsonObject,
  objectsOf,
  readDecimal,
  readPartAmount,
} from "./read";
import { cleanText, TEXT_LIMITS } from "./text";
import type { MappedCharges } from "./types";

/**
 * The money of Shopify's REST Order, one consistent set of figures. Shopify's REST Order
 * reference: `total_price` is "the sum of all line item prices, discounts, shipping, taxes,
 * and tips"; the `current_*` figures reflect "order edits, returns, and refunds". When
 * `current_total_price` is present, every figure (and each line's `current_quantity`) is
 * taken from the current set, so that the parts add up to the total shown.
 */

export type ReadShopifyChargesOptions = {
  order: JsonObject;
  currency: CurrencyCode;
  notes: CheckNotes;
  isCurrent: boolean;
  isDelivery: boolean;
};

/** Which field holds each figure, in the current set and in the original one. */
const FIGURES = {
  total: ["current_total_price", "total_price"],
  discounts: ["current_total_discounts", "total_discounts"],
  tax: ["current_total_tax", "total_tax"],
  shipping: ["current_shipping_price_set", "total_shipping_price_set"],
} as const;

/** True when the order carries the figures that reflect edits and refunds. */
export function hasCurrentFigures(order: JsonObject): boolean {
  return order.current_total_price !== undefined && order.current_total_price !== null;
}

/** Shipping lines still on the order: an edit can remove one (`is_removed`). */
export function activeShippingLines(order: JsonObject): JsonObject[] {
  return objectsOf(order.shipping_lines).filter((line) => line.is_removed !== true);
}

export function readShopifyCharges(options: ReadShopifyChargesOptions): MappedCharges {
  const { order, isCurrent, isDelivery } = options;
  const pick = (pair: readonly [string, string]) => (isCurrent ? pair[0] : pair[1]);
  const amount = (field: string) => readPartAmount(order[field], field, options);
  const setAmount = (field: string) =>
    readPartAmount(
      asObject(asObject(order[field])?.shop_money)?.amount,
      `${field}.shop_money`,
      options,
    );

  const totalField = pick(FIGURES.total);
  const statedTotal = readDecimal(
    order[totalField],
    options.currency,
    totalField,
    options.notes,
  )?.minor;
  const shipping = setAmount(pick(FIGURES.shipping)) ?? shippingLinesTotal(options);
  const tip = amount("total_tip_received") ?? 0;
  // Shopify's REST Order: with `taxes_included` the prices already hold the tax, and adding
  // `total_tax` again would count it twice.
  const tax = order.taxes_included === true ? 0 : (amount(pick(FIGURES.tax)) ?? 0);

  // A pickup order has no delivery fee; what it paid for shipping is kept as a fee so the
  // parts still add up to Shopify's total.
  const fees: Fee[] = !isDelivery && shipping > 0 ? [{ label: "Shipping", amount: shipping }] : [];
  return {
    ...(statedTotal !== undefined && { statedTotal }),
    tax,
    deliveryFee: isDelivery ? shipping : 0,
    discounts: discountsOf(amount(pick(FIGURES.discounts)) ?? 0, order),
    fees,
    // Shopify's REST Order: `total_tip_received` is the tip paid to the shop.
    tips: tip > 0 ? [{ label: "Tip", amount: tip, isKeptByRestaurant: true }] : [],
  };
}

function shippingLinesTotal(options: ReadShopifyChargesOptions): MinorUnits {
  return activeShippingLines(options.order).reduce(
    (sum, line, index) =>
      sum + (readPartAmount(line.price, `shipping_lines[${index}].price`, options) ?? 0),
    0,
  );
}

/**
 * Shopify's discounts are the shop's own (codes and automatic discounts), so the whole
 * `total_discounts` is one restaurant-funded discount, named by its codes when there are any.
 */
function discountsOf(amount: MinorUnits, order: JsonObject): Discount[] {
  if (amount <= 0) return [];
  const codes = objectsOf(order.discount_codes)
    .map((code) => cleanText(asText(code.code), 60))
    .filter((code): code is string => code !== undefined);
  const label = codes.length > 0 ? `Discount (${codes.join(", ")})` : "Discount";
  return [
    {
      label: cleanText(label, TEXT_LIMITS.label) ?? "Discount",
      amount,
      fundedBy: "restaurant",
    },
  ];
}
