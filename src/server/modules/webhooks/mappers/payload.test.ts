import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  decimalCents,
  finishOrder,
  formatPath,
  isoTimestamp,
  minorUnits,
  modifierLine,
  parsePayload,
} from "./payload";
import { PayloadError } from "./types";

describe("parsePayload", () => {
  const schema = z.object({
    line_items: z.array(z.object({ price: decimalCents, cents: minorUnits.optional() })),
  });

  it("returns the parsed value with decimal strings as cents", () => {
    const value = parsePayload(schema, { line_items: [{ price: "10.10" }] }, "Test order");
    expect(value).toEqual({ line_items: [{ price: 1010 }] });
  });

  it("names the field and the reason of what it refuses", () => {
    const payload = { line_items: [{ price: "1" }, { price: "2" }, { price: "abc" }] };
    expect(() => parsePayload(schema, payload, "Test order")).toThrow(
      new PayloadError('Test order: line_items[2].price: "abc" is not a decimal amount'),
    );
    expect(() =>
      parsePayload(schema, { line_items: [{ price: "1", cents: 2.5 }] }, "Test order"),
    ).toThrow("Test order: line_items[0].cents: is not a whole number of cents");
    expect(() => parsePayload(schema, "nope", "Test order")).toThrow(PayloadError);
  });

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

  it("returns an order the domain schema accepts", () => {
    expect(finishOrder(order, "Test order")).toMatchObject({ orderNumber: "A1", tax: 0 });
  });

  it("refuses an order the domain schema would refuse, with the reason", () => {
    expect(() => finishOrder({ ...order, items: [] }, "Test order 7")).toThrow(
      new PayloadError(
        "Test order 7 maps to an invalid order: items: An order needs at least one item",
      ),
    );
    const pricey = { ...order, items: [{ ...tea, price: 2_000_000 }] };
    expect(() => finishOrder(pricey, "Test order")).toThrow("items[0].price: Amount is too large");
  });
});

describe("isoTimestamp", () => {
  it.each([
    ["2019-05-14T15:16:54-05:00", false, "2019-05-14T15:16:54-05:00"],
    ["2022-12-20T22:18:06.214Z", false, "2022-12-20T22:18:06.214Z"],
    ["2017-03-22T19:28:02", true, "2017-03-22T19:28:02Z"],
    ["2017-03-22T19:28:02Z", true, "2017-03-22T19:28:02Z"],
  ])("keeps %j (assume UTC: %s) as %j", (value, assumeUtc, expected) => {
    expect(isoTimestamp(value, "created", assumeUtc)).toBe(expected);
  });

  it("refuses a time without an offset unless told it is UTC, and non-dates", () => {
    expect(() => isoTimestamp("2017-03-22T16:28:02", "date_created")).toThrow(
      new PayloadError('date_created: "2017-03-22T16:28:02" is not an ISO date-time'),
    );
    expect(() => isoTimestamp("yesterday", "placed_at", true)).toThrow(PayloadError);
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
