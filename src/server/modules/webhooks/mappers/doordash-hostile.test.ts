import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import { hasUnsafeText } from "../../../../domain/unicode";
import { mapDoorDashOrder } from "./doordash";
import type { MappedOrder } from "./types";
import { PayloadError } from "./types";

/**
 * Payloads no platform should send, each of which must still become an order staff can
 * read (or, with no order id, a PayloadError): odd text, odd types, sheer size and depth.
 */
type Json = Record<string, unknown>;

function payload(items: Json[], change: Json = {}): Json {
  return {
    id: "dd-1",
    consumer: { first_name: "Ann", last_name: "B." },
    is_pickup: true,
    categories: [{ name: "Mains", items }],
    ...change,
  };
}

const burrito = { name: "Burrito", quantity: 1, price: 895 };

/** Maps through JSON, as a webhook body arrives, and checks the order can be stored. */
function mapStored(body: unknown): MappedOrder {
  const mapped = mapDoorDashOrder(body);
  const parsed = orderDetailsSchema.safeParse(mapped.details);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(hasUnsafeText(JSON.stringify(mapped))).toBe(false);
  return mapped;
}

/** `[[[…]]]` as JSON text, `depth` arrays deep (JSON.stringify would recurse). */
function nestedArrays(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}

/** Option groups nesting through `extras`, `depth` groups deep. */
function nestedOptions(depth: number): Json[] {
  let groups: Json[] = [];
  for (let level = depth; level > 0; level -= 1) {
    groups = [
      { name: `Group ${level}`, options: [{ name: `L${level}`, price: 1, extras: groups }] },
    ];
  }
  return groups;
}

