import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { readFixture } from "../../../test/platform-fixtures";
import { mapShopifyOrder } from "./shopify";
import { PayloadError } from "./types";

type Json = Record<string, unknown>;
const order = (): Json => ({
  ...structuredClone(
    (readFixture("shopify-orders-rest-fixture-python-api.json") as { orders: Json[] }).orders[0],
  ),
});
/** Built from text: JSON.parse reads it without recursion, as a webhook body would arrive. */
const deepArray = (depth: number): unknown =>
  JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

/** Maps the payload; the order must be one the model stores. */
function mapStored(payload: unknown) {
  const mapped = mapShopifyOrder(payload);
  const parsed = orderDetailsSchema.safeParse(mapped.details);
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  return mapped;
}

describe("mapShopifyOrder on hostile payloads", () => {
  it("replaces a NUL byte and a lone surrogate in names and notes", () => {
    const payload = order();
    payload.note = "Ring\u0000 twice \uD800";
    payload.shipping_address = { ...(payload.shipping_address as Json), name: "Bo\u0000b\uD800" };
    payload.line_items = [{ title: "Tea\u0000\uD800", quantity: 1, price: "2.00" }];
    const { details } = mapStored(payload);
    expect(details.customer.name).toBe("Bo\uFFFDb\uFFFD");
    expect(details.items?.[0]?.name).toBe("Tea\uFFFD\uFFFD");
    expect(details.kitchenNote).toMatch(/^Ring\uFFFD twice \uFFFD; /);
  });

  it("keeps 60 properties on one item, in a note cut at 500 characters", () => {
    const payload = order();
    const properties = Array.from({ length: 60 }, (_, index) => ({
      name: `Choice ${index + 1}`,
      value: `Option ${index + 1}`,
    }));
    payload.line_items = [{ title: "Pizza", quantity: 1, price: "12.00", properties }];
    const { details } = mapStored(payload);
    const note = details.items?.[0]?.note ?? "";
    expect(note.startsWith("Choice 1: Option 1; Choice 2: Option 2; ")).toBe(true);
    expect(note.length).toBeLessThanOrEqual(500);
    expect(note.length).toBeGreaterThan(490);
    expect(note.endsWith("…")).toBe(true);
  });

  it("keeps 300 items", () => {
    const payload = order();
    payload.line_items = Array.from({ length: 300 }, (_, index) => ({
      title: `Dish ${index + 1}`,
      quantity: 1,
      price: "1.00",
    }));
    const { details } = mapStored(payload);
    expect(details.items).toHaveLength(300);
    expect(details.items?.[299]).toMatchObject({ name: "Dish 300", price: 100 });
  });

  it("keeps an item whose price is an object, with a note", () => {
    const payload = order();
    payload.line_items = [{ title: "Soup", quantity: 2, price: { nested: true } }];
    const { details } = mapStored(payload);
    expect(details.items).toEqual([{ name: "Soup", quantity: 2, price: 0, modifiers: [] }]);
    expect(details.checkNotes).toEqual(["line_items[0] (Soup).price: an object is not an amount"]);
  });

  it("keeps an item with no price, with a note", () => {
    const payload = order();
    payload.line_items = [{ title: "Bread", quantity: 1 }];
    const { details } = mapStored(payload);
    expect(details.items?.[0]).toMatchObject({ name: "Bread", price: 0 });
    expect(details.checkNotes).toEqual(["line_items[0] (Bread): no price; 0 is shown"]);
  });

  it("ignores a 20,000-deep array in an unknown field", () => {
    const payload = { ...order(), app_extension: deepArray(20_000) };
    expect(mapStored(payload).details.checkNotes).toEqual([]);
  });

  it("leaves out a 20,000-deep property value with a note, and keeps the item", () => {
    const payload = order();
    payload.line_items = [
      {
        title: "Cake",
        quantity: 1,
        price: "30.00",
        properties: [
          { name: "Layers", value: deepArray(20_000) },
          { name: "Message", value: "Happy birthday" },
        ],
      },
    ];
    const { details } = mapStored(payload);
    expect(details.items?.[0]?.note).toBe("Message: Happy birthday");
    expect(details.checkNotes).toEqual([
      "line_items[0].properties[0] (Layers): its value could not be shown",
    ]);
  });

  it("cuts a wide property value short rather than refusing it", () => {
    const payload = order();
    const wide = Object.fromEntries(
      Array.from({ length: 5000 }, (_, i) => [`k${i}`, "v".repeat(50)]),
    );
    payload.line_items = [
      { title: "Box", quantity: 1, price: "5.00", properties: [{ name: "All", value: wide }] },
    ];
    const note = mapStored(payload).details.items?.[0]?.note;
    expect(note?.startsWith("All: k0: vvv")).toBe(true);
    expect(note?.length).toBeLessThanOrEqual(500);
  });

  it.each([1000, 9999])("keeps a quantity of %i", (quantity) => {
    const payload = order();
    payload.line_items = [{ title: "Napkin", quantity, price: "0.10" }];
    const { details } = mapStored(payload);
    expect(details.items?.[0]).toMatchObject({ quantity, price: 10 });
  });

  it("keeps a price with four decimals, rounded once", () => {
    const payload = order();
    payload.line_items = [{ title: "Spice", quantity: 7, price: "0.3333" }];
    const { details } = mapStored(payload);
    // 0.3333 → 0.33 a unit; 7 × 0.3333 = 2.3331 → 2.33 for the line.
    expect(details.items?.[0]).toMatchObject({ price: 33, lineTotal: 233 });
  });

  it("keeps an order whose figures are all of the wrong type, with notes", () => {
    const payload = {
      ...order(),
      total_price: [1],
      total_tax: "abc",
      total_discounts: { a: 1 },
      line_items: "none",
      customer: 5,
      shipping_address: "x",
      note_attributes: { name: "x" },
      created_at: 17,
    };
    const { details } = mapStored(payload);
    expect(details.items).toEqual([]);
    expect(details.checkNotes).toContain("Shopify sent no items that could be read");
  });

  it.each([
    ["a string", "orders/create"],
    ["null", null],
    ["a list", [{ id: 1 }]],
    ["an order without an id", { name: "#1" }],
    ["a REST wrapper", { order: { id: 1 } }],
    ["an id that is not a number", { id: "abc" }],
  ])("refuses %s", (_, payload) => {
    expect(() => mapShopifyOrder(payload)).toThrow(PayloadError);
  });
});
