import { describe, expect, it } from "vitest";
import { formatRelativeTime, formatUpcomingTime } from "./relative-time";

const NEW_YORK = "America/New_York";
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Formats in New York unless told otherwise; dates are ISO strings with explicit offsets. */
function relative(date: string | number | Date, now: string | number, timeZone = NEW_YORK): string {
  return formatRelativeTime({ date, now: new Date(now), timeZone });
}

describe("formatRelativeTime within six hours", () => {
  // Friday 20 November 2026, 3:00 PM in New York (EST, UTC-5).
  const now = Date.parse("2026-11-20T15:00:00-05:00");
  const ago = (ms: number) => relative(now - ms, now);

  it.each([
    ["0 s", 0, "just now"],
    ["59 s", 59 * SECOND, "just now"],
    ["59.999 s", MINUTE - 1, "just now"],
    ["60 s", MINUTE, "1 min ago"],
    ["119 s", 119 * SECOND, "1 min ago"],
    ["120 s", 2 * MINUTE, "2 mins ago"],
    ["59 min", 59 * MINUTE, "59 mins ago"],
    ["59 min 59 s", HOUR - SECOND, "59 mins ago"],
    ["60 min", HOUR, "1 hour ago"],
    ["119 min", 119 * MINUTE, "1 hour ago"],
    ["2 h", 2 * HOUR, "2 hours ago"],
    ["5 h 59 min", 5 * HOUR + 59 * MINUTE, "5 hours ago"],
    ["5 h 59 min 59.999 s", 6 * HOUR - 1, "5 hours ago"],
  ])("%s ago reads %j", (_label, elapsed, expected) => {
    expect(ago(elapsed)).toBe(expected);
  });

  it("6 h ago the same calendar day reads 'Today at 9:00 AM'", () => {
    expect(ago(6 * HOUR)).toBe("Today at 9:00 AM");
  });

  it("reads the clock of earlier today", () => {
    expect(relative("2026-11-20T07:05:00-05:00", now)).toBe("Today at 7:05 AM");
    expect(relative("2026-11-20T00:00:00-05:00", now)).toBe("Today at 12:00 AM");
  });

  it("reads a future timestamp as 'just now'", () => {
    expect(ago(-5 * MINUTE)).toBe("just now");
    expect(ago(-2 * 24 * HOUR)).toBe("just now");
  });

  it.each(["not a date", "", Number.NaN, new Date("nope")])(
    "reads the invalid date %j as ''",
    (date) => {
      expect(relative(date, now)).toBe("");
    },
  );
});

describe("formatRelativeTime around midnight", () => {
  const justAfterMidnight = "2026-11-20T00:10:00-05:00";

  it("an order at 11:30 PM seen at 00:10 the next day reads '40 mins ago'", () => {
    expect(relative("2026-11-19T23:30:00-05:00", justAfterMidnight)).toBe("40 mins ago");
  });

  it("an order 5 hours before midnight still reads in hours", () => {
    expect(relative("2026-11-19T19:00:00-05:00", justAfterMidnight)).toBe("5 hours ago");
  });

  it("an order 7 hours before, seen just after midnight, reads 'Yesterday at 5:10 PM'", () => {
    expect(relative("2026-11-19T17:10:00-05:00", justAfterMidnight)).toBe("Yesterday at 5:10 PM");
  });
});

describe("formatRelativeTime on earlier days", () => {
  const now = "2026-11-20T15:00:00-05:00";

  it.each([
    ["2026-11-19T18:05:00-05:00", "Yesterday at 6:05 PM"],
    ["2026-11-19T00:00:00-05:00", "Yesterday at 12:00 AM"],
    ["2026-11-18T23:59:00-05:00", "Nov 18 at 11:59 PM"],
    ["2026-11-18T18:05:00-05:00", "Nov 18 at 6:05 PM"],
    ["2026-01-01T00:05:00-05:00", "Jan 1 at 12:05 AM"],
    ["2025-12-31T20:15:00-05:00", "Dec 31, 2025 at 8:15 PM"],
    ["2019-07-04T12:30:00-04:00", "Jul 4, 2019 at 12:30 PM"],
  ])("an order placed %s reads %j", (date, expected) => {
    expect(relative(date, now)).toBe(expected);
  });

  it("says Yesterday across New Year", () => {
    expect(relative("2025-12-31T20:15:00-05:00", "2026-01-01T10:00:00-05:00")).toBe(
      "Yesterday at 8:15 PM",
    );
  });

  it("adds the year to a date in the previous year", () => {
    expect(relative("2025-12-31T20:15:00-05:00", "2026-01-05T10:00:00-05:00")).toBe(
      "Dec 31, 2025 at 8:15 PM",
    );
  });
});

