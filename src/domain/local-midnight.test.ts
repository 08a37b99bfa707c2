import { describe, expect, it } from "vitest";
import { nextLocalMidnight, startOfLocalDay } from "./local-midnight";

const at = (iso: string) => new Date(iso);

describe("nextLocalMidnight", () => {
  it.each([
    // An ordinary winter evening in New York (UTC-5).
    ["2026-01-15T22:30:00-05:00", "America/New_York", "2026-01-16T05:00:00.000Z"],
    // The evening before spring forward: that midnight is still EST.
    ["2026-03-07T22:00:00-05:00", "America/New_York", "2026-03-08T05:00:00.000Z"],
    // The spring-forward day itself is 23 hours long; its end is midnight EDT.
    ["2026-03-08T10:00:00-04:00", "America/New_York", "2026-03-09T04:00:00.000Z"],
    // The fall-back day is 25 hours long.
    ["2026-11-01T00:30:00-04:00", "America/New_York", "2026-11-02T05:00:00.000Z"],
    // A minute before midnight, and exactly at midnight (the next one, a day later).
    ["2026-06-30T23:59:00-07:00", "America/Los_Angeles", "2026-07-01T07:00:00.000Z"],
    ["2026-07-01T00:00:00-07:00", "America/Los_Angeles", "2026-07-02T07:00:00.000Z"],
    // Across a year's end, east of UTC.
    ["2026-12-31T18:00:00+09:00", "Asia/Tokyo", "2026-12-31T15:00:00.000Z"],
    ["2026-11-22T10:00:00Z", "UTC", "2026-11-23T00:00:00.000Z"],
  ])("from %s in %s is %s", (now, zone, expected) => {
    expect(nextLocalMidnight(at(now), zone).toISOString()).toBe(expected);
  });

  it("lands on the first instant of a day whose midnight daylight saving skips", () => {
    // Santiago springs forward at 00:00 on 2026-09-06: the day starts at 01:00 (UTC-3).
    expect(
      startOfLocalDay({ year: 2026, month: 9, day: 6 }, "America/Santiago").toISOString(),
    ).toBe("2026-09-06T04:00:00.000Z");
  });

  it("is always later than now and at most 25 hours away, for every hour of a year", () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3600_000);
      for (const zone of ["America/New_York", "Europe/London", "Australia/Sydney"]) {
        const next = nextLocalMidnight(now, zone).getTime();
        expect(next).toBeGreaterThan(now.getTime());
        expect(next - now.getTime()).toBeLessThanOrEqual(25 * 3600_000);
      }
    }
  });
});
