import type { Cents } from "./money";

/**
 * Derived amounts (spec §3, design §3): an item line costs (unit price + modifier prices)
 * x quantity; the subtotal sums the lines; the total adds tax and, for delivery orders
 * only, the delivery fee.
 */
type PricedItem = {
  quantity: number;
  price: Cents;
  modifiers: ReadonlyArray<{ price: Cents }>;
};

export type ComputeTotalsOptions = {
  items: ReadonlyArray<PricedItem>;
  tax: Cents;
  deliveryFee: Cents;
  isDelivery: boolean;
};

export type OrderTotals = { subtotal: Cents; total: Cents };

export function computeLineTotal(item: PricedItem): Cents {
  const modifiers = item.modifiers.reduce((sum, modifier) => sum + modifier.price, 0);
  return (item.price + modifiers) * item.quantity;
}

export function computeSubtotal(items: ReadonlyArray<PricedItem>): Cents {
  return items.reduce((sum, item) => sum + computeLineTotal(item), 0);
}

export function computeTotals({
  items,
  tax,
  deliveryFee,
  isDelivery,
}: ComputeTotalsOptions): OrderTotals {
  const subtotal = computeSubtotal(items);
  return { subtotal, total: subtotal + tax + (isDelivery ? deliveryFee : 0) };
}

/** The number of things in the bag: quantities summed over the lines. */
export function countItems(items: ReadonlyArray<{ quantity: number }>): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
