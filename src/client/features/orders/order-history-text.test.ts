import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "@/domain/api/order-history";
import { describeHistoryEntry, formatHistoryTime, hasAcceptanceLine } from "./order-history-text";

function entry(overrides: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: 1,
    kind: "status",
    at: "2026-11-20T18:41:00.000Z",
    from: "new",
    to: "preparing",
    by: "person",
    personName: "Maria Lopez",
    deviceName: "Pass iPad",
    undone: false,
    isCorrection: false,
    ...overrides,
  };
}

describe("how the History list tells a change", () => {
  it.each<[string, Partial<HistoryEntry>, string]>([
    ["an order accepted by PIN on a device", {}, "Accepted by Maria Lopez on Pass iPad"],
    ["an order accepted from a signed-in browser", { deviceName: null }, "Accepted by Maria Lopez"],
    [
      "a device acting on its own",
      { from: "preparing", to: "ready", by: "kitchen", personName: null },
      "Marked ready by Kitchen on Pass iPad",
    ],
    [
      "a move to preparing from anywhere but new",
      { from: "ready", to: "preparing" },
      "Moved to preparing by Maria Lopez on Pass iPad",
    ],
    [
      "a completed order",
      { from: "ready", to: "completed" },
      "Completed by Maria Lopez on Pass iPad",
    ],
    [
      "an order received from its platform",
      { from: null, to: "new", by: "platform", personName: null, deviceName: null },
      "Received from Uber Eats",
    ],
    [
      "a scheduled order received",
      { from: null, to: "scheduled", by: "platform", personName: null, deviceName: null },
      "Received from Uber Eats",
    ],
    [
      "an order waiting for payment received",
      { from: null, to: "awaiting_payment", by: "system", personName: null, deviceName: null },
      "Received from Uber Eats",
    ],
    [
      "a held order released to the kitchen",
      { from: "scheduled", to: "new", by: "system", personName: null, deviceName: null },
      "Released by OrderDock",
    ],
    [
      "an order cancelled by OrderDock",
      { from: "new", to: "cancelled", by: "system", personName: null, deviceName: null },
      "Cancelled by OrderDock",
    ],
    [
      "an order cancelled on its platform",
      { from: "preparing", to: "cancelled", by: "platform", personName: null, deviceName: null },
      "Cancelled by Uber Eats",
    ],
    [
      "a person's cancellation (a rejection reads the same)",
      { from: "new", to: "cancelled" },
      "Cancelled by Maria Lopez on Pass iPad",
    ],
    [
      "an undo",
      { from: "preparing", to: "new", isCorrection: true },
      "Undo: back to New by Maria Lopez on Pass iPad",
    ],
    [
      "a change taken back, told as it was (the list strikes it through)",
      { undone: true },
      "Accepted by Maria Lopez on Pass iPad",
    ],
    [
      "a person whose name was not kept",
      { personName: null, deviceName: null },
      "Accepted by someone",
    ],
  ])("%s", (_case, overrides, text) => {
    const options = { platformName: "Uber Eats", isAcceptanceListed: false };
    expect(describeHistoryEntry(entry(overrides), options)).toBe(text);
  });
});

describe("an order whose platform was told it is accepted", () => {
  const options = { platformName: "Uber Eats", isAcceptanceListed: true };
  const acceptance = (overrides: Partial<HistoryEntry>) =>
    entry({ id: "accepted", kind: "accepted", from: null, to: "new", ...overrides });

  it.each<[string, Partial<HistoryEntry>, string]>([
    ["by a person on a device", {}, "Accepted by Maria Lopez on Pass iPad"],
    [
      "by a device on its own",
      { by: "kitchen", personName: null },
      "Accepted by Kitchen on Pass iPad",
    ],
    [
      "by OrderDock's auto-accept, or before names were kept",
      { by: "system", personName: null, deviceName: null },
      "Accepted",
    ],
  ])("says the acceptance %s", (_case, overrides, text) => {
    expect(describeHistoryEntry(acceptance(overrides), options)).toBe(text);
  });

  it("tells the move that started it as a move, not a second acceptance", () => {
    expect(describeHistoryEntry(entry({}), options)).toBe(
      "Moved to preparing by Maria Lopez on Pass iPad",
    );
  });

  it("is known by its acceptance line", () => {
    expect(hasAcceptanceLine([entry({}), acceptance({})])).toBe(true);
    expect(hasAcceptanceLine([entry({})])).toBe(false);
  });
});

describe("the time of a change", () => {
  it("is the restaurant's clock time on the day the order was placed", () => {
    expect(
      formatHistoryTime({
        at: "2026-11-20T18:41:00.000Z",
        orderCreated: "2026-11-20T18:38:00.000Z",
        timeZone: "America/Chicago",
      }),
    ).toBe("12:41 PM");
  });

  it("carries the date on a later day, by the restaurant's calendar", () => {
    // 4:30 AM UTC on the 21st is still the 20th in Chicago, and already the 21st in Berlin.
    const at = "2026-11-21T04:30:00.000Z";
    const orderCreated = "2026-11-20T18:38:00.000Z";
    expect(formatHistoryTime({ at, orderCreated, timeZone: "America/Chicago" })).toBe("10:30 PM");
    expect(formatHistoryTime({ at, orderCreated, timeZone: "Europe/Berlin" })).toBe(
      "Nov 21, 2026, 5:30 AM",
    );
  });
});
