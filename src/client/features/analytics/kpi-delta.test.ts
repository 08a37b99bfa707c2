import { describe, expect, it } from "vitest";
import { compareFigures } from "./kpi-delta";

describe("a figure against the previous period", () => {
  it.each([
    // current, previous, isLowerBetter, amount, direction, isBetter
    [120, 100, false, "20%", "up", true],
    [92, 100, false, "8%", "down", false],
    [900, 780, true, "15%", "up", false],
    [3, 5, true, "40%", "down", true],
    [1001, 1000, false, "<1%", "up", true],
  ] as const)(
    "%s against %s (lower better: %s) is %s %s",
    (current, previous, isLowerBetter, amount, direction, isBetter) => {
      expect(compareFigures({ current, previous, isLowerBetter })).toEqual({
        kind: "change",
        direction,
        amount,
        spoken: `${direction} ${amount.replace("<1", "less than 1")} from the previous period`,
        isBetter,
      });
    },
  );

  it("moves rates in percentage points", () => {
    expect(compareFigures({ current: 0.9, previous: 0.85, unit: "points" })).toMatchObject({
      amount: "5 pts",
      spoken: "up 5 percentage points from the previous period",
      isBetter: true,
    });
    expect(compareFigures({ current: 0.8, previous: 0.81, unit: "points" })).toMatchObject({
      amount: "1 pts",
      spoken: "down 1 percentage point from the previous period",
    });
  });

  it("shows a rise from nothing with its arrow: 0 cancelled before, 3 now is worse", () => {
    expect(compareFigures({ current: 3, previous: 0, isLowerBetter: true })).toEqual({
      kind: "change",
      direction: "up",
      amount: "from 0",
      spoken: "up from none in the previous period",
      isBetter: false,
    });
    expect(compareFigures({ current: 12, previous: 0 })).toMatchObject({
      direction: "up",
      isBetter: true,
    });
  });

  it("says 'no change' when equal, and has no delta without a previous figure", () => {
    expect(compareFigures({ current: 0, previous: 0 })).toEqual({ kind: "same" });
    expect(compareFigures({ current: 12, previous: 12 })).toEqual({ kind: "same" });
    expect(compareFigures({ current: 12, previous: null })).toEqual({ kind: "none" });
    expect(compareFigures({ current: null, previous: 12 })).toEqual({ kind: "none" });
    // A rate from 0% has a base in points.
    expect(compareFigures({ current: 0.5, previous: 0, unit: "points" })).toMatchObject({
      amount: "50 pts",
    });
  });
});