describe("mapDoorDashOrder: hostile payloads", () => {
  it("replaces NUL and lone surrogates in names and notes with U+FFFD", () => {
    const mapped = mapStored(
      payload(
        [
          {
            ...burrito,
            name: "Bur\u0000rito\uD800",
            special_instructions: "no\u0000 onions \uD800",
            extras: [{ options: [{ name: "Ba\uD800con", price: 0 }] }],
          },
        ],
        {
          consumer: { first_name: "A\u0000nn" },
          order_special_instructions: "ring\uD800",
          delivery_short_code: "A\u00001",
        },
      ),
    );
    expect(mapped.details).toMatchObject({
      orderNumber: "A\uFFFD1",
      customer: { name: "A\uFFFDnn" },
      kitchenNote: "ring\uFFFD",
      items: [
        {
          name: "Bur\uFFFDrito\uFFFD",
          note: "no\uFFFD onions \uFFFD",
          modifiers: [{ name: "Ba\uFFFDcon", price: 0 }],
        },
      ],
    });
  });

  it("keeps a note naming an item whose name holds a lone surrogate, cleaned", () => {
    const mapped = mapStored(payload([{ name: "Tea\uD800", quantity: 1 }]));
    expect(mapped.details.checkNotes).toEqual([
      "categories[0].items[0] (Tea\uFFFD) has no price on DoorDash; 0 is shown",
    ]);
  });

  it("reads 60 options on one item", () => {
    const options = Array.from({ length: 60 }, (_, index) => ({ name: `Opt ${index}`, price: 5 }));
    const mapped = mapStored(payload([{ ...burrito, extras: [{ name: "Many", options }] }]));
    expect(mapped.details.items?.[0]?.modifiers).toHaveLength(60);
  });

  it("reads 300 items", () => {
    const items = Array.from({ length: 300 }, (_, index) => ({
      ...burrito,
      name: `Dish ${index}`,
    }));
    const mapped = mapStored(payload(items));
    expect(mapped.details.items).toHaveLength(300);
    expect(mapped.details.items?.[299]).toMatchObject({ name: "Dish 299", price: 895 });
  });

  it("ignores unknown fields of odd types", () => {
    const mapped = mapStored(
      payload([{ ...burrito, mystery: { a: [null, true, 1.5] } }], {
        mystery: 12n,
        another: [1, "two", null],
      }),
    );
    expect(mapped.details.items).toEqual([{ ...burrito, modifiers: [] }]);
    expect(mapped.details.checkNotes).toEqual([]);
  });

  it("keeps an item whose known fields have the wrong type, with notes", () => {
    const mapped = mapStored(
      payload([
        { name: "Soup", price: {}, quantity: "many" },
        { name: "Salad", price: "12.5", quantity: 2.5 },
        {
          name: ["Stew"],
          price: 100,
          quantity: 1,
          extras: { options: [] },
          special_instructions: 7,
        },
      ]),
    );
    expect(mapped.details.items).toEqual([
      { name: "Soup", quantity: 1, price: 0, modifiers: [] },
      { name: "Salad", quantity: 1, price: 13, modifiers: [] },
      { name: "Item 3", quantity: 1, price: 100, modifiers: [] },
    ]);
    expect(mapped.details.checkNotes).toEqual([
      'categories[0].items[0]: quantity "many" could not be read; 1 is shown',
      "categories[0].items[0].price: an object is not an amount",
      "categories[0].items[0] (Soup) has no price on DoorDash; 0 is shown",
      "categories[0].items[1]: quantity 2.5 could not be read; 1 is shown",
      "categories[0].items[1].price: 12.5 was rounded to a whole minor unit",
      'categories[0].items[2]: no name could be read; shown as "Item 3"',
    ]);
  });

  it("keeps an order whose money fields have the wrong type, with notes", () => {
    const mapped = mapStored(
      payload([burrito], { subtotal: "lots", tax: [], merchant_tip_amount: -5, custom_fee: 3 }),
    );
    expect(mapped.details).toMatchObject({ tax: 0, tips: [], fees: [] });
    expect(mapped.details.statedTotal).toBeUndefined();
    expect(mapped.details.checkNotes).toEqual([
      "tax: a list is not an amount",
      "merchant_tip_amount: -5 is negative; 0 is shown",
      'subtotal: "lots" is not an amount',
    ]);
  });

  it("does not overflow the stack on a 20,000-deep array in an unknown field or as extras", () => {
    const deep = nestedArrays(20_000);
    const body = JSON.parse(
      `{"id":"dd-1","is_pickup":true,"junk":${deep},"categories":[{"items":[{"name":"Burrito","quantity":1,"price":895,"extras":${deep}}]}]}`,
    );
    const mapped = mapStored(body);
    expect(mapped.details.items).toEqual([{ ...burrito, modifiers: [] }]);
  });

  it("stops reading options nested past the depth limit, with a note", () => {
    const mapped = mapStored(payload([{ ...burrito, extras: nestedOptions(20_000) }]));
    const modifiers = mapped.details.items?.[0]?.modifiers ?? [];
    expect(modifiers).toHaveLength(10);
    expect(modifiers[9]?.name).toMatch(/^L1 > L2 > .* > L10$/);
    expect(mapped.details.checkNotes).toHaveLength(1);
    expect(mapped.details.checkNotes?.[0]).toMatch(/options nested deeper than 10 levels/);
  });

  it("keeps an item with no price at 0 with a note naming it", () => {
    const mapped = mapStored(payload([{ name: "Mystery box", quantity: 2 }]));
    expect(mapped.details.items).toEqual([
      { name: "Mystery box", quantity: 2, price: 0, modifiers: [] },
    ]);
    expect(mapped.details.checkNotes).toEqual([
      "categories[0].items[0] (Mystery box) has no price on DoorDash; 0 is shown",
    ]);
  });

  it.each([1_000, 9_999])("keeps a quantity of %i", (quantity) => {
    const mapped = mapStored(payload([{ ...burrito, quantity }]));
    expect(mapped.details.items?.[0]).toMatchObject({ quantity, price: 895 });
    expect(mapped.details.checkNotes).toEqual([]);
  });

  it("keeps an order with no items, with a note for staff", () => {
    const mapped = mapStored(payload([], { categories: "none" }));
    expect(mapped.details.items).toEqual([]);
    expect(mapped.details.checkNotes).toEqual(["DoorDash sent no items that could be read"]);
  });

  it.each([
    ["null", null],
    ["a string", "order"],
    ["a list", [payload([burrito])]],
    ["an order without an id", payload([burrito], { id: undefined })],
    ["an order with an empty id", payload([burrito], { id: "  " })],
    ["an order with an object id", payload([burrito], { id: { value: 1 } })],
    ["an envelope whose order is a list", { event: {}, order: [payload([burrito])] }],
  ])("refuses %s: no order", (_case, body) => {
    expect(() => mapDoorDashOrder(body)).toThrow(PayloadError);
  });
});
