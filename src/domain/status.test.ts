import { describe, expect, it } from "vitest";
import {
  canMoveStatus,
  INVALID_STATUS_CHANGE,
  isBackwardMove,
  isHeldStatus,
  isKitchenStatus,
  isOpenStatus,
  isOrderStatus,
  nextStatus,
  ORDER_STATUSES,
  type OrderStatus,
  STATUS_META,
  WORKFLOW_STATUSES,
} from "./status";

describe("status values", () => {
  it("orders the workflow new, preparing, ready, completed", () => {
    expect(WORKFLOW_STATUSES).toEqual(["new", "preparing", "ready", "completed"]);
  });

  it("puts the held statuses before the workflow and cancelled after it", () => {
    expect(ORDER_STATUSES).toEqual([
      "awaiting_payment",
      "scheduled",
      "new",
      "preparing",
      "ready",
      "completed",
      "cancelled",
    ]);
  });

  it.each(ORDER_STATUSES)("recognises %s as a status", (status) => {
    expect(isOrderStatus(status)).toBe(true);
  });

  it.each(["New", "done", "", "READY", null, 1])("does not recognise %j as a status", (value) => {
    expect(isOrderStatus(value)).toBe(false);
  });
});

describe("STATUS_META", () => {
  it.each([
    ["new", "New", "blue", "Set New", null],
    ["preparing", "Preparing", "amber", "Set Preparing", "Mark Preparing"],
    ["ready", "Ready for Pickup", "green", "Set Ready", "Mark Ready"],
    ["completed", "Completed", "gray", "Set Completed", "Mark Complete"],
    ["cancelled", "Cancelled", "red", "Set Cancelled", null],
    ["awaiting_payment", "Awaiting payment", "slate", "Set Awaiting payment", null],
    ["scheduled", "Scheduled", "violet", "Set Scheduled", null],
  ] as const)(
    "%s: label '%s', colour %s, menu '%s', quick action %j",
    (status, label, color, setLabel, markLabel) => {
      const meta = STATUS_META[status];
      expect(meta.label).toBe(label);
      expect(meta.color).toBe(color);
      expect(meta.setLabel).toBe(setLabel);
      expect(meta.markLabel).toBe(markLabel);
    },
  );

  it("gives every status its own colour", () => {
    const hexes = ORDER_STATUSES.map((status) => STATUS_META[status].hex.toLowerCase());
    expect(new Set(hexes).size).toBe(ORDER_STATUSES.length);
  });
});

describe("nextStatus", () => {
  it.each([
    ["new", "preparing"],
    ["preparing", "ready"],
    ["ready", "completed"],
    ["completed", null],
    ["cancelled", null],
  ] as const)("moves %s on to %j", (status, next) => {
    expect(nextStatus(status)).toBe(next);
  });

  it("labels each quick action after the status it moves to", () => {
    const actions = WORKFLOW_STATUSES.map((status) => {
      const next = nextStatus(status);
      return next === null ? null : STATUS_META[next].markLabel;
    });
    expect(actions).toEqual(["Mark Preparing", "Mark Ready", "Mark Complete", null]);
  });
});

// Forward or stay, skipping allowed, backward refused. Rows are `from`.
const STAFF_MATRIX: Record<string, Record<string, boolean>> = {
  new: { new: true, preparing: true, ready: true, completed: true },
  preparing: { new: false, preparing: true, ready: true, completed: true },
  ready: { new: false, preparing: false, ready: true, completed: true },
  completed: { new: false, preparing: false, ready: false, completed: true },
};

const staffCases = WORKFLOW_STATUSES.flatMap((from) =>
  WORKFLOW_STATUSES.map((to) => ({ from, to, allowed: STAFF_MATRIX[from]?.[to] })),
);

