import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_LIMITS, type Order, orderDetailsSchema } from "../order";
import { computeTotals } from "../totals";
import { fromOrderJson, type OrderJson, orderJsonSchema, toOrderJson } from "./order-json";

function makeOrder(): Order {
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
    { name: "Thai Iced Tea", quantity: 1, price: 450, modifiers: [] },
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
    deliveryFee: 399,
    tax: 212,
    deliveryInstructions: "Leave at the side door",
    items,
    subtotal: 3640,
    total: 4251,
    isTest: false,
  };
}

describe("toOrderJson", () => {
  it("converts every amount from cents to dollars", () => {
    const json = toOrderJson(makeOrder());
    expect(json.deliveryFee).toBe(3.99);
    expect(json.tax).toBe(2.12);
    expect(json.subtotal).toBe(36.4);
    expect(json.total).toBe(42.51);
    expect(json.items.map((item) => item.price)).toEqual([12.95, 4.5]);
    expect(json.items[0]?.modifiers.map((modifier) => modifier.price)).toEqual([0, 3]);
  });

  it("keeps every other field as it is, including the distance in miles", () => {
    const order = makeOrder();
    const { deliveryFee, tax, subtotal, total, items, ...rest } = toOrderJson(order);
    const { deliveryFee: _f, tax: _t, subtotal: _s, total: _to, items: _i, ...expected } = order;
    expect(rest).toEqual(expected);
    expect(
      items.map(({ name, description, quantity }) => ({ name, description, quantity })),
    ).toEqual(
      order.items.map(({ name, description, quantity }) => ({ name, description, quantity })),
    );
  });

  it("does not change the order it converts", () => {
    const order = makeOrder();
    toOrderJson(order);
    expect(order).toEqual(makeOrder());
  });
});

describe("fromOrderJson", () => {
  it("converts dollars back to the original cents", () => {
    expect(fromOrderJson(toOrderJson(makeOrder()))).toEqual(makeOrder());
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

  it("refuses 12.345 dollars", () => {
    const result = orderJsonSchema.safeParse({ ...toOrderJson(makeOrder()), tax: 12.345 });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["tax", "Amount must have at most two decimals"],
    ]);
  });

  it("refuses a negative item price", () => {
    const json = toOrderJson(makeOrder());
    const items = [{ ...json.items[1], price: -1 }];
    const result = orderJsonSchema.safeParse({ ...json, items });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["items.0.price", "Amount cannot be negative"],
    ]);
  });

  // Any order orderDetailsSchema lets in (within ORDER_LIMITS) must also cross the wire.
  it("accepts the output of toOrderJson for a large order that is within ORDER_LIMITS", () => {
    const max = ORDER_LIMITS.maxPriceCents;
    const extras = (count: number, price: number) =>
      Array.from({ length: count }, (_, index) => ({ name: `Extra ${index}`, price }));
    const items = [
      { name: "Catering tray", quantity: 263, price: max, modifiers: extras(50, max) },
      { name: "Party box", quantity: 1, price: 800_339, modifiers: extras(8, max) },
    ];
    const details = {
      orderNumber: "W-2000",
      customer: { name: "Big Party", phone: "" },
      isDelivery: false,
      items,
    };
    expect(orderDetailsSchema.safeParse(details).success).toBe(true);
    const totals = computeTotals({ items, tax: 0, deliveryFee: 0, isDelivery: false });
    expect(totals.total).toBe(13_421_800_339);

    const json = toOrderJson({ ...makeOrder(), ...details, tax: 0, deliveryFee: 0, ...totals });
    expect(json.total).toBe(134_218_003.39);
    expect(orderJsonSchema.safeParse(json).error?.issues).toBeUndefined();
  });
});

const cents = fc.nat({ max: ORDER_LIMITS.maxPriceCents });
const moneyOrder = fc
  .record({
    deliveryFee: cents,
    tax: cents,
    isDelivery: fc.boolean(),
    items: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: ORDER_LIMITS.maxQuantity }),
        price: cents,
        modifiers: fc.array(fc.record({ price: cents }), { maxLength: 4 }),
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
    return { ...makeOrder(), ...money, items: named, ...computeTotals({ ...money, items: named }) };
  });

describe("order JSON properties", () => {
  it("fromOrderJson(toOrderJson(order)) gives back the same cents", () => {
    fc.assert(
      fc.property(moneyOrder, (order) => {
        expect(fromOrderJson(toOrderJson(order))).toEqual(order);
      }),
    );
  });

  it("every amount in the JSON is the cents divided by 100 and passes the schema", () => {
    fc.assert(
      fc.property(moneyOrder, (order) => {
        const json = toOrderJson(order);
        expect(json.total).toBe(order.total / 100);
        expect(json.items.map((item) => item.price)).toEqual(
          order.items.map((item) => item.price / 100),
        );
        expect(orderJsonSchema.safeParse(json).success).toBe(true);
      }),
    );
  });

  it("any whole number of cents survives the round trip through dollars", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000_000 }), (amount) => {
        const order = { ...makeOrder(), tax: amount, total: amount };
        const back = fromOrderJson(toOrderJson(order));
        expect([back.tax, back.total]).toEqual([amount, amount]);
      }),
    );
  });
});
