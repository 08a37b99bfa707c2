import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxUnitPriceMinor, ORDER_LIMITS } from "./order";
import { computeLineTotal, computeSubtotal, computeTotals, countItems } from "./totals";

const padThai = {
  quantity: 2,
  price: 1295,
  modifiers: [{ price: 0 }, { price: 300 }],
};
const icedTea = { quantity: 1, price: 450, modifiers: [] };

describe("computeLineTotal", () => {
  it("multiplies the unit price by the quantity", () => {
    expect(computeLineTotal({ quantity: 3, price: 250, modifiers: [] })).toBe(750);
  });

  it("charges each modifier once per unit: (12.95 + 0 + 3.00) x 2 = 31.90", () => {
    expect(computeLineTotal(padThai)).toBe(3190);
  });
});

describe("computeSubtotal", () => {
  it("sums the lines: 31.90 + 4.50 = 36.40", () => {
    expect(computeSubtotal([padThai, icedTea])).toBe(3640);
  });

  it("is zero for no items", () => {
    expect(computeSubtotal([])).toBe(0);
  });
});

describe("computeTotals", () => {
  it("adds tax and the delivery fee for a delivery order: 36.40 + 2.12 + 3.99 = 42.51", () => {
    expect(
      computeTotals({ items: [padThai, icedTea], tax: 212, deliveryFee: 399, isDelivery: true }),
    ).toEqual({ subtotal: 3640, computedTotal: 4251, total: 4251 });
  });

  it("leaves out the delivery fee for a pickup order: 36.40 + 2.12 = 38.52", () => {
    expect(
      computeTotals({ items: [padThai, icedTea], tax: 212, deliveryFee: 399, isDelivery: false }),
    ).toEqual({ subtotal: 3640, computedTotal: 3852, total: 3852 });
  });

  it("charges several modifiers for every unit of a line", () => {
    const pizza = { quantity: 3, price: 1400, modifiers: [{ price: 150 }, { price: 200 }] };
    expect(computeTotals({ items: [pizza], tax: 0, deliveryFee: 0, isDelivery: false })).toEqual({
      subtotal: 5250,
      computedTotal: 5250,
      total: 5250,
    });
  });

  it("keeps a line total the platform states over the product", () => {
    const line = { quantity: 3, price: 333, modifiers: [], lineTotal: 1000 };
    expect(computeLineTotal(line)).toBe(1000);
    expect(computeSubtotal([line, icedTea])).toBe(1450);
  });

  it("takes off the restaurant's discounts and adds fees and the tips it keeps", () => {
    const totals = computeTotals({
      items: [icedTea],
      tax: 50,
      deliveryFee: 300,
      isDelivery: true,
      discounts: [
        { amount: 100, fundedBy: "restaurant" },
        { amount: 200, fundedBy: "platform" },
      ],
      fees: [{ amount: 25 }],
      tips: [
        { amount: 150, isKeptByRestaurant: true },
        { amount: 400, isKeptByRestaurant: false },
      ],
    });
    // 450 - 100 + 50 + 300 + 25 + 150; the platform's promotion and the courier's tip aside.
    expect(totals).toEqual({ subtotal: 450, computedTotal: 875, total: 875 });
  });

  it("shows the platform's stated total and keeps its own sum beside it", () => {
    const totals = computeTotals({
      items: [icedTea],
      tax: 0,
      deliveryFee: 0,
      isDelivery: false,
      statedTotal: 500,
    });
    expect(totals).toEqual({ subtotal: 450, computedTotal: 450, total: 500 });
  });
});

describe("countItems", () => {
  it("sums quantities rather than counting lines", () => {
    expect(countItems([padThai, icedTea, { quantity: 4 }])).toBe(7);
  });

  it("is zero for no items", () => {
    expect(countItems([])).toBe(0);
  });
});

const cents = fc.nat({ max: maxUnitPriceMinor("USD") });
const item = fc.record({
  quantity: fc.integer({ min: 1, max: ORDER_LIMITS.maxQuantity }),
  price: cents,
  modifiers: fc.array(fc.record({ price: cents }), { maxLength: 5 }),
});
const items = fc.array(item, { maxLength: 8 });
const totalsInput = fc.record({ items, tax: cents, deliveryFee: cents, isDelivery: fc.boolean() });

describe("totals properties", () => {
  it("total = subtotal + tax + (isDelivery ? fee : 0)", () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const { subtotal, total } = computeTotals(input);
        expect(subtotal).toBe(computeSubtotal(input.items));
        expect(total).toBe(subtotal + input.tax + (input.isDelivery ? input.deliveryFee : 0));
      }),
    );
  });

  it("the subtotal of a concatenation is the sum of the subtotals", () => {
    fc.assert(
      fc.property(items, items, (a, b) => {
        expect(computeSubtotal([...a, ...b])).toBe(computeSubtotal(a) + computeSubtotal(b));
      }),
    );
  });

  it("subtotal and total are non-negative whole cents for valid input", () => {
    fc.assert(
      fc.property(totalsInput, (input) => {
        const { subtotal, total } = computeTotals(input);
        for (const amount of [subtotal, total]) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        expect(total).toBeGreaterThanOrEqual(subtotal);
      }),
    );
  });

  it("countItems is the sum of the quantities and at least the number of lines", () => {
    fc.assert(
      fc.property(items, (list) => {
        const count = countItems(list);
        expect(count).toBe(list.reduce((sum, line) => sum + line.quantity, 0));
        expect(count).toBeGreaterThanOrEqual(list.length);
      }),
    );
  });
});
