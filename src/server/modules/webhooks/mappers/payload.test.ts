import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { finishOrder, formatPath, modifierLine, readTimestamp } from "./payload";
import { CheckNotes } from "./read";

describe("formatPath", () => {
  it("formats paths the way the platforms' documentation writes them", () => {
    expect(formatPath(["cart", "items", 0, "price", "unit_price"])).toBe(
      "cart.items[0].price.unit_price",
    );
    expect(formatPath([3, "name"])).toBe("[3].name");
  });
});

describe("finishOrder", () => {
  const tea = { name: "Tea", quantity: 1, price: 250, modifiers: [] };
  const order = {
    orderNumber: "A1",
    customer: { name: "Ann", phone: "" },
    isDelivery: false,
    items: [tea],
  };
  const finish = (details: Parameters<typeof finishOrder>[0], notes = new CheckNotes()) =>
    finishOrder(details, { platformName: "Test", externalId: "ext-123456789012345", notes });

  it("returns an order the domain schema accepts, with the notes taken while reading", () => {
    const notes = new CheckNotes();
    notes.add("cart.items[1].price: no price could be read");
    const finished = finish(order, notes);
    expect(finished).toMatchObject({
      orderNumber: "A1",
      checkNotes: ["cart.items[1].price: no price could be read"],
    });
    expect(orderDetailsSchema.safeParse(finished).success).toBe(true);
  });

  it("keeps an item whose price is past the limit by name, at 0, with a note", () => {
    const finished = finish({
      ...order,
      items: [tea, { ...tea, name: "Gold", price: 20_000_000 }],
    });
    expect(finished.items?.[1]).toEqual({ name: "Gold", quantity: 1, price: 0, modifiers: [] });
    expect(finished.checkNotes).toEqual([
      "Item 2 (Gold): its price or quantity could not be shown",
    ]);
    expect(orderDetailsSchema.safeParse(finished).success).toBe(true);
  });

  it("keeps an order with no items when it says why", () => {
    const notes = new CheckNotes();
    notes.add("Test sent no items that could be read");
    const finished = finish({ ...order, items: [] }, notes);
    expect(orderDetailsSchema.safeParse(finished).success).toBe(true);
  });

  it("falls back to a shell with the number and customer when the order cannot fit", () => {
    const finished = finish({ ...order, items: [], currency: "dollars" });
    expect(finished).toMatchObject({ orderNumber: "A1", customer: { name: "Ann" }, items: [] });
    expect(finished.checkNotes?.at(-1)).toMatch(/^Test order could not be read in full: /);
    expect(orderDetailsSchema.safeParse(finished).success).toBe(true);
  });

  it("shows the first 2,000 items of a longer order and says so", () => {
    const items = Array.from({ length: 2001 }, () => tea);
    const finished = finish({ ...order, items });
    expect(finished.items).toHaveLength(2000);
    expect(finished.checkNotes).toEqual(["Only the first 2,000 of 2,001 items are shown"]);
  });
});

describe("readTimestamp", () => {
  it.each([
    ["2019-05-14T15:16:54-05:00", false, "2019-05-14T15:16:54-05:00"],
    ["2022-12-20T22:18:06.214Z", false, "2022-12-20T22:18:06.214Z"],
    ["2017-03-22T19:28:02", true, "2017-03-22T19:28:02Z"],
    ["2017-03-22T19:28:02Z", true, "2017-03-22T19:28:02Z"],
  ])("keeps %j (assume UTC: %s) as %j", (value, assumeUtc, expected) => {
    expect(readTimestamp(value, "created", new CheckNotes(), assumeUtc)).toBe(expected);
  });

  it("notes a time without an offset unless told it is UTC, and non-dates", () => {
    const notes = new CheckNotes();
    expect(readTimestamp("2017-03-22T16:28:02", "date_created", notes)).toBeUndefined();
    expect(readTimestamp({ at: 1 }, "placed_at", notes)).toBeUndefined();
    expect(readTimestamp(undefined, "placed_at", notes)).toBeUndefined();
    expect(notes.list()).toEqual([
      'date_created: "2017-03-22T16:28:02" is not a date-time',
      "placed_at: not a date-time",
    ]);
  });
});

describe("modifierLine", () => {
  it.each([
    [
      { name: "Chocolate deluxe", unitPrice: 50 },
      { name: "Chocolate deluxe", price: 50 },
    ],
    [
      { name: "Extra shot", unitPrice: 75, quantity: 2 },
      { name: "2 × Extra shot", price: 150 },
    ],
    [
      { name: "Salt", unitPrice: 0, quantity: 1, parent: "KETCHUP" },
      { name: "KETCHUP > Salt", price: 0 },
    ],
    [{ name: "Sugar", unitPrice: 0, quantity: 0 }, null],
    [{ name: "  ", unitPrice: 0 }, null],
  ])("maps %j to %j", (line, expected) => {
    expect(modifierLine(line)).toEqual(expected);
  });
});
