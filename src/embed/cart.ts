import { dollarsToCents } from "@/domain/money";
import { salesTaxMinor } from "@/domain/sales-tax";
import type { MenuItem } from "./types";

/**
 * The customer's cart, immutable and in cents. Prices here are only the estimate the form
 * shows: the order carries ids and quantities, and the server prices it.
 */
export const MAX_QUANTITY = 50;

export type CartOption = { id: string; name: string; cents: number };

export type CartLine = {
  /** The item, its options and its note: the same choice added twice becomes one line. */
  key: string;
  itemId: string;
  name: string;
  unitCents: number;
  options: CartOption[];
  /** The customer's words for this line ("no onions, nut allergy"); "" when none. */
  note: string;
  quantity: number;
};

export type Cart = readonly CartLine[];

export type AddToCartOptions = {
  item: MenuItem;
  optionIds: readonly string[];
  quantity: number;
  note?: string;
};

export function addToCart(
  cart: Cart,
  { item, optionIds, quantity, note = "" }: AddToCartOptions,
): Cart {
  const words = note.trim();
  const chosen = new Set(optionIds);
  const options = item.modifierGroups
    .flatMap((group) => group.options)
    .filter((option) => chosen.has(option.id))
    .map((option) => ({ id: option.id, name: option.name, cents: dollarsToCents(option.price) }));
  // The same dish with other words for the kitchen is another line: each is made its way.
  const key = [item.id, ...options.map((option) => option.id).sort(), words].join("|");
  const existing = cart.find((line) => line.key === key);
  if (existing) return setQuantity(cart, key, existing.quantity + quantity);
  const line: CartLine = {
    key,
    itemId: item.id,
    name: item.name,
    unitCents: dollarsToCents(item.price),
    options,
    note: words,
    quantity: clampQuantity(quantity),
  };
  return [...cart, line];
}

/** A quantity below 1 takes the line out of the cart. */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (quantity < 1) return removeLine(cart, key);
  return cart.map((line) =>
    line.key === key ? { ...line, quantity: clampQuantity(quantity) } : line,
  );
}

export function removeLine(cart: Cart, key: string): Cart {
  return cart.filter((line) => line.key !== key);
}

/** Keeps only lines whose item is still on the menu and available; returns what it dropped. */
export function keepAvailable(
  cart: Cart,
  isAvailable: (itemId: string) => boolean,
): { cart: Cart; removed: string[] } {
  const removed = cart.filter((line) => !isAvailable(line.itemId)).map((line) => line.name);
  return { cart: cart.filter((line) => isAvailable(line.itemId)), removed };
}

export function unitPriceCents(line: CartLine): number {
  return line.options.reduce((sum, option) => sum + option.cents, line.unitCents);
}

export function lineTotalCents(line: CartLine): number {
  return unitPriceCents(line) * line.quantity;
}

export function subtotalCents(cart: Cart): number {
  return cart.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/**
 * The restaurant's sales tax on the subtotal, and the total the customer will pay: the same
 * rule as the server's (`salesTaxMinor`), so the estimate is the stored order's figure.
 */
export function cartTotals(cart: Cart, salesTaxPercent: number) {
  const subtotal = subtotalCents(cart);
  const tax = salesTaxMinor(subtotal, salesTaxPercent);
  return { subtotal, tax, total: subtotal + tax };
}

export function itemCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

export function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}
