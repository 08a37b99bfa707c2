import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalTextToCents, parseDecimalCents } from "./money-text";
import { PayloadError } from "./types";

describe("parseDecimalCents", () => {
  it.each([
    ["10.00", 1000],
    ["10.10", 1010],
    ["0.1", 10],
    ["0.29", 29],
    ["12", 1200],
    ["12.5", 1250],
    ["0", 0],
    ["0.00", 0],
    ["007.50", 750],
    ["1.230", 123],
    ["0.9000", 90],
    [" 3.99 ", 399],
    ["414.95", 41495],
    ["90071992547409.91", 9007199254740991],
  ])("reads %j as %i cents without float error", (text, cents) => {
    expect(parseDecimalCents(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ["abc", '"abc" is not a decimal amount'],
    ["", '"" is not a decimal amount'],
    ["1e3", '"1e3" is not a decimal amount'],
    ["1,000.00", '"1,000.00" is not a decimal amount'],
    [".5", '".5" is not a decimal amount'],
    ["5.", '"5." is not a decimal amount'],
    ["$5.00", '"$5.00" is not a decimal amount'],
    ["+5.00", '"+5.00" is not a decimal amount'],
    ["NaN", '"NaN" is not a decimal amount'],
    ["-1.00", '"-1.00" is negative'],
    ["1.234", '"1.234" has fractions of a cent'],
    ["0.001", '"0.001" has fractions of a cent'],
    ["90071992547409.92", '"90071992547409.92" is too large'],
  ])("refuses %j: %s", (text, reason) => {
    expect(parseDecimalCents(text)).toEqual({ ok: false, reason });
  });

  it("agrees with exact integer arithmetic for every amount with two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        expect(parseDecimalCents(text)).toEqual({ ok: true, cents });
      }),
    );
  });
});

describe("decimalTextToCents", () => {
  it("returns the cents of a valid amount", () => {
    expect(decimalTextToCents("199.00")).toBe(19900);
  });

  it("throws a PayloadError carrying the reason", () => {
    expect(() => decimalTextToCents("1.234")).toThrow(
      new PayloadError('"1.234" has fractions of a cent'),
    );
  });
});
