import { describe, expect, it } from "vitest";
import { readFixture } from "../../../test/platform-fixtures";
import { mapGrubhubOrder } from "./grubhub";
import { GRUBHUB_STALE_NOTE, GRUBHUB_TEST_ORDER_NOTE } from "./grubhub-status";

/** Where a Grubhub order stands: its status, future scheduling and test flag. */
type Json = Record<string, unknown>;
const order = () =>
  structuredClone(
    readFixture("grubhub-pos-order-example.converted-from-openapi-yaml.json"),
  ) as Json;

describe("mapGrubhubOrder: lifecycle", () => {
  const WHEN_FOR = "2022-12-20T22:28:06.221Z";

  it.each([
    ["RESTAURANT_CONFIRMABLE", "ASAP", { state: "placed", isScheduled: false }],
    ["CONFIRMED", "ASAP", { state: "placed", isScheduled: false }],
    ["PICKUP_READY", "ASAP", { state: "placed", isScheduled: false }],
    ["READY_FOR_PICKUP", "ASAP", { state: "placed", isScheduled: false }],
    ["OUT_FOR_DELIVERY", "ASAP", { state: "placed", isScheduled: false }],
    ["FULFILLED", "ASAP", { state: "completed", isScheduled: false }],
    [
      "REJECTED",
      "ASAP",
      { state: "cancelled", stateNote: "Rejected on Grubhub", isScheduled: false },
    ],
    [
      "CANCELLED",
      "ASAP",
      { state: "cancelled", stateNote: "Cancelled on Grubhub", isScheduled: false },
    ],
    [
      "CANCELED",
      "ASAP",
      { state: "cancelled", stateNote: "Cancelled on Grubhub", isScheduled: false },
    ],
    [
      "cancelled",
      "ASAP",
      { state: "cancelled", stateNote: "Cancelled on Grubhub", isScheduled: false },
    ],
    ["ANTICIPATED", "ASAP", { state: "placed", isScheduled: true }],
    ["CONFIRMED", "FUTURE", { state: "placed", isScheduled: true }],
    ["FULFILLED", "FUTURE", { state: "completed", isScheduled: false }],
  ])("%s (%s) is %j", (status, scheduling, expected) => {
    const payload = { ...order(), status, fulfillment_scheduling: scheduling };
    const mapped = mapGrubhubOrder(payload);
    expect(mapped).toMatchObject(expected);
    expect(mapped.stateNote).toBe((expected as { stateNote?: string }).stateNote);
    expect(mapped.details.checkNotes).toEqual([]);
    const isFuture = status === "ANTICIPATED" || scheduling === "FUTURE";
    expect(mapped.details.promisedAt).toBe(isFuture ? WHEN_FOR : undefined);
  });

  it("keeps a STALE order to make, with a note to check it", () => {
    const mapped = mapGrubhubOrder({ ...order(), status: "STALE" });
    expect(mapped).toMatchObject({ state: "placed", isScheduled: false });
    expect(mapped.details.checkNotes).toEqual([GRUBHUB_STALE_NOTE]);
  });

  it.each([
    [undefined, []],
    ["TELEPORTED", ['Grubhub status "TELEPORTED" is not one OrderDock knows']],
  ])("treats status %s as placed", (status, notes) => {
    const mapped = mapGrubhubOrder({ ...order(), status });
    expect(mapped.state).toBe("placed");
    expect(mapped.details.checkNotes).toEqual(notes);
  });

  it("says a test order is not to be prepared", () => {
    const mapped = mapGrubhubOrder({ ...order(), is_test: true, status: "CONFIRMED" });
    expect(mapped.details.checkNotes).toEqual([GRUBHUB_TEST_ORDER_NOTE]);
    expect(GRUBHUB_TEST_ORDER_NOTE).toBe("Grubhub test order: do not prepare");
  });

  it("shows an ANTICIPATED order without a time now, with a note", () => {
    const mapped = mapGrubhubOrder({ ...order(), status: "ANTICIPATED", when_for: undefined });
    expect(mapped.isScheduled).toBe(false);
    expect(mapped.details.checkNotes).toEqual([
      "Scheduled order without a time (when_for): shown now",
    ]);
  });
});
