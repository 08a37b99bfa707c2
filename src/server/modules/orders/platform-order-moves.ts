import { canMoveStatus, type OrderStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import { moveOrderStatus } from "./move-order-status";
import type { OrderRow } from "./order-row";
import type { PlatformOrder } from "./platform-order";

/**
 * How a platform moves an order it already sent: the status change and its event, and the
 * words a dashboard and the delivery log use for it.
 */

export function isHeldUntilDue(
  order: Pick<PlatformOrder, "isScheduled">,
  dueAt: Date | null,
  now: Date,
): boolean {
  return order.isScheduled === true && dueAt !== null && dueAt.getTime() > now.getTime();
}

export type ApplyStateOptions = {
  tx: Database;
  existing: OrderRow;
  order: Pick<PlatformOrder, "state" | "stateNote" | "isScheduled">;
  now: Date;
};

/**
 * The platform's state moves a known order on: paid, finished, cancelled; every dashboard
 * hears of it. Null: no move.
 */
export async function applyState({
  tx,
  existing,
  order,
  now,
}: ApplyStateOptions): Promise<OrderRow | null> {
  const from = existing.status;
  const move = (to: OrderStatus, statusNote: string | null) =>
    moveByPlatform(tx, existing, to, now, statusNote);
  if (order.state === "placed" && from === "awaiting_payment") {
    const held = isHeldUntilDue(order, existing.dueAt, now);
    return move(held ? "scheduled" : "new", null);
  }
  if (order.state === "completed" && from !== "completed" && from !== "cancelled") {
    return move("completed", order.stateNote ?? null);
  }
  if (order.state === "cancelled" && canMoveStatus({ from, to: "cancelled", actor: "platform" })) {
    if (from === "cancelled") return null;
    return move("cancelled", order.stateNote ?? null);
  }
  return null;
}

/** A move the platform made (its note, when it gave one, is shown with the status). */
export async function moveByPlatform(
  tx: Database,
  existing: OrderRow,
  to: OrderStatus,
  now: Date,
  statusNote: string | null,
): Promise<OrderRow> {
  const moved = await moveOrderStatus(tx, {
    row: existing,
    to,
    by: { type: "platform" },
    at: now,
    ...(statusNote !== null && { statusNote }),
  });
  return moved.row;
}

const STATUS_WORDS: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting payment",
  scheduled: "Scheduled",
  new: "New",
  preparing: "Preparing",
  ready: "Ready",
  completed: "Completed",
  cancelled: "Cancelled",
};

export function statusWords(status: OrderStatus): string {
  return STATUS_WORDS[status];
}
