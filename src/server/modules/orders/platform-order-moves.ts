import { canMoveStatus, type OrderStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import type { OrderRow } from "./order-row";
import { insertOrderEvent, setOrderStatus } from "./orders.repository";
import type { PlatformOrder } from "./platform-orders.service";

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

/** The platform's state moves a known order on: paid, finished, cancelled. Null: no move. */
export async function applyState({
  tx,
  existing,
  order,
  now,
}: ApplyStateOptions): Promise<OrderRow | null> {
  const from = existing.status;
  if (order.state === "placed" && from === "awaiting_payment") {
    const held = isHeldUntilDue(order, existing.dueAt, now);
    return moveStatus(tx, existing, held ? "scheduled" : "new", now, null);
  }
  if (order.state === "completed" && from !== "completed" && from !== "cancelled") {
    return moveStatus(tx, existing, "completed", now, order.stateNote ?? null);
  }
  if (order.state === "cancelled" && canMoveStatus({ from, to: "cancelled", actor: "platform" })) {
    if (from === "cancelled") return null;
    return moveStatus(tx, existing, "cancelled", now, order.stateNote ?? null);
  }
  return null;
}

export async function moveStatus(
  tx: Database,
  existing: OrderRow,
  status: OrderStatus,
  now: Date,
  statusNote: string | null,
): Promise<OrderRow> {
  const updated = await setOrderStatus(tx, {
    orderId: existing.id,
    status,
    at: now,
    ...(statusNote !== null && { statusNote }),
  });
  await insertOrderEvent(tx, {
    orderId: existing.id,
    restaurantId: existing.restaurantId,
    actorType: "platform",
    fromStatus: existing.status,
    toStatus: status,
    at: now,
  });
  return updated;
}

export function messageOf(
  type: "NEW_ORDER" | "ORDER_STATUS_CHANGED" | "ORDER_UPDATED",
  row: OrderRow,
) {
  return { type, order: { id: row.id, orderNumber: row.orderNumber, status: row.status } };
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
