import type { Order } from "@/domain/order";
import { computeTotals } from "@/domain/totals";

/**
 * Test support: a delivery order with modifiers, a description and instructions — every
 * part of the receipt. Totals are derived unless an override sets them.
 */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  const base: Omit<Order, "subtotal" | "total" | "computedTotal"> = {
    id: "ord_1",
    orderNumber: "1042",
    platform: "ubereats",
    status: "preparing",
    created: "2026-11-20T23:05:00.000Z",
    customer: {
      name: "Maria Lopez",
      phone: "(555) 010-7788",
      address: { street: "12 Main St", city: "Springfield", state: "IL", zipCode: "62701" },
    },
    isDelivery: true,
    deliveryDistance: 2.5,
    currency: "USD",
    deliveryFee: 399,
    tax: 268,
    platformTax: 0,
    discounts: [],
    fees: [],
    tips: [],
    checkNotes: [],
    deliveryInstructions: "Leave at the side door, ring twice",
    items: [
      {
        name: "Margherita Pizza",
        quantity: 2,
        price: 1200,
        modifiers: [
          { name: "Extra cheese", price: 150 },
          { name: "No onions", price: 0 },
        ],
      },
      {
        name: "Garlic Knots",
        description: "Six knots, marinara dip",
        quantity: 1,
        price: 650,
        modifiers: [],
      },
    ],
    isTest: false,
    ...overrides,
  };
  const totals = computeTotals(base);
  return { ...base, ...totals, ...pick(overrides) };
}

function pick({ subtotal, total, computedTotal }: Partial<Order>): Partial<Order> {
  return {
    ...(subtotal === undefined ? {} : { subtotal }),
    ...(total === undefined ? {} : { total }),
    ...(computedTotal === undefined ? {} : { computedTotal }),
  };
}
