import { describe, expect, it } from "vitest";
import {
  analyticsSearch,
  parseAnalyticsSearch,
  resolvePeriod,
  validateCustomRange,
} from "./period";

describe("the period in the address", () => {
  it("is the last 7 days without test orders when the address says nothing", () => {
    expect(parseAnalyticsSearch("")).toEqual({
      selection: { kind: "preset", preset: "last-7-days" },
      includeTest: false,
    });
    expect(parseAnalyticsSearch("period=next-year").selection).toEqual({
      kind: "preset",
      preset: "last-7-days",
    });
  });

  it.each([
    [{ selection: { kind: "preset", preset: "today" }, includeTest: false }, "period=today"],
    [
      { selection: { kind: "preset", preset: "last-30-days" }, includeTest: true },
      "period=last-30-days&test=1",
    ],
    [
      { selection: { kind: "custom", from: "2026-11-01", to: "2026-11-15" }, includeTest: true },
      "from=2026-11-01&to=2026-11-15&test=1",
    ],
    [
      { selection: { kind: "preset", preset: "today" }, includeTest: false, currency: "AUD" },
      "period=today&currency=AUD",
    ],
    [
      { selection: { kind: "preset", preset: "today" }, includeTest: false, isAllLocations: true },
      "period=today&locations=all",
    ],
  ] as const)("writes %j as %s and reads it back", (view, search) => {
    expect(analyticsSearch(view)).toBe(search);
    expect(parseAnalyticsSearch(search)).toEqual(view);
  });

  it("reads a currency in any case, and ignores one that is not a code", () => {
    expect(parseAnalyticsSearch("period=today&currency=jpy").currency).toBe("JPY");
    expect(parseAnalyticsSearch("period=today&currency=dollars")).not.toHaveProperty("currency");
  });

  it("resolves presets against today, and custom ranges only when valid", () => {
    const today = "2026-03-01";
    expect(resolvePeriod({ kind: "preset", preset: "yesterday" }, today)).toEqual({
      from: "2026-02-28",
      to: "2026-02-28",
    });
    expect(resolvePeriod({ kind: "preset", preset: "last-30-days" }, today)).toEqual({
      from: "2026-01-31",
      to: "2026-03-01",
    });
    expect(resolvePeriod({ kind: "custom", from: "2026-02-30", to: "2026-03-01" }, today)).toBe(
      null,
    );
  });
});

describe("a custom range is checked before it is asked for", () => {
  it.each([
    ["", "2026-11-15", "from", "Choose the first day of the period."],
    ["2026-11-01", "", "to", "Choose the last day of the period."],
    ["2026-11-31", "2026-12-01", "from", "Enter a date such as 2026-11-22."],
    ["2026-11-15", "2026-11-14", "to", "The last day can't be before the first day."],
    ["2025-01-01", "2026-01-02", "to", "A period can be at most 366 days."],
    ["9999-12-31", "9999-12-31", "from", "Choose a date from 2000 to 2099."],
    ["2099-12-01", "2100-01-01", "to", "Choose a date from 2000 to 2099."],
  ])("from %j to %j: %s says %s", (from, to, field, message) => {
    expect(validateCustomRange(from, to)).toEqual({ field, message });
  });

  it("takes one day, and a leap year's 366", () => {
    expect(validateCustomRange("2026-11-15", "2026-11-15")).toBeNull();
    expect(validateCustomRange("2028-01-01", "2028-12-31")).toBeNull();
  });
});
