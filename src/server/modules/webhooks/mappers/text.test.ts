import { describe, expect, it } from "vitest";
import { orderDetailsSchema } from "../../../../domain/order";
import {
  buildAddress,
  cleanText,
  firstPhone,
  htmlToText,
  joinInstructions,
  joinItemNote,
  joinKitchenNote,
  joinName,
  TEXT_LIMITS,
} from "./text";

describe("TEXT_LIMITS", () => {
  it("agree with the order schema: text at the limit passes, one more character does not", () => {
    const fields: Array<[keyof typeof TEXT_LIMITS, (text: string) => unknown]> = [
      ["orderNumber", (text) => ({ ...order, orderNumber: text })],
      ["customerName", (text) => ({ ...order, customer: { name: text } })],
      ["phone", (text) => ({ ...order, customer: { name: "A", phone: text } })],
      ["street", (text) => ({ ...order, customer: { name: "A", address: { street: text } } })],
      ["itemName", (text) => ({ ...order, items: [{ ...item, name: text }] })],
      ["itemDescription", (text) => ({ ...order, items: [{ ...item, description: text }] })],
      [
        "modifierName",
        (text) => ({ ...order, items: [{ ...item, modifiers: [{ name: text, price: 0 }] }] }),
      ],
      ["instructions", (text) => ({ ...order, deliveryInstructions: text })],
      ["itemNote", (text) => ({ ...order, items: [{ ...item, note: text }] })],
      ["kitchenNote", (text) => ({ ...order, kitchenNote: text })],
      ["label", (text) => ({ ...order, fees: [{ label: text, amount: 1 }] })],
      ["note", (text) => ({ ...order, checkNotes: [text] })],
    ];
    for (const [field, build] of fields) {
      const limit = TEXT_LIMITS[field];
      expect(orderDetailsSchema.safeParse(build("x".repeat(limit))).success, field).toBe(true);
      expect(orderDetailsSchema.safeParse(build("x".repeat(limit + 1))).success, field).toBe(false);
    }
  });
});

const item = { name: "Tea", quantity: 1, price: 100 };
const order = { orderNumber: "A1", customer: { name: "Ann" }, isDelivery: false, items: [item] };

describe("cleanText", () => {
  it.each([
    [undefined, 10, undefined],
    [null, 10, undefined],
    ["   ", 10, undefined],
    ["  Coffee  ", 10, "Coffee"],
    ["exactly10!", 10, "exactly10!"],
    ["eleven chars", 10, "eleven ch…"],
    ["abcdefgh😀xyz", 10, "abcdefgh…"],
    ["NUL\u0000 here", 20, "NUL\uFFFD here"],
    ["lone \uD800 half", 20, "lone \uFFFD half"],
  ])("cleans %j to at most %i characters: %j", (value, max, expected) => {
    expect(cleanText(value, max)).toBe(expected);
  });
});

describe("joining", () => {
  it("joins the parts of a name that are present", () => {
    expect(joinName("Larry", undefined)).toBe("Larry");
    expect(joinName(" Kelley ", "W.")).toBe("Kelley W.");
    expect(joinName(null, "")).toBeUndefined();
  });

  it("keeps instructions apart with a semicolon and caps them", () => {
    expect(joinInstructions("Ring twice", "", null, "Gate 1234")).toBe("Ring twice; Gate 1234");
    expect(joinInstructions("", undefined)).toBeUndefined();
    expect(joinInstructions("x".repeat(1200))).toHaveLength(TEXT_LIMITS.instructions);
  });

  it("caps a kitchen note at 1,000 characters and an item note at 500", () => {
    expect(joinKitchenNote("No nuts", " ", "Extra napkins")).toBe("No nuts; Extra napkins");
    expect(joinKitchenNote("x".repeat(1200))).toHaveLength(TEXT_LIMITS.kitchenNote);
    expect(joinItemNote("y".repeat(600))).toHaveLength(TEXT_LIMITS.itemNote);
    expect(joinItemNote(null, "")).toBeUndefined();
  });

  it("takes the first phone given", () => {
    expect(firstPhone(null, " ", "555-625-1199", "other")).toBe("555-625-1199");
    expect(firstPhone(undefined, null)).toBe("");
  });
});

describe("buildAddress", () => {
  it("joins the street lines and leaves out absent parts", () => {
    expect(
      buildAddress({ line1: "969 Market", line2: "Apt 3", city: "San Francisco", state: "CA" }),
    ).toEqual({ street: "969 Market, Apt 3", city: "San Francisco", state: "CA" });
    expect(buildAddress({ line1: "1 Main St", line2: "", zipCode: " 40202 " })).toEqual({
      street: "1 Main St",
      zipCode: "40202",
    });
  });

  it("has no address without a street line, a place or a point", () => {
    expect(buildAddress({ line1: " ", city: "Louisville" })).toBeUndefined();
  });

  it("keeps a place, a map place id or coordinates when there is no street", () => {
    expect(buildAddress({ line1: "", place: "Acme Tower", placeId: "ChIJ123" })).toEqual({
      street: "",
      place: "Acme Tower",
      placeId: "ChIJ123",
    });
    expect(buildAddress({ latitude: -37.81, longitude: 145.1 })).toEqual({
      street: "",
      latitude: -37.81,
      longitude: 145.1,
    });
    expect(buildAddress({ latitude: 95, longitude: 145.1 })).toBeUndefined();
  });
});

describe("htmlToText", () => {
  it.each([
    ["Ship Your Idea &ndash; Color: Black", "Ship Your Idea – Color: Black"],
    ["Fish &amp; Chips", "Fish & Chips"],
    ["<p>Extra <b>cheese</b></p>", "Extra cheese"],
    ["Caf&#233; &#x2014; 1", "Café — 1"],
    ["&unknown; stays", "&unknown; stays"],
  ])("reads %j as %j", (html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });
});
