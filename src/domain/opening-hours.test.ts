import { describe, expect, it } from "vitest";
import { currentOpeningStart, type OpeningHours } from "./opening-hours";

const ZONE = "America/Chicago";
// 2026-11-26 is a Thursday; Chicago is UTC-6 then.
const at = (local: string) => new Date(`${local}-06:00`);
const week = (period: { open: string; close: string } | null): OpeningHours =>
  Array.from({ length: 7 }, () => period);

describe("currentOpeningStart", () => {
  it("is the day's opening time while open, and null before and after", () => {
    const hours = week({ open: "11:00", close: "22:00" });
    expect(currentOpeningStart(hours, at("2026-11-26T10:59:00"), ZONE)).toBeNull();
    expect(currentOpeningStart(hours, at("2026-11-26T11:00:00"), ZONE)).toEqual(
      at("2026-11-26T11:00:00"),
    );
    expect(currentOpeningStart(hours, at("2026-11-26T21:59:00"), ZONE)).toEqual(
      at("2026-11-26T11:00:00"),
    );
    expect(currentOpeningStart(hours, at("2026-11-26T22:00:00"), ZONE)).toBeNull();
  });

  it("runs a period past midnight into the next day", () => {
    const hours = week(null);
    hours[4] = { open: "18:00", close: "02:00" }; // Thursday night
    expect(currentOpeningStart(hours, at("2026-11-26T23:30:00"), ZONE)).toEqual(
      at("2026-11-26T18:00:00"),
    );
    expect(currentOpeningStart(hours, at("2026-11-27T01:59:00"), ZONE)).toEqual(
      at("2026-11-26T18:00:00"),
    );
    expect(currentOpeningStart(hours, at("2026-11-27T02:00:00"), ZONE)).toBeNull();
    // Friday has no hours of its own.
    expect(currentOpeningStart(hours, at("2026-11-27T19:00:00"), ZONE)).toBeNull();
  });

  it("treats a day without a period as closed, on the restaurant's clock", () => {
    const hours = week({ open: "09:00", close: "17:00" });
    hours[5] = null; // Friday
    // 16:00 UTC on Friday is 10:00 in Chicago: closed all Friday.
    expect(currentOpeningStart(hours, new Date("2026-11-27T16:00:00Z"), ZONE)).toBeNull();
    // 16:00 UTC on Thursday is 10:00 in Chicago: open since 09:00 there.
    expect(currentOpeningStart(hours, new Date("2026-11-26T16:00:00Z"), ZONE)).toEqual(
      new Date("2026-11-26T15:00:00Z"),
    );
  });

  it("opens at the local time on a day the clocks change", () => {
    // 2026-11-01: New York falls back from EDT to EST at 02:00.
    const hours = week({ open: "11:00", close: "22:00" });
    expect(
      currentOpeningStart(hours, new Date("2026-11-01T17:00:00Z"), "America/New_York"),
    ).toEqual(new Date("2026-11-01T16:00:00Z"));
    // 2026-03-08: it springs forward at 02:00.
    expect(
      currentOpeningStart(hours, new Date("2026-03-08T16:00:00Z"), "America/New_York"),
    ).toEqual(new Date("2026-03-08T15:00:00Z"));
  });
});
