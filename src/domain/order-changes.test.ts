import { describe, expect, it } from "vitest";
import { describeOrderChanges, type OrderContents } from "./order-changes";

const burger = {
  name: "Burger",
  quantity: 2,
  price: 1200,
  modifiers: [{ name: "Bacon", price: 250 }],
};
const base: OrderContents = {
  currency: "AUD",
  items: [burger],
  total: 2900,
  isDelivery: false,
  customer: { name: "Sam", phone: "555" },
};

describe("describeOrderChanges", () => {
  it("finds nothing when nothing a person would notice changed", () => {
    expect(describeOrderChanges(base, { ...base, items: [{ ...burger }] })).toEqual([]);
  });

  it("names added, removed and re-counted items, the total in its currency and a new note", () => {
    const after: OrderContents = {
      ...base,
      items: [
        { ...burger, quantity: 3 },
        { name: "Fries", quantity: 1, price: 400, modifiers: [] },
      ],
      total: 4750,
      deliveryInstructions: "No nuts",
    };
    expect(describeOrderChanges(base, after)).toEqual([
      "Items: Burger (Bacon) 2 → 3, +1× Fries",
      "Total: A$29.00 → A$47.50",
      "Note: No nuts",
    ]);
    expect(describeOrderChanges(after, base)).toEqual([
      "Items: Burger (Bacon) 3 → 2, −1× Fries",
      "Total: A$47.50 → A$29.00",
      "Note removed",
    ]);
  });

  it("notices a change of fulfilment, address, customer and promised time", () => {
    const after: OrderContents = {
      ...base,
      isDelivery: true,
      customer: {
        name: "Sam Lee",
        phone: "555",
        address: { street: "1 Main St", city: "", state: "", zipCode: "" },
      },
      promisedAt: "2026-11-25T18:00:00.000Z",
    };
    expect(describeOrderChanges(base, after)).toEqual([
      "Now a delivery",
      "Delivery address changed",
      "Customer details changed",
      "Promised time changed",
    ]);
  });
});
