import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orderMatchesSearch, type SearchableOrder } from "./search";

/** A full order: the fields search must ignore are here too, to prove they are ignored. */
const order = {
  orderNumber: "UE-4821",
  platform: "ubereats",
  status: "preparing",
  customer: {
    name: "Maria Lopez",
    phone: "(555) 010-4477",
    address: { street: "12 Elm Street", city: "Springfield", state: "IL", zipCode: "62704" },
  },
  isDelivery: true,
  deliveryFee: 399,
  tax: 212,
  subtotal: 3640,
  total: 4251,
  deliveryInstructions: "Leave at the side door",
  items: [
    {
      name: "Pad Thai",
      description: "Rice noodles with tamarind",
      quantity: 2,
      price: 1295,
      modifiers: [{ name: "Extra spicy", price: 300 }],
    },
  ],
};

describe("orderMatchesSearch finds an order through each of its seven fields", () => {
  it.each([
    ["order number", "4821"],
    ["customer name", "lopez"],
    ["customer phone", "010-44"],
    ["item name", "PAD THAI"],
    ["item description", "tamarind"],
    ["modifier name", "sPiCy"],
    ["delivery instructions", "side door"],
  ])("%s, matching %j", (_field, query) => {
    expect(orderMatchesSearch(order, query)).toBe(true);
  });

  it("matches a substring in the middle of a word", () => {
    expect(orderMatchesSearch(order, "ari")).toBe(true);
  });

  it("ignores whitespace around the query", () => {
    expect(orderMatchesSearch(order, "  Lopez\t")).toBe(true);
  });

  it("looks at every item and modifier, not just the first", () => {
    const second = { name: "Mango Sticky Rice", modifiers: [{ name: "Coconut cream" }] };
    const twoItems = { ...order, items: [...order.items, second] };
    expect(orderMatchesSearch(twoItems, "mango")).toBe(true);
    expect(orderMatchesSearch(twoItems, "coconut")).toBe(true);
  });
});

describe("orderMatchesSearch ignores the other fields", () => {
  it.each([
    ["platform", "ubereats"],
    ["platform display name", "Uber Eats"],
    ["status", "preparing"],
    ["street", "Elm Street"],
    ["city", "Springfield"],
    ["zip code", "62704"],
    ["price in cents", "1295"],
    ["price in dollars", "12.95"],
    ["total", "42.51"],
  ])("%s, not matching %j", (_field, query) => {
    expect(orderMatchesSearch(order, query)).toBe(false);
  });

  it("does not match text absent from the order", () => {
    expect(orderMatchesSearch(order, "burrito")).toBe(false);
  });

  it("never matches across two fields: the end of the name and the start of the phone", () => {
    expect(orderMatchesSearch(order, "lopez(555)")).toBe(false);
    expect(orderMatchesSearch(order, "lopez\u0000(555)")).toBe(false);
  });

  it("searches the same order again, in any case, with the same answers", () => {
    for (const query of ["PAD", "pad", "burrito", "Lopez", "4821"]) {
      expect(orderMatchesSearch(order, query)).toBe(orderMatchesSearch({ ...order }, query));
    }
  });
});

describe("a blank query", () => {
  it.each(["", " ", "   ", "\t\n"])("%j matches every order", (query) => {
    expect(orderMatchesSearch(order, query)).toBe(true);
  });
});

// Letters whose upper and lower case map back and forth one to one, so a case change
// of a substring is still a case-insensitive substring.
const ALPHABET = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 #-().,'éñüÉÑÜ",
];
const text = fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength: 20 });
const searchableOrder: fc.Arbitrary<SearchableOrder> = fc.record(
  {
    orderNumber: text,
    customer: fc.record({ name: text, phone: text }),
    items: fc.array(
      fc.record(
        {
          name: text,
          description: text,
          modifiers: fc.array(fc.record({ name: text }), { maxLength: 3 }),
        },
        { requiredKeys: ["name", "modifiers"] },
      ),
      { maxLength: 4 },
    ),
    deliveryInstructions: text,
  },
  { requiredKeys: ["orderNumber", "customer", "items"] },
);

/** The seven searchable fields, listed here rather than taken from the module under test. */
function fieldsOf(candidate: SearchableOrder): string[] {
  return [
    candidate.orderNumber,
    candidate.customer.name,
    candidate.customer.phone,
    ...candidate.items.flatMap((item) => [
      item.name,
      item.description ?? "",
      ...item.modifiers.map((modifier) => modifier.name),
    ]),
    candidate.deliveryInstructions ?? "",
  ];
}

function changeCase(value: string, pattern: boolean[]): string {
  return [...value]
    .map((char, index) =>
      pattern[index % pattern.length] ? char.toUpperCase() : char.toLowerCase(),
    )
    .join("");
}

describe("search properties", () => {
  it("any substring of any searchable field, in any letter case, matches", () => {
    const withNeedle = searchableOrder.chain((candidate) => {
      const fields = fieldsOf(candidate);
      return fc.record({
        candidate: fc.constant(candidate),
        field: fc.constantFrom(...fields),
        start: fc.nat(),
        length: fc.nat(),
        pattern: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
      });
    });
    fc.assert(
      fc.property(withNeedle, ({ candidate, field, start, length, pattern }) => {
        const from = field.length === 0 ? 0 : start % field.length;
        const needle = changeCase(field.slice(from, from + length), pattern);
        expect(orderMatchesSearch(candidate, needle)).toBe(true);
      }),
    );
  });

  it("a needle of a character found in no searchable field does not match", () => {
    const needleChars = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789#-@!?"];
    fc.assert(
      fc.property(
        searchableOrder,
        fc.constantFrom(...needleChars),
        fc.integer({ min: 1, max: 3 }),
        (candidate, char, repeat) => {
          const haystack = fieldsOf(candidate).join("\n").toLowerCase();
          fc.pre(!haystack.includes(char.toLowerCase()));
          expect(orderMatchesSearch(candidate, char.repeat(repeat))).toBe(false);
        },
      ),
    );
  });
});
