import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { salesTaxMinor } from "./sales-tax";

describe("salesTaxMinor", () => {
  it.each([
    // 8.875% of $16.95 is $1.5043125: $1.50.
    [1695, 8.875, 150],
    // 8.875% of $4.00 is exactly $0.355: half rounds up to $0.36.
    [400, 8.875, 36],
    // 7% of $0.50 is exactly $0.035: $0.04.
    [50, 7, 4],
    [2985, 8.875, 265],
    [2985, 0, 0],
    [0, 8.875, 0],
    [100_000, 30, 30_000],
  ])("charges %i cents at %d%% as %i cents", (subtotal, percent, tax) => {
    expect(salesTaxMinor(subtotal, percent)).toBe(tax);
  });

  it("is the exact product rounded half up, for every subtotal and rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 250_000_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        (subtotal, millipercent) => {
          const exact = BigInt(subtotal) * BigInt(millipercent);
          const expected = Number((exact + 50_000n) / 100_000n);
          expect(salesTaxMinor(subtotal, millipercent / 1000)).toBe(expected);
        },
      ),
    );
  });
});
