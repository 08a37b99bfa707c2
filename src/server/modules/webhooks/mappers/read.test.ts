import { describe, expect, it } from "vitest";
import {
  asId,
  asNumber,
  asObject,
  CheckNotes,
  describeValue,
  objectsOf,
  readDecimal,
  readMinor,
  readQuantity,
} from "./read";

describe("the lenient readers", () => {
  it("read what is of the right type and nothing else", () => {
    expect(asObject({ a: 1 })).toEqual({ a: 1 });
    expect(asObject([1])).toBeUndefined();
    expect(objectsOf([{ a: 1 }, 2, null, "x", { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(objectsOf("not a list")).toEqual([]);
    expect(asId(" 88642 ")).toBe("88642");
    expect(asId(88642)).toBe("88642");
    expect(asId(1.5)).toBeUndefined();
    expect(asId("")).toBeUndefined();
    expect(asNumber("12.50")).toBe(12.5);
    expect(asNumber("1e3")).toBeUndefined();
  });

  it("describe a value briefly, never a whole structure", () => {
    expect(describeValue({ deep: [[[]]] })).toBe("an object");
    expect(describeValue([1, 2])).toBe("a list");
    expect(describeValue("x".repeat(100))).toHaveLength(40);
    expect(describeValue(undefined)).toBe("(missing)");
  });
});

describe("CheckNotes", () => {
  it("says each thing once and stops after twenty", () => {
    const notes = new CheckNotes();
    notes.add("a");
    notes.add("a");
    for (let index = 0; index < 30; index += 1) notes.add(`note ${index}`);
    expect(notes.list()).toHaveLength(21);
    expect(notes.list()[0]).toBe("a");
    expect(notes.list().at(-1)).toBe("…and more");
  });
});

describe("readMinor", () => {
  it("reads whole minor units, rounds a fraction once with a note, notes the rest", () => {
    const notes = new CheckNotes();
    expect(readMinor(1699, "total.amount", notes)).toBe(1699);
    expect(readMinor("350", "price", notes)).toBe(350);
    expect(readMinor(3.27, "gross_amount", notes)).toBe(3);
    expect(readMinor({ amount: 1 }, "tax", notes)).toBeUndefined();
    expect(readMinor(null, "tip", notes)).toBeUndefined();
    expect(notes.list()).toEqual([
      "gross_amount: 3.27 was rounded to a whole minor unit",
      "tax: an object is not an amount",
    ]);
  });
});

describe("readDecimal", () => {
  it.each([
    ["10.00", "USD", 1000, false],
    ["18.0000", "USD", 1800, false],
    ["3.3333", "USD", 333, true],
    ["3.335", "USD", 334, true],
    ["-5", "USD", -500, false],
    ["3888", "JPY", 3888, false],
    ["3888.50", "JPY", 3889, true],
    ["1.2505", "KWD", 1251, true],
    [15.5, "USD", 1550, false],
    [1e-7, "USD", 0, true],
  ])("reads %j %s as %i minor units (rounded: %s)", (value, currency, minor, isRounded) => {
    expect(readDecimal(value, currency, "price", new CheckNotes())).toEqual({ minor, isRounded });
  });

  it("notes what is not an amount", () => {
    const notes = new CheckNotes();
    expect(readDecimal("abc", "USD", "total", notes)).toBeUndefined();
    expect(readDecimal({ x: 1 }, "USD", "subtotal", notes)).toBeUndefined();
    expect(readDecimal("", "USD", "discount", notes)).toBeUndefined();
    expect(notes.list()).toEqual([
      'total: "abc" is not a decimal amount',
      "subtotal: an object is not an amount",
    ]);
  });
});

describe("readQuantity", () => {
  it("reads quantities up to 9,999 and shows 1 with a note for anything else", () => {
    const notes = new CheckNotes();
    expect(readQuantity(1000, "q", notes)).toBe(1000);
    expect(readQuantity(9999, "q", notes)).toBe(9999);
    expect(readQuantity("many", "items[2]", notes)).toBe(1);
    expect(readQuantity(0, "items[3]", notes)).toBe(1);
    expect(notes.list()).toEqual([
      'items[2]: quantity "many" could not be read; 1 is shown',
      "items[3]: quantity 0 could not be read; 1 is shown",
    ]);
  });
});
