import { describe, expect, it } from "vitest";
import { presetRange } from "./api/analytics";
import {
  addDays,
  daysInRange,
  eachDate,
  isCalendarDate,
  parseCalendarDate,
  previousRange,
} from "./calendar-date";
import { localDateOf } from "./local-midnight";

describe("calendar dates", () => {
  it("accepts real dates only", () => {
    expect(parseCalendarDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
    for (const wrong of ["2026-02-29", "2026-13-01", "2026-1-01", "22/11/2026", ""])
      expect(isCalendarDate(wrong), wrong).toBe(false);
  });

  it("counts days across months, years and daylight-saving changes", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysInRange("2026-03-01", "2026-03-31")).toBe(31);
    expect(daysInRange("2026-03-08", "2026-03-08")).toBe(1);
    expect(eachDate("2026-10-31", "2026-11-02")).toEqual([
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
  });

  it("compares a period with as many days just before it", () => {
    expect(previousRange("2026-11-22", "2026-11-22")).toEqual({
      from: "2026-11-21",
      to: "2026-11-21",
    });
    expect(previousRange("2026-11-16", "2026-11-22")).toEqual({
      from: "2026-11-09",
      to: "2026-11-15",
    });
  });

  it("gives the presets' days from the restaurant's today", () => {
    expect(presetRange("today", "2026-03-01")).toEqual({ from: "2026-03-01", to: "2026-03-01" });
    expect(presetRange("yesterday", "2026-03-01")).toEqual({
      from: "2026-02-28",
      to: "2026-02-28",
    });
    expect(presetRange("last-7-days", "2026-03-01")).toEqual({
      from: "2026-02-23",
      to: "2026-03-01",
    });
    expect(presetRange("last-30-days", "2026-03-01")).toEqual({
      from: "2026-01-31",
      to: "2026-03-01",
    });
  });

  it("reads today's date on the restaurant's clock, not the server's", () => {
    const instant = new Date("2026-03-09T03:30:00Z");
    expect(localDateOf(instant, "America/New_York")).toBe("2026-03-08");
    expect(localDateOf(instant, "Europe/Berlin")).toBe("2026-03-09");
    expect(localDateOf(new Date("0999-01-01T12:00:00Z"), "UTC")).toBe("0999-01-01");
  });
});
