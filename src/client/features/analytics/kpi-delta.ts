/**
 * A figure against the same figure of the previous period of equal length. Rates
 * (completion) move in percentage points; counts, money and durations in percent of the
 * previous value. Whether up is good depends on the figure: more orders is better, a longer
 * preparation time or more cancellations is worse.
 */
export type DeltaKind = "percent" | "points";
export type Direction = "up" | "down";

export type Delta =
  | { kind: "none" }
  | { kind: "same" }
  | { kind: "change"; direction: Direction; amount: string; spoken: string; isBetter: boolean };

/** The amount shown when the previous period had none (0 cancelled, then 3). */
export const FROM_ZERO = "from 0";

export type CompareOptions = {
  current: number | null;
  previous: number | null;
  /** True for prep time and cancellations: a rise is bad news. */
  isLowerBetter?: boolean;
  unit?: DeltaKind;
};

export function compareFigures({
  current,
  previous,
  isLowerBetter = false,
  unit = "percent",
}: CompareOptions): Delta {
  if (current === null || previous === null) return { kind: "none" };
  if (current === previous) return { kind: "same" };
  const direction: Direction = current > previous ? "up" : "down";
  const isBetter = (direction === "up") !== isLowerBetter;
  // Up from nothing: no base to take a percentage of, but still a rise worth an arrow.
  if (unit === "percent" && previous === 0)
    return {
      kind: "change",
      direction,
      amount: FROM_ZERO,
      spoken: "up from none in the previous period",
      isBetter,
    };
  const change =
    unit === "points"
      ? Math.abs(current - previous) * 100
      : (Math.abs(current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.round(change);
  const isTiny = rounded === 0;
  const amount =
    unit === "points" ? `${isTiny ? "<1" : rounded} pts` : `${isTiny ? "<1" : rounded}%`;
  const spokenAmount =
    unit === "points"
      ? `${isTiny ? "less than 1" : rounded} percentage ${rounded === 1 ? "point" : "points"}`
      : `${isTiny ? "less than 1" : rounded}%`;
  return {
    kind: "change",
    direction,
    amount,
    spoken: `${direction} ${spokenAmount} from the previous period`,
    isBetter,
  };
}
