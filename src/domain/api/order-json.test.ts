import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxUnitPriceMinor, ORDER_LIMITS, type Order, orderDetailsSchema } from "../order";
import { computeTotals } from "../totals";
import { fromOrderJson, type OrderJson, orderJsonSchema, toOrderJson } from "./order-json";

function makeOrder(overrides: Partial<Order> = {}): Order {
  const items = [
    {
      name: "Pad Thai",
      description: "Rice noodles",
      quantity: 2,
      price: 1295,
      modifiers: [
        { name: "Extra spicy", price: 0 },
        { name: "Add shrimp", price: 300 },
      ],
    },
    { name: "Thai Iced Tea", quantity: 1, price: 450, modifiers: [], lineTotal: 450 },
  ];
  return {
    id: "ord_1",
    orderNumber: "UE-4821",
    platform: "ubereats",
    status: "new",
    created: "2026-11-20T23:05:00.000Z",
    customer: {
      name: "Maria Lopez",
      phone: "(555) 010-4477",
      address: { street: "12 Elm St", city: "Springfield", state: "IL", zipCode: "62704" },
    },
    isDelivery: true,
    deliveryDistance: 2.4,
    currency: "USD",
    deliveryFee: 399,
    tax: 212,
    platformTax: 53,
    discounts: [{ label: "Discount (TENOFF)", amount: 1000, fundedBy: "restaurant" }],
    fees: [{ label: "Bag fee", amount: 10 }],
    tips: [{ label: "Tip", amount: 300, isKeptByRestaurant: true }],
    deliveryInstructions: "Leave at the side door",
    items,
    subtotal: 3640,
    total: 3561,
    computedTotal: 3561,
    isTest: false,
    checkNotes: [],
    ...overrides,
  };
}

describe("toOrderJson", () => {
  it("writes every amount in dollars for a USD order", () => {
    const json = toOrderJson(makeOrder());
    expect(json).toMatchObject({
      currency: "USD",
      deliveryFee: 3.99,
      tax: 2.12,
      platformTax: 0.53,
      subtotal: 36.4,
      total: 35.61,
      computedTotal: 35.61,
      discounts: [{ label: "Discount (TENOFF)", amount: 10, fundedBy: "restaurant" }],
      fees: [{ label: "Bag fee", amount: 0.1 }],
      tips: [{ label: "Tip", amount: 3, isKeptByRestaurant: true }],
    });
    expect(json.items.map((item) => item.price)).toEqual([12.95, 4.5]);
    expect(json.items[1]?.lineTotal).toBe(4.5);
    expect(json.items[0]?.modifiers.map((modifier) => modifier.price)).toEqual([0, 3]);
  });

  it("writes yen whole and dinars with three decimals", () => {
    expect(toOrderJson(makeOrder({ currency: "JPY", total: 3888 })).total).toBe(3888);
    expect(toOrderJson(makeOrder({ currency: "KWD", total: 1250 })).total).toBe(1.25);
  });

  it("does not change the order it converts", () => {
    const order = makeOrder();
    toOrderJson(order);
    expect(order).toEqual(makeOrder());
  });
});

describe("fromOrderJson", () => {
  it.each(["USD", "JPY", "KWD", "AUD"])("gives back the original minor units in %s", (currency) => {
    const order = makeOrder({ currency });
    expect(fromOrderJson(toOrderJson(order))).toEqual(order);
  });

  it("absorbs binary noise in dollar amounts such as 0.29 and 19.99", () => {
    const json: OrderJson = {
      ...toOrderJson(makeOrder()),
      tax: 0.29,
      deliveryFee: 1.1,
      total: 19.99,
    };
    const order = fromOrderJson(json);
    expect([order.tax, order.deliveryFee, order.total]).toEqual([29, 110, 1999]);
  });
});

describe("orderJsonSchema", () => {
  it("accepts the output of toOrderJson", () => {
    const json = toOrderJson(makeOrder());
    expect(orderJsonSchema.parse(json)).toEqual(json);
  });

  it.each([
    ["USD", 12.345, "Amount has more decimals than USD allows"],
    ["JPY", 3888.5, "Amount has more decimals than JPY allows"],
    ["KWD", 1.2345, "Amount has more decimals than KWD allows"],
  ])("refuses more decimals than %s has", (currency, tax, message) => {
    const result = orderJsonSchema.safeParse({ ...toOrderJson(makeOrder({ currency })), tax });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["tax", message],
    ]);
  });

  it("accepts three decimals in KWD", () => {
    const json = { ...toOrderJson(makeOrder({ currency: "KWD" })), tax: 1.25 };
    expect(orderJsonSchema.safeParse(json).success).toBe(true);
  });

  // Any order orderDetailsSchema lets in (within ORDER_LIMITS) must also cross the wire.
  it("carries a large order within ORDER_LIMITS: 500 lines of 9,999 at 100,000.00", () => {
    const max = maxUnitPriceMinor("USD");
    const items = Array.from({ length: 500 }, (_, index) => ({
      name: `Tray ${index}`,
      quantity: ORDER_LIMITS.maxQuantity,
      price: max,
      modifiers: Array.from({ length: 60 }, (_, at) => ({ name: `Extra ${at}`, price: 0 })),
    }));
    const details = {
      orderNumber: "W-2000",
      customer: { name: "Big Party", phone: "" },
      isDelivery: false,
      items,
    };
    expect(orderDetailsSchema.safeParse(details).success).toBe(true);
    const totals = computeTotals({ items, tax: 0, deliveryFee: 0, isDelivery: false });
    expect(totals.total).toBe(500 * 9999 * 10_000_000);
    const json = toOrderJson(makeOrder({ ...details, tax: 0, deliveryFee: 0, ...totals }));
    expect(json.total).toBe(499_950_000_000);
    expect(orderJsonSchema.safeParse(json).error?.issues).toBeUndefined();
  });
});

const CURRENCIES = ["USD", "JPY", "KWD", "EUR", "HKD"] as const;
const moneyOrder = fc
  .record({
    currency: fc.constantFrom(...CURRENCIES),
    deliveryFee: fc.nat({ max: 10_000_000 }),
    tax: fc.nat({ max: 10_000_000 }),
    isDelivery: fc.boolean(),
    items: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: ORDER_LIMITS.maxQuantity }),
        price: fc.nat({ max: 100_000_000 }),
        modifiers: fc.array(fc.record({ price: fc.nat({ max: 100_000_000 }) }), { maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ items, ...money }): Order => {
    const named = items.map((item, index) => ({
      name: `Item ${index}`,
      quantity: item.quantity,
      price: item.price,
      modifiers: item.modifiers.map((modifier, at) => ({
        name: `Mod ${at}`,
        price: modifier.price,
      })),
    }));
    return {
      ...makeOrder(),
      ...money,
      discounts: [],
      fees: [],
      tips: [],
      platformTax: 0,
      items: named,
      ...computeTotals({ ...money, items: named }),
    };
  });

describe("order JSON properties", () => {
  it("fromOrderJson(toOrderJson(order)) gives back the same minor units in any currency", () => {
    fc.assert(
      fc.property(moneyOrder, (order) => {
        expect(fromOrderJson(toOrderJson(order))).toEqual(order);
        expect(orderJsonSchema.safeParse(toOrderJson(order)).success).toBe(true);
      }),
    );
  });
});
