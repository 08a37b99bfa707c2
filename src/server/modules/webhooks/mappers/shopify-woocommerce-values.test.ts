import { describe, expect, it } from "vitest";
import { CheckNotes } from "./read";
import {
  isFinerThanMinor,
  readCurrency,
  readExactDecimal,
  roundToMinor,
  VALUE_TEXT_LIMITS,
  valueText,
} from "./shopify-woocommerce-values";

const exact = (value: unknown) => readExactDecimal(value, "x", new CheckNotes());

describe("valueText", () => {
  it.each([
    ["Large", "Large"],
    [3, "3"],
    [true, "yes"],
    [["olives", "basil", 2], "olives, basil, 2"],
    [{ label: "Large", extra: { price: 1 } }, "label: Large, extra: price: 1"],
    [[[["deep"]]], "deep"],
  ])("shows %o as %s", (value, text) => {
    expect(valueText(value)).toBe(text);
  });

  it.each([[null], [""], [[]], [{}], [[[[["too deep"]]]]], [Number.NaN]])(
    "shows nothing readable of %o",
    (value) => {
      expect(valueText(value)).toBeUndefined();
    },
  );

  it("stops after a few entries and a short length", () => {
    const many = Array.from({ length: 100 }, (_, index) => `n${index}`);
    expect(valueText(many)?.split(", ")).toHaveLength(VALUE_TEXT_LIMITS.entries + 1);
    const long = Array.from({ length: 100 }, () => "x".repeat(50));
    expect(valueText(long)?.length).toBeLessThan(VALUE_TEXT_LIMITS.length + 60);
  });
});

describe("exact decimals", () => {
  it.each([
    ["18.0050", "USD", 1, 1801],
    ["10.0050", "USD", 3, 334],
    ["-2.005", "USD", 1, -201],
    ["1200.5", "JPY", 1, 1201],
    ["1.2345", "KWD", 1, 1235],
    [3.3333, "USD", 1, 333],
    [1e-7, "USD", 1, 0],
  ])("%s in %s divided by %i is %i minor units", (value, currency, divideBy, minor) => {
    const decimal = exact(value);
    expect(decimal && roundToMinor(decimal, { currency, divideBy })).toBe(minor);
  });

  it("multiplies before rounding once", () => {
    const decimal = exact("0.3333");
    expect(decimal && roundToMinor(decimal, { currency: "USD", multiplyBy: 7 })).toBe(233);
  });

  it("knows a decimal finer than the currency", () => {
    expect(isFinerThanMinor({ units: 18_0000n, scale: 4 }, "USD")).toBe(false);
    expect(isFinerThanMinor({ units: 18_0050n, scale: 4 }, "USD")).toBe(true);
    expect(isFinerThanMinor({ units: 12n, scale: 1 }, "JPY")).toBe(true);
  });

  it("notes what is not an amount, and reads absent values as nothing", () => {
    const notes = new CheckNotes();
    expect(readExactDecimal("1e5", "price", notes)).toBeUndefined();
    expect(readExactDecimal("9".repeat(30), "total", notes)).toBeUndefined();
    expect(readExactDecimal(undefined, "tax", notes)).toBeUndefined();
    expect(notes.list()).toEqual([
      'price: "1e5" is not an amount',
      'total: "999999999999999999999999999999" is not an amount',
    ]);
  });
});

describe("readCurrency", () => {
  it("normalizes a code, and reads anything else as USD with a note", () => {
    const notes = new CheckNotes();
    expect(readCurrency(" jpy ", notes)).toBe("JPY");
    expect(readCurrency(undefined, notes)).toBe("USD");
    expect(notes.list()).toEqual([
      "currency (missing) is not a currency code; amounts are shown as USD",
    ]);
  });
});
