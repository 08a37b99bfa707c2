import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { readFixture } from "../../../test/platform-fixtures";
import { PayloadError } from "./types";
import { mapWooCommerceOrder } from "./woocommerce";

type Json = Record<string, unknown>;
const order = () =>
  structuredClone(readFixture("woocommerce-order-create-response-v3.json")) as Json;
/** Built from text: JSON.parse reads it without recursion, as a webhook body would arrive. */
const deepArray = (depth: number): unknown =>
  JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

/** Maps the payload; the order must be one the model stores. */
function mapStored(payload: unknown) {
  const mapped = mapWooCommerceOrder(payload);
  const parsed = orderDetailsSchema.safeParse(mapped.details);
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  return mapped;
}

describe("mapWooCommerceOrder on hostile payloads", () => {
  it("replaces a NUL byte and a lone surrogate in names and notes", () => {
    const payload = order();
    payload.customer_note = "Leave at the door\u0000\uD800";
    payload.shipping = { ...(payload.shipping as Json), first_name: "Jo\u0000hn\uD800" };
    payload.line_items = [{ name: "Tea &amp; cake\u0000\uD800", quantity: 1, subtotal: "2.00" }];
    const { details } = mapStored(payload);
    expect(details.customer.name).toBe("Jo\uFFFDhn\uFFFD Doe");
    expect(details.items?.[0]?.name).toBe("Tea & cake\uFFFD\uFFFD");
    expect(details.kitchenNote).toBe("Leave at the door\uFFFD\uFFFD");
  });

  it("keeps 60 meta entries on one item", () => {
    const payload = order();
    const meta_data = Array.from({ length: 60 }, (_, index) => ({
      id: index,
      key: `Choice ${index + 1}`,
      value: `Option ${index + 1}`,
    }));
    payload.line_items = [{ name: "Pizza", quantity: 1, subtotal: "12.00", meta_data }];
    const modifiers = mapStored(payload).details.items?.[0]?.modifiers;
    expect(modifiers).toHaveLength(60);
    expect(modifiers?.[59]).toEqual({ name: "Choice 60: Option 60", price: 0 });
  });

  it("keeps 300 items", () => {
    const payload = order();
    payload.line_items = Array.from({ length: 300 }, (_, index) => ({
      name: `Dish ${index + 1}`,
      quantity: 2,
      subtotal: "3.00",
      price: 1.5,
    }));
    const { details } = mapStored(payload);
    expect(details.items).toHaveLength(300);
    expect(details.items?.[299]).toMatchObject({ name: "Dish 300", price: 150, lineTotal: 300 });
  });

  it("keeps an item whose subtotal and price are objects, with notes", () => {
    const payload = order();
    payload.line_items = [{ name: "Soup", quantity: 2, subtotal: { nested: true }, price: [1] }];
    const { details } = mapStored(payload);
    expect(details.items).toEqual([{ name: "Soup", quantity: 2, price: 0, modifiers: [] }]);
    expect(details.checkNotes).toEqual([
      "line_items[0] (Soup).subtotal: an object is not an amount",
      "line_items[0] (Soup).price: a list is not an amount",
    ]);
  });

  it("keeps an item with no price, with a note", () => {
    const payload = order();
    payload.line_items = [{ name: "Bread", quantity: 1 }];
    const { details } = mapStored(payload);
    expect(details.items?.[0]).toMatchObject({ name: "Bread", price: 0 });
    expect(details.checkNotes).toEqual(["line_items[0] (Bread): no price; 0 is shown"]);
  });

  it("ignores a 20,000-deep array in an unknown field", () => {
    const payload = { ...order(), plugin_data: deepArray(20_000) };
    expect(mapStored(payload).details.checkNotes).toEqual([]);
  });

  it("leaves out a 20,000-deep meta value with a note, and keeps the item", () => {
    const payload = order();
    firstLine(payload).meta_data = [
      { id: 1, key: "layers", value: deepArray(20_000) },
      { id: 2, key: "size", value: "Large" },
    ];
    const { details } = mapStored(payload);
    expect(details.items?.[0]?.modifiers).toEqual([{ name: "size: Large", price: 0 }]);
    expect(details.checkNotes).toEqual([
      "line_items[0].meta_data[0] (layers): its value could not be shown",
    ]);
  });

  it("ignores a 20,000-deep order meta value where a delivery date could be", () => {
    const payload = order();
    payload.meta_data = [{ id: 1, key: "Delivery Date", value: deepArray(20_000) }];
    expect(mapStored(payload).details.promisedAt).toBeUndefined();
  });

  it.each([1000, 9999])("keeps a quantity of %i", (quantity) => {
    const payload = order();
    payload.line_items = [{ name: "Napkin", quantity, subtotal: (quantity / 10).toFixed(2) }];
    expect(mapStored(payload).details.items?.[0]).toMatchObject({
      quantity,
      price: 10,
      lineTotal: quantity * 10,
    });
  });

  it("keeps a subtotal with four decimals, rounded once for the line and the unit", () => {
    const payload = order();
    payload.line_items = [{ name: "Spice", quantity: 3, subtotal: "10.0050" }];
    // 10.0050 → 10.01 for the line; 10.0050 / 3 = 3.335 → 3.34 a unit.
    expect(mapStored(payload).details.items?.[0]).toMatchObject({ price: 334, lineTotal: 1001 });
  });

  it("keeps an order whose figures are all of the wrong type, with notes", () => {
    const payload = {
      ...order(),
      total: { x: 1 },
      total_tax: [2],
      shipping_total: 10,
      line_items: null,
      billing: "x",
      coupon_lines: "y",
      fee_lines: [{ name: { a: 1 }, total: "abc" }],
      date_created_gmt: 5,
    };
    const { details } = mapStored(payload);
    expect(details.items).toEqual([]);
    expect(details.checkNotes).toContain("WooCommerce sent no items that could be read");
  });

  it.each([
    ["a ping's form body", "webhook_id=3"],
    ["null", null],
    ["a list", [{ id: 1 }]],
    ["an order without an id", { number: "1" }],
    ["an id of 0", { id: 0 }],
    ["an id that is not a number", { id: "abc" }],
  ])("refuses %s", (_, payload) => {
    expect(() => mapWooCommerceOrder(payload)).toThrow(PayloadError);
  });
});

function firstLine(payload: Json): Json {
  return (payload.line_items as Json[])[0] as Json;
}
