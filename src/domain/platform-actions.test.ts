import { describe, expect, it } from "vitest";
import { describePlatformCall, type PlatformLink, reasonLabel } from "./platform-actions";

const link = (call: PlatformLink["call"], readyAt: string | null = null): PlatformLink => ({
  acceptBy: null,
  acceptedAt: null,
  prepMinutes: null,
  readyAt,
  call,
});
const call = (
  action: NonNullable<PlatformLink["call"]>["action"],
  state: "sending" | "done" | "failed",
  message: string | null = null,
  reference: string | null = null,
) => ({ id: "c1", action, state, message, reference });
const time = () => "12:40";

describe("the platform line on a card", () => {
  it("says what the platform was told, and how it went", () => {
    expect(describePlatformCall("ubereats", link(call("accept", "sending")), time)?.text).toBe(
      "Sending…",
    );
    expect(
      describePlatformCall("ubereats", link(call("accept", "done"), "2026-11-25T12:40:00Z"), time),
    ).toEqual({ text: "Accepted on Uber Eats · ready 12:40", tone: "ok" });
    expect(
      describePlatformCall("doordash", link(call("accept", "failed", "Order has expired")), time),
    ).toEqual({
      text: "DoorDash refused: Order has expired",
      tone: "error",
    });
    expect(
      describePlatformCall("grubhub", link(call("cancel", "done", null, "4471")), time)?.text,
    ).toBe("Cancelled on Grubhub · ticket 4471");
    expect(describePlatformCall("doordash", link(call("adjust", "done")), time)?.text).toBe(
      "Item change sent to DoorDash",
    );
  });

  it("gives the reason when nothing was sent, and nothing when no call was made", () => {
    expect(
      describePlatformCall(
        "ubereats",
        link(call("accept", "done", "Not sent: the order was cancelled")),
        time,
      ),
    ).toEqual({ text: "Not sent: the order was cancelled", tone: "info" });
    expect(describePlatformCall("ubereats", link(null), time)).toBeNull();
  });

  it("labels the platform's reason codes for staff", () => {
    expect(reasonLabel("doordash", "cancel", "KITCHEN_BUSY")).toBe("Kitchen too busy");
    expect(reasonLabel("ubereats", "deny", "UNKNOWN_CODE")).toBe("UNKNOWN_CODE");
  });
});
