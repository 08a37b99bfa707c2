import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  centsToDollars,
  currencyExponent,
  dollarsToCents,
  formatMoney,
  formatUsd,
  hasWholeCents,
  hasWholeMinorUnits,
  normalizeCurrency,
  parseDecimalMinor,
  toDecimalString,
  toMajorUnits,
  toMinorUnits,
} from "./money";

describe("dollarsToCents", () => {
  it.each([
    [0, 0],
    [12.5, 1250],
    [1234.5, 123450],
    [0.01, 1],
  ])("converts $%s to %s cents", (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  // 0.29 * 100 is 28.999999999999996 in binary floating point.
  it.each([
    [0.29, 29],
    [1.1, 110],
    [19.99, 1999],
    [0.07, 7],
    [4.35, 435],
  ])("absorbs binary noise: $%s is exactly %s cents", (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    "throws a RangeError for the non-finite amount %s",
    (dollars) => {
      expect(() => dollarsToCents(dollars)).toThrow(RangeError);
    },
  );
});

describe("centsToDollars", () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1250, 12.5],
    [1999, 19.99],
  ])("converts %s cents to $%s", (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it("round-trips every whole number of cents exactly", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000_000 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
      }),
    );
  });

  it("round-trips every two-decimal dollar amount exactly", () => {
    fc.assert(
      fc.property(fc.nat({ max: 99_999_999 }), (cents) => {
        const dollars = Number(
          `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`,
        );
        expect(centsToDollars(dollarsToCents(dollars))).toBe(dollars);
      }),
    );
  });
});

describe("hasWholeCents", () => {
  it.each([0, 3, 12.5, 3.99, 0.29, 1.1, 19.99, 1234.5])("accepts $%s", (dollars) => {
    expect(hasWholeCents(dollars)).toBe(true);
  });

  // 134218003.39 * 100 is 13421800338.999998 in binary floating point.
  it("accepts a two-decimal amount above $100 million, such as $134,218,003.39", () => {
    expect(hasWholeCents(134_218_003.39)).toBe(true);
  });

  it.each([12.345, 0.001, 0.105, 19.999])(
    "refuses $%s, which has more than two decimals",
    (dollars) => {
      expect(hasWholeCents(dollars)).toBe(false);
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("refuses the non-finite amount %s", (dollars) => {
    expect(hasWholeCents(dollars)).toBe(false);
  });
});

describe("formatUsd", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [1250, "$12.50"],
    [1999, "$19.99"],
    [123450, "$1,234.50"],
    [123456789, "$1,234,567.89"],
  ])("formats %s cents as %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});

describe("currencies", () => {
  it.each([
    ["USD", 2],
    ["AUD", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["KWD", 3],
    ["BHD", 3],
    ["XYZ", 2],
  ])("%s has %i decimals", (currency, digits) => {
    expect(currencyExponent(currency)).toBe(digits);
  });

  it.each([
    [1699, "AUD", "A$16.99"],
    [3888, "JPY", "¥3,888"],
    [1250, "KWD", "KWD 1.250"],
    [8800, "HKD", "HK$88.00"],
    [1200, "EUR", "€12.00"],
    [-200, "USD", "-$2.00"],
  ])("formats %i minor units of %s as %s", (minor, currency, text) => {
    expect(formatMoney(minor, currency).replace(/\u00a0/g, " ")).toBe(text);
  });

  it("normalises codes and refuses what is not one", () => {
    expect(normalizeCurrency(" aud ")).toBe("AUD");
    expect(normalizeCurrency("dollars")).toBeNull();
    expect(normalizeCurrency(36)).toBeNull();
  });

  it("round-trips major and minor units in every exponent", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000_000 }),
        fc.constantFrom("USD", "JPY", "KWD"),
        (minor, currency) => {
          expect(toMinorUnits(toMajorUnits(minor, currency), currency)).toBe(minor);
          expect(hasWholeMinorUnits(toMajorUnits(minor, currency), currency)).toBe(true);
        },
      ),
    );
  });
});

describe("parseDecimalMinor", () => {
  it.each([
    ["10.00", "USD", 1000, false],
    ["0.1", "USD", 10, false],
    ["3.3333", "USD", 333, true],
    ["3.335", "USD", 334, true],
    ["-3.335", "USD", -334, true],
    ["3888.4", "JPY", 3888, true],
    ["1.2345", "KWD", 1235, true],
    [" 12 ", "USD", 1200, false],
  ])("reads %j in %s as %i (rounded: %s)", (text, currency, minor, isRounded) => {
    expect(parseDecimalMinor(text, currency)).toEqual({ ok: true, minor, isRounded });
  });

  it.each(["abc", "", "1e3", "1,000.00", ".5", "5.", "$5", "99999999999999999999"])(
    "refuses %j with the reason",
    (text) => {
      const result = parseDecimalMinor(text, "USD");
      expect(result.ok).toBe(false);
    },
  );

  it("agrees with the exact decimal for any amount and exponent", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), fc.nat({ max: 9999 }), (whole, fraction) => {
        const text = `${whole}.${String(fraction).padStart(4, "0")}`;
        const result = parseDecimalMinor(text, "USD");
        const exact = whole * 100 + fraction / 100;
        expect(result).toEqual({
          ok: true,
          minor: Math.floor(exact + 0.5 + 1e-9),
          isRounded: fraction % 100 !== 0,
        });
      }),
    );
  });
});

describe("toDecimalString", () => {
  it("writes major units with the currency's own decimals, as payloads carry money", () => {
    expect(toDecimalString(1250, "USD")).toBe("12.50");
    expect(toDecimalString(3888, "JPY")).toBe("3888");
    expect(toDecimalString(1250, "KWD")).toBe("1.250");
    expect(toDecimalString(-200, "USD")).toBe("-2.00");
  });
});
