import type { Order } from "../order";
import { computeTotals } from "../totals";

/**
 * Test support for printed tickets: a pickup order with a peanut allergy in the kitchen
 * note, a removal, an addition with a price and a note on one item. Totals are derived
 * from the parts unless an override sets them.
 */
export function buildTicketOrder(overrides: Partial<Order> = {}): Order {
  const base: Omit<Order, "subtotal" | "total" | "computedTotal"> = {
    id: "ord_4821",
    orderNumber: "4821",
    platform: "ubereats",
    status: "preparing",
    created: "2026-11-20T23:05:00.000Z",
    customer: { name: "Maria Lopez", phone: "(555) 010-7788" },
    isDelivery: false,
    currency: "USD",
    deliveryFee: 0,
    tax: 268,
    platformTax: 0,
    discounts: [],
    fees: [],
    tips: [],
    checkNotes: [],
    kitchenNote: "PEANUT ALLERGY - please no nuts",
    deliveryInstructions: "Text me when it is ready",
    items: [
      {
        name: "Burger",
        quantity: 2,
        price: 1450,
        modifiers: [
          { name: "Onions", price: 0, removed: true },
          { name: "Extra cheese", price: 150 },
        ],
        note: "Sesame-free bun please",
      },
      { name: "Fries", quantity: 1, price: 450, modifiers: [] },
      { name: "Cola", quantity: 3, price: 250, modifiers: [] },
    ],
    isTest: false,
    ...overrides,
  };
  const totals = computeTotals(base);
  const { subtotal, total, computedTotal } = overrides;
  return {
    ...base,
    ...totals,
    ...(subtotal === undefined ? {} : { subtotal }),
    ...(total === undefined ? {} : { total }),
    ...(computedTotal === undefined ? {} : { computedTotal }),
  };
}
