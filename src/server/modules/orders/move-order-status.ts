import type { OrderMessage } from "../../../domain/realtime";
import type { OrderStatus } from "../../../domain/status";
import { type Actor, actorColumns } from "../../actor";
import type { Database } from "../../db/database";
import { announceOrder } from "./order-events";
import type { OrderRow } from "./order-row";
import { insertOrderEvent, type OrderColumns, setOrderStatus } from "./orders.repository";

/**
 * Who moves an order: staff (a person, a kitchen device, or both), its platform, or OrderDock itself (a scheduled order
 * released at its time).
 */
export type StatusMover =
  | { type: "user"; actor: Actor }
  | { type: "platform" }
  | { type: "system" };

export type MoveOrderStatusOptions = {
  /** The order as read under its row lock, by the caller that checked the move is allowed. */
  row: OrderRow;
  to: OrderStatus;
  by: StatusMover;
  at: Date;
  /** Why it moved ("Cancelled by the customer on Uber Eats"); kept when not given. */
  statusNote?: string | null;
  /** Other columns the move sets (an undo puts back what the change had set). */
  also?: OrderColumns;
  /** On an undo: the event it takes back. */
  correctsEventId?: number;
};

export type StatusMoved = { row: OrderRow; eventId: number };

/**
 * Every change of an order's status, whoever makes it, goes through here: the order row, its
 * event in the history, and the message every dashboard hears, in the caller's transaction.
 * Which moves are allowed is the caller's to check: staff and platforms by `canMoveStatus`
 * (domain/status.ts), an undo by its window and what it queued (undo.service.ts), a
 * restaurant's cancellation by its reason (platform-actions.service.ts). A move once decided
 * is written one way.
 */
export async function moveOrderStatus(
  tx: Database,
  { row, to, by, at, statusNote, also, correctsEventId }: MoveOrderStatusOptions,
): Promise<StatusMoved> {
  const moved = await setOrderStatus(tx, { orderId: row.id, status: to, at, statusNote, also });
  const eventId = await insertOrderEvent(tx, {
    orderId: row.id,
    restaurantId: row.restaurantId,
    actorType: by.type,
    ...(by.type === "user" && actorColumns(by.actor)),
    fromStatus: row.status,
    toStatus: to,
    at,
    ...(correctsEventId !== undefined && { correctsEventId }),
  });
  await announceOrder(tx, statusMessageType(row.status, moved, by), moved);
  return { row: moved, eventId };
}

/**
 * A held order (scheduled, awaiting payment) released to `new` by its platform or by its
 * time is announced like a new order: the dashboard rings for it
 * (docs/decisions/096-held-statuses-and-their-release.md).
 * A move staff made themselves is announced as a change.
 */
function statusMessageType(
  from: OrderStatus,
  moved: OrderRow,
  by: StatusMover,
): OrderMessage["type"] {
  const isRelease = moved.status === "new" && from !== "new" && by.type !== "user";
  return isRelease ? "NEW_ORDER" : "ORDER_STATUS_CHANGED";
}
