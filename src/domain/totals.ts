import type { MinorUnits } from "./money";

/**
 * Derived amounts (decisions 003 and 088). A line costs (unit price + modifier
 * prices) x quantity, unless the platform states the line's total, which is kept. The
 * subtotal sums the lines. OrderDock's own total adds to it what the restaurant is paid:
 * tax, the delivery fee (delivery orders only), other fees and the tips it keeps, less the
 * discounts it funds. The total staff see is the platform's figure when it states one.
 */
type PricedItem = {
  quantity: number;
  price: MinorUnits;
  modifiers: ReadonlyArray<{ price: MinorUnits }>;
  lineTotal?: MinorUnits;
};

export type OrderCharges = {
  items: ReadonlyArray<PricedItem>;
  tax: MinorUnits;
  deliveryFee: MinorUnits;
  isDelivery: boolean;
  discounts?: ReadonlyArray<{ amount: MinorUnits; fundedBy: "restaurant" | "platform" }>;
  fees?: ReadonlyArray<{ amount: MinorUnits }>;
  tips?: ReadonlyArray<{ amount: MinorUnits; isKeptByRestaurant: boolean }>;
  statedTotal?: MinorUnits;
};

export type OrderTotals = { subtotal: MinorUnits; computedTotal: MinorUnits; total: MinorUnits };

/** (unit price + modifiers) x quantity, as OrderDock works it out. */
export function multiplyLine(item: PricedItem): MinorUnits {
  const modifiers = item.modifiers.reduce((sum, modifier) => sum + modifier.price, 0);
  return (item.price + modifiers) * item.quantity;
}

/** The line's total: the platform's own when it gave one. */
export function computeLineTotal(item: PricedItem): MinorUnits {
  return item.lineTotal ?? multiplyLine(item);
}

export function computeSubtotal(items: ReadonlyArray<PricedItem>): MinorUnits {
  return items.reduce((sum, item) => sum + computeLineTotal(item), 0);
}

/** Discounts the restaurant funds: the only ones that lower what it is paid. */
export function restaurantDiscountTotal(discounts: OrderCharges["discounts"] = []): MinorUnits {
  return discounts
    .filter((discount) => discount.fundedBy === "restaurant")
    .reduce((sum, discount) => sum + discount.amount, 0);
}

export function computeTotals(charges: OrderCharges): OrderTotals {
  const subtotal = computeSubtotal(charges.items);
  const fees = (charges.fees ?? []).reduce((sum, fee) => sum + fee.amount, 0);
  const tips = (charges.tips ?? [])
    .filter((tip) => tip.isKeptByRestaurant)
    .reduce((sum, tip) => sum + tip.amount, 0);
  const computedTotal =
    subtotal -
    restaurantDiscountTotal(charges.discounts) +
    charges.tax +
    (charges.isDelivery ? charges.deliveryFee : 0) +
    fees +
    tips;
  return { subtotal, computedTotal, total: charges.statedTotal ?? computedTotal };
}

/** The number of things in the bag: quantities summed over the lines. */
export function countItems(items: ReadonlyArray<{ quantity: number }>): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
