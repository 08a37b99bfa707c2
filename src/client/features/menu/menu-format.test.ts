import { describe, expect, it } from "vitest";
import {
  clockTimeOf,
  defaultBackAtTime,
  formatBackAtTime,
  formatClockTime,
  formatPublishedAt,
} from "./menu-format";

const NEW_YORK = "America/New_York";

describe("the time 'Back at' starts on", () => {
  it.each([
    { now: "2026-01-06T19:07:00Z", expected: "15:15" }, // 14:07 in New York
    { now: "2026-01-06T19:00:00Z", expected: "15:00" }, // 14:00: exactly an hour on
    { now: "2026-01-06T19:46:00Z", expected: "16:00" }, // 14:46
    { now: "2026-01-07T04:20:00Z", expected: "00:30" }, // 23:20 wraps past midnight
  ])("is $expected at $now", ({ now, expected }) => {
    expect(defaultBackAtTime({ now: new Date(now), timeZone: NEW_YORK })).toBe(expected);
  });
});

describe("menu times", () => {
  it("reads a 24-hour clock time on a 12-hour clock", () => {
    expect(formatClockTime("17:30")).toBe("5:30 PM");
    expect(formatClockTime("00:05")).toBe("12:05 AM");
    expect(formatClockTime("12:00")).toBe("12:00 PM");
  });

  it("says when in the restaurant's clock, not the device's", () => {
    expect(formatBackAtTime("2026-01-06T22:30:00.000Z", NEW_YORK)).toBe("5:30 PM");
    expect(formatPublishedAt("2026-11-27T19:05:00.000Z", NEW_YORK)).toBe("Nov 27 at 2:05 PM");
    expect(clockTimeOf("2026-01-06T22:30:00.000Z", NEW_YORK)).toBe("17:30");
    expect(clockTimeOf("2026-01-07T05:05:00.000Z", NEW_YORK)).toBe("00:05");
  });
});
