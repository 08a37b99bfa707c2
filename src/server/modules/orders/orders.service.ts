import type { SQL } from "drizzle-orm";
import { isUuid } from "../../../domain/ids";
import {
  canMoveStatus,
  INVALID_STATUS_CHANGE,
  isHeldStatus,
  type OrderStatus,
} from "../../../domain/status";
import type { Actor } from "../../actor";
import type { Database } from "../../db/database";
import { conflict, notFound } from "../../errors";
import type { PinGate } from "../../plugins/route-permissions";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import { moveOrderStatus } from "./move-order-status";
import { needsAnswer, queueCallsForStatusMove } from "./order-calls";
import { fromOrderRow } from "./order-row";
import { deleteTestOrders, listOrders, lockOrder } from "./orders.repository";
import { holdFor, type StatusChange, undoOfferFor } from "./status-change";

/** The orders API's rules (docs/api.md). Every call is scoped to one restaurant. */
export const CURRENT_WINDOW_MS = 48 * 3600_000;
export const ORDER_NOT_FOUND = "Order not found";

export type GetOrdersOptions = {
  db: Database;
  /** The restaurants listed, for `in` (see `ListOrdersQuery`). */
  places: SQL;
  from?: string;
  to?: string;
  limit: number;
  now?: Date;
};

/** Without a range: every open order plus every order of the last 48 hours. */
export async function getOrders({
  db,
  places,
  from,
  to,
  limit,
  now = new Date(),
}: GetOrdersOptions) {
  const rows =
    from || to
      ? await listOrders(db, {
          places,
          limit,
          window: "range",
          from: from ? new Date(from) : undefined,
          to: to ? new Date(to) : undefined,
        })
      : await listOrders(db, {
          places,
          limit,
          window: "current",
          since: new Date(now.getTime() - CURRENT_WINDOW_MS),
        });
  return rows.map(fromOrderRow);
}

export type ChangeOrderStatusOptions = {
  db: Database;
  restaurantId: string;
  orderId: string;
  status: OrderStatus;
  actor: Actor;
  /** On a kitchen device: asks a PIN when the move turns out to accept the order. */
  pinGate?: PinGate;
  now?: Date;
};

/**
 * Forward or stay, skipping allowed, never back. The row is locked while the move is
 * checked and made, so concurrent moves queue: none is lost and no backward move slips in
 * between a check and its write. The move can be undone for a while (undo.service.ts), so
 * the calls it queues wait that long.
 */
export async function changeOrderStatus({
  db,
  restaurantId,
  orderId,
  status,
  actor,
  pinGate,
  now = new Date(),
}: ChangeOrderStatusOptions): Promise<StatusChange> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const change = await db.transaction(async (tx): Promise<StatusChange> => {
    const current = await lockOrder(tx, { restaurantId, orderId });
    if (!current) throw notFound(ORDER_NOT_FOUND);
    if (current.status === status) return { order: fromOrderRow(current), undo: null };
    if (!canMoveStatus({ from: current.status, to: status, actor: "staff" })) {
      throw refusal(current.status, status);
    }
    // Starting an order its platform still waits on accepts it (queueCallsForStatusMove).
    if (needsAnswer(current)) pinGate?.("accept");
    const moved = await moveOrderStatus(tx, {
      row: current,
      to: status,
      by: { type: "user", actor },
      at: now,
    });
    // What the platform is told follows from the order as it stood before the move.
    const hold = holdFor(moved.eventId, now);
    const told = await queueCallsForStatusMove(tx, current, status, now, hold, actor);
    return { order: fromOrderRow(told ?? moved.row), undo: undoOfferFor(moved.eventId, now) };
  });
  signalOutboxWork();
  return change;
}

function refusal(from: OrderStatus, to: OrderStatus) {
  if (to === "cancelled")
    return conflict("Cancel an order with Cancel order, giving a reason", "CANCEL_WITH_REASON");
  if (from === "cancelled")
    return conflict("This order was cancelled and can no longer change", "ORDER_CANCELLED");
  if (from === "awaiting_payment")
    return conflict(
      "This order is waiting for payment on its platform; it moves to New once paid",
      "AWAITING_PAYMENT",
    );
  if (isHeldStatus(to))
    return conflict("Orders can only be held by their platform", "HELD_BY_PLATFORM");
  return conflict(INVALID_STATUS_CHANGE.message, "INVALID_STATUS_CHANGE");
}

export function clearTestOrders({
  db,
  restaurantId,
}: {
  db: Database;
  restaurantId: string;
}): Promise<number> {
  return deleteTestOrders(db, restaurantId);
}
