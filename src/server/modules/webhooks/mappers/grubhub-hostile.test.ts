import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { hasUnsafeText } from "../../../../domain/unicode";
import { mapGrubhubOrder } from "./grubhub";
import { type MappedOrder, PayloadError } from "./types";

/**
 * Payloads no platform should send, each of which must still become an order staff can
 * read (or, with no uuid, a PayloadError): odd text, odd types, sheer size and depth.
 */
type Json = Record<string, unknown>;

function payload(lines: Json[], change: Json = {}): Json {
  return {
    uuid: "gh-1",
    order_number: "1001",
    fulfillment_info: { pickup_info: { name: "Ann B." } },
    charges: { line_groups: [{ lines }] },
    ...change,
  };
}

const salad = { name: "Salad", quantity: 1, merchant_price: 440 };

/** Maps the body and checks the order can be stored. */
function mapStored(body: unknown): MappedOrder {
  const mapped = mapGrubhubOrder(body);
  const parsed = orderDetailsSchema.safeParse(mapped.details);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(hasUnsafeText(JSON.stringify(mapped))).toBe(false);
  return mapped;
}

/** `[[[…]]]` as JSON text, `depth` arrays deep (JSON.stringify would recurse). */
function nestedArrays(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

/** Sub-options nesting `depth` levels below one line option. */
function nestedOptions(depth: number): Json[] {
  let options: Json[] = [];
  for (let level = depth; level > 0; level -= 1) {
    options = [{ name: `L${level}`, merchant_price: 1, line_sub_options: options }];
  }
  return options;
}

describe("mapGrubhubOrder: hostile payloads", () => {
  it("replaces NUL and lone surrogates in names and notes with U+FFFD", () => {
    const mapped = mapStored(
      payload(
        [
          {
            ...salad,
            name: "Sa\u0000lad\uD800",
            special_instructions: "no\u0000 nuts \uD800",
            line_options: [{ name: "Fe\uD800ta", merchant_price: 0 }],
          },
        ],
        {
          order_number: "10\u000001",
          fulfillment_info: { pickup_info: { name: "A\u0000nn", instructions: "ring\uD800" } },
        },
      ),
    );
    expect(mapped.details).toMatchObject({
      orderNumber: "10\uFFFD01",
      customer: { name: "A\uFFFDnn" },
      deliveryInstructions: "ring\uFFFD",
      items: [
        {
          name: "Sa\uFFFDlad\uFFFD",
          note: "no\uFFFD nuts \uFFFD",
          modifiers: [{ name: "Fe\uFFFDta", price: 0 }],
        },
      ],
    });
  });

  it("reads 60 options on one line", () => {
    const options = Array.from({ length: 60 }, (_, index) => ({ name: `Opt ${index}`, price: 5 }));
    const mapped = mapStored(payload([{ ...salad, line_options: options }]));
    expect(mapped.details.items?.[0]?.modifiers).toHaveLength(60);
  });

  it("reads 300 lines", () => {
    const lines = Array.from({ length: 300 }, (_, index) => ({ ...salad, name: `Dish ${index}` }));
    const mapped = mapStored(payload(lines));
    expect(mapped.details.items).toHaveLength(300);
    expect(mapped.details.items?.[299]).toMatchObject({ name: "Dish 299", price: 440 });
  });

  it("ignores unknown fields of odd types", () => {
    const mapped = mapStored(
      payload([{ ...salad, mystery: { a: [null, true, 1.5] } }], { mystery: 12n, other: [1, "x"] }),
    );
    expect(mapped.details.items).toEqual([
      { name: "Salad", quantity: 1, price: 440, modifiers: [] },
    ]);
    expect(mapped.details.checkNotes).toEqual([]);
  });

  it("keeps a line whose known fields have the wrong type, with notes", () => {
    const mapped = mapStored(
      payload([
        { name: "Soup", merchant_price: {}, quantity: "many" },
        { name: "Stew", merchant_price: "x", price: 300, quantity: 2, line_options: { a: 1 } },
        { name: 7, merchant_price: 100, quantity: 1, merchant_total: [] },
      ]),
    );
    expect(mapped.details.items).toEqual([
      { name: "Soup", quantity: 1, price: 0, modifiers: [] },
      { name: "Stew", quantity: 2, price: 300, modifiers: [] },
      { name: "Item 3", quantity: 1, price: 100, modifiers: [] },
    ]);
    expect(mapped.details.checkNotes).toEqual([
      'charges.line_groups[0].lines[0]: quantity "many" could not be read; 1 is shown',
      "charges.line_groups[0].lines[0].merchant_price: an object is not an amount",
      "charges.line_groups[0].lines[0] (Soup) has no price on Grubhub; 0 is shown",
      'charges.line_groups[0].lines[1].merchant_price: "x" is not an amount',
      'charges.line_groups[0].lines[2]: no name could be read; shown as "Item 3"',
      "charges.line_groups[0].lines[2].merchant_total: a list is not an amount",
    ]);
  });

  it("keeps an order whose money fields have the wrong type, with notes", () => {
    const charges = {
      line_groups: [{ lines: [salad] }],
      merchant_total: "lots",
      taxes: { merchant_total: -3 },
      tip: { amount: {}, type: 9 },
      coupons: "none",
    };
    const mapped = mapStored(payload([], { charges }));
    expect(mapped.details).toMatchObject({ tax: 0, tips: [], discounts: [] });
    expect(mapped.details.statedTotal).toBeUndefined();
    expect(mapped.details.checkNotes).toEqual([
      'charges.merchant_total: "lots" is not an amount',
      "charges.taxes: -3 is negative; 0 is shown",
      "charges.tip.amount: an object is not an amount",
    ]);
  });

  it("does not overflow the stack on a 20,000-deep array in an unknown field or as options", () => {
    const deep = nestedArrays(20_000);
    const body = JSON.parse(
      `{"uuid":"gh-1","junk":${deep},"charges":{"line_groups":[{"lines":[{"name":"Salad","quantity":1,"merchant_price":440,"line_options":${deep}}]}]}}`,
    );
    const mapped = mapStored(body);
    expect(mapped.details.items).toEqual([
      { name: "Salad", quantity: 1, price: 440, modifiers: [] },
    ]);
  });

  it("reads the ten documented sub-option levels and no deeper, with a note", () => {
    const mapped = mapStored(payload([{ ...salad, line_options: nestedOptions(20_000) }]));
    const modifiers = mapped.details.items?.[0]?.modifiers ?? [];
    expect(modifiers).toHaveLength(11);
    expect(modifiers[10]?.name).toMatch(/^L1 > L2 > .* > L11$/);
    expect(mapped.details.checkNotes).toHaveLength(1);
    expect(mapped.details.checkNotes?.[0]).toMatch(/options nested deeper than 10 levels/);
  });

  it("keeps a line with no price at 0 with a note naming it", () => {
    const mapped = mapStored(payload([{ name: "Mystery box", quantity: 2 }]));
    expect(mapped.details.items).toEqual([
      { name: "Mystery box", quantity: 2, price: 0, modifiers: [] },
    ]);
    expect(mapped.details.checkNotes).toEqual([
      "charges.line_groups[0].lines[0] (Mystery box) has no price on Grubhub; 0 is shown",
    ]);
  });

  it.each([1_000, 9_999])("keeps a quantity of %i", (quantity) => {
    const mapped = mapStored(payload([{ ...salad, quantity }]));
    expect(mapped.details.items?.[0]).toMatchObject({ quantity, price: 440 });
    expect(mapped.details.checkNotes).toEqual([]);
  });

  it("keeps an order with no lines, with a note for staff", () => {
    const mapped = mapStored(payload([], { charges: [] }));
    expect(mapped.details.items).toEqual([]);
    expect(mapped.details.checkNotes).toEqual(["Grubhub sent no items that could be read"]);
  });

  it.each([
    ["null", null],
    ["a string", "order"],
    ["a list", [payload([salad])]],
    ["an order without a uuid", payload([salad], { uuid: undefined })],
    ["an order with an empty uuid", payload([salad], { uuid: "" })],
    ["an order with an object uuid", payload([salad], { uuid: { id: 1 } })],
  ])("refuses %s: no order", (_case, body) => {
    expect(() => mapGrubhubOrder(body)).toThrow(PayloadError);
  });
});