describe("formatRelativeTime on the daylight-saving change days in New York", () => {
  // 2026-03-08: 2:00 AM EST becomes 3:00 AM EDT, so the day has 23 hours.
  it("spring forward: an order at 12:30 AM reads Today late that evening", () => {
    expect(relative("2026-03-08T00:30:00-05:00", "2026-03-08T22:00:00-04:00")).toBe(
      "Today at 12:30 AM",
    );
  });

  it("spring forward: an order just after the jump reads its new clock time", () => {
    expect(relative("2026-03-08T03:30:00-04:00", "2026-03-08T11:00:00-04:00")).toBe(
      "Today at 3:30 AM",
    );
  });

  it("spring forward: an order at 11 PM the night before reads Yesterday", () => {
    expect(relative("2026-03-07T23:00:00-05:00", "2026-03-08T11:00:00-04:00")).toBe(
      "Yesterday at 11:00 PM",
    );
  });

  // 2026-11-01: 2:00 AM EDT becomes 1:00 AM EST, so the day has 25 hours.
  it("fall back: an order 24 h 50 min earlier on the same day reads Today", () => {
    expect(relative("2026-11-01T00:05:00-04:00", "2026-11-01T23:55:00-05:00")).toBe(
      "Today at 12:05 AM",
    );
  });

  it("fall back: an order the evening before reads Yesterday", () => {
    expect(relative("2026-10-31T22:00:00-04:00", "2026-11-01T23:30:00-05:00")).toBe(
      "Yesterday at 10:00 PM",
    );
  });

  it.each(["2026-11-01T01:30:00-04:00", "2026-11-01T01:30:00-05:00"])(
    "fall back: both 1:30 AMs (%s) read 'Yesterday at 1:30 AM' the next morning",
    (date) => {
      expect(relative(date, "2026-11-02T08:00:00-05:00")).toBe("Yesterday at 1:30 AM");
    },
  );
});

describe("formatRelativeTime in other time zones", () => {
  const order = "2026-11-20T06:30:00Z";
  const now = "2026-11-20T16:00:00Z";

  it.each([
    [NEW_YORK, "Today at 1:30 AM"],
    ["America/Los_Angeles", "Yesterday at 10:30 PM"],
    ["UTC", "Today at 6:30 AM"],
  ])("reads the calendar day and clock of %s: %j", (timeZone, expected) => {
    expect(relative(order, now, timeZone)).toBe(expected);
  });

  it("decides the year in the given zone", () => {
    const newYearsEve = "2026-01-01T03:00:00Z";
    const later = "2026-01-05T15:00:00Z";
    expect(relative(newYearsEve, later, NEW_YORK)).toBe("Dec 31, 2025 at 10:00 PM");
    expect(relative(newYearsEve, later, "UTC")).toBe("Jan 1 at 3:00 AM");
  });
});

describe("formatUpcomingTime", () => {
  const now = new Date("2026-11-25T15:00:00Z");
  it.each([
    ["2026-11-25T23:30:00Z", "Today at 6:30 PM"],
    ["2026-11-26T14:00:00Z", "Tomorrow at 9:00 AM"],
    ["2026-11-24T14:00:00Z", "Yesterday at 9:00 AM"],
    ["2026-12-02T17:00:00Z", "Dec 2 at 12:00 PM"],
  ])("reads %s as %j in New York", (date, expected) => {
    expect(formatUpcomingTime({ date, now, timeZone: "America/New_York" })).toBe(expected);
  });
});