describe("canMoveStatus for staff", () => {
  it.each(staffCases)("$from -> $to is allowed: $allowed", ({ from, to, allowed }) => {
    expect(allowed).toBeTypeOf("boolean");
    expect(canMoveStatus({ from, to, actor: "staff" })).toBe(allowed);
    expect(isBackwardMove(from, to)).toBe(allowed === false);
  });

  it("refuses a move from ready back to preparing", () => {
    expect(canMoveStatus({ from: "ready", to: "preparing", actor: "staff" })).toBe(false);
  });

  it("allows skipping from new straight to completed", () => {
    expect(canMoveStatus({ from: "new", to: "completed", actor: "staff" })).toBe(true);
  });

  it.each(WORKFLOW_STATUSES)("refuses staff cancelling a %s order", (from) => {
    expect(canMoveStatus({ from, to: "cancelled", actor: "staff" })).toBe(false);
  });
});

describe("cancellation", () => {
  it.each(["new", "preparing", "ready"] as const)("lets a platform cancel a %s order", (from) => {
    expect(canMoveStatus({ from, to: "cancelled", actor: "platform" })).toBe(true);
  });

  it("refuses a platform cancelling a completed order", () => {
    expect(canMoveStatus({ from: "completed", to: "cancelled", actor: "platform" })).toBe(false);
  });

  it.each(
    WORKFLOW_STATUSES.flatMap((to) =>
      (["staff", "platform"] as const).map((actor) => ({ to, actor })),
    ),
  )("refuses $actor moving a cancelled order to $to", ({ to, actor }) => {
    expect(canMoveStatus({ from: "cancelled", to, actor })).toBe(false);
  });

  it.each(["staff", "platform"] as const)("lets %s leave a cancelled order cancelled", (actor) => {
    expect(canMoveStatus({ from: "cancelled", to: "cancelled", actor })).toBe(true);
  });

  it("does not count cancelled as a backward move", () => {
    expect(isBackwardMove("cancelled", "new")).toBe(false);
    expect(isBackwardMove("ready", "cancelled")).toBe(false);
  });
});

describe("held orders", () => {
  it("lets staff start a scheduled order early, never an unpaid one", () => {
    expect(canMoveStatus({ from: "scheduled", to: "preparing", actor: "staff" })).toBe(true);
    expect(canMoveStatus({ from: "awaiting_payment", to: "new", actor: "staff" })).toBe(false);
    expect(canMoveStatus({ from: "awaiting_payment", to: "new", actor: "platform" })).toBe(true);
    expect(canMoveStatus({ from: "awaiting_payment", to: "scheduled", actor: "platform" })).toBe(
      false,
    );
  });

  it.each(WORKFLOW_STATUSES)("refuses moving a %s order back into a held status", (from) => {
    for (const actor of ["staff", "platform"] as const) {
      expect(canMoveStatus({ from, to: "scheduled", actor })).toBe(false);
      expect(canMoveStatus({ from, to: "awaiting_payment", actor })).toBe(false);
    }
  });

  it("lets a platform cancel a held order, and keeps it out of the kitchen's list", () => {
    expect(canMoveStatus({ from: "scheduled", to: "cancelled", actor: "platform" })).toBe(true);
    expect(canMoveStatus({ from: "awaiting_payment", to: "cancelled", actor: "platform" })).toBe(
      true,
    );
    expect(isKitchenStatus("scheduled")).toBe(false);
    expect(isKitchenStatus("awaiting_payment")).toBe(false);
    expect(isKitchenStatus("new")).toBe(true);
    expect(isHeldStatus("scheduled")).toBe(true);
    expect(isOpenStatus("scheduled")).toBe(true);
  });

  it("has no quick action", () => {
    expect(nextStatus("scheduled")).toBeNull();
    expect(nextStatus("awaiting_payment")).toBeNull();
  });
});

describe("INVALID_STATUS_CHANGE", () => {
  it("carries the fixed title and message word for word", () => {
    expect(INVALID_STATUS_CHANGE).toEqual({
      title: "Invalid Status Change",
      message: "Orders can only progress forward through the workflow",
    });
  });
});

describe("isOpenStatus", () => {
  it.each([
    ["new", true],
    ["preparing", true],
    ["ready", true],
    ["completed", false],
    ["cancelled", false],
  ] as [OrderStatus, boolean][])("%s is open: %s", (status, open) => {
    expect(isOpenStatus(status)).toBe(open);
  });
});
