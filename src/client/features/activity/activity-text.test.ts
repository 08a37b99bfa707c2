import { describe, expect, it } from "vitest";
import { describeActivity, describeActivityBy, describeActivityMeta } from "./activity-text";
import { buildActivityEntry } from "./test/activity-fixtures";

// 12:45 PM in Chicago.
const NOW = Date.parse("2026-11-20T18:45:00.000Z");
const CHICAGO = "America/Chicago";

describe("what a change says", () => {
  it("names what was done, then what it was done to", () => {
    expect(describeActivity(buildActivityEntry())).toBe("Paused a channel · DoorDash");
  });

  it("says the action alone when it names nothing", () => {
    expect(
      describeActivity(buildActivityEntry({ action: "Changed order handling", subject: null })),
    ).toBe("Changed order handling");
  });
});

describe("who made a change", () => {
  it.each([
    [
      { by: "person", personName: "Maria Lopez", deviceName: "Pass iPad" },
      "Maria Lopez on Pass iPad",
    ],
    [{ by: "person", personName: "Maria Lopez", deviceName: null }, "Maria Lopez"],
    [{ by: "person", personName: null, deviceName: "Pass iPad" }, "Someone on Pass iPad"],
    [{ by: "person", personName: null, deviceName: null }, "Someone"],
    [{ by: "kitchen", personName: null, deviceName: "Line tablet" }, "Kitchen on Line tablet"],
    [{ by: "kitchen", personName: null, deviceName: null }, "Kitchen"],
  ] as const)("%o reads %s", (who, expected) => {
    expect(describeActivityBy(who)).toBe(expected);
  });
});

describe("the who and when line", () => {
  it("gives who, on which device, and how long ago", () => {
    const entry = buildActivityEntry({ at: "2026-11-20T18:41:00.000Z" });
    expect(describeActivityMeta({ entry, now: NOW, timeZone: CHICAGO })).toBe(
      "Maria Lopez on Pass iPad · 4 mins ago",
    );
  });

  it("gives the restaurant's day and clock for an older change", () => {
    // 11:58 PM on Nov 19 in Chicago is already Nov 20 in UTC.
    const entry = buildActivityEntry({
      at: "2026-11-20T05:58:00.000Z",
      by: "kitchen",
      personName: null,
    });
    expect(describeActivityMeta({ entry, now: NOW, timeZone: CHICAGO })).toBe(
      "Kitchen on Pass iPad · Yesterday at 11:58 PM",
    );
  });

  it("says Today with the clock once hours ago gives way to it", () => {
    const entry = buildActivityEntry({ at: "2026-11-20T12:30:00.000Z" });
    expect(describeActivityMeta({ entry, now: NOW, timeZone: CHICAGO })).toBe(
      "Maria Lopez on Pass iPad · Today at 6:30 AM",
    );
  });
});
