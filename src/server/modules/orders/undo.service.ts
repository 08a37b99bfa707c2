import { isUuid } from "../../../domain/ids";
import type { Order } from "../../../domain/order";
import { isWithinUndoWindow, UNDO_REFUSALS, type UndoRefusal } from "../../../domain/undo";
import type { Actor } from "../../actor";
import type { Database } from "../../db/database";
import { conflict, notFound } from "../../errors";
import type { PinGate } from "../../plugins/route-permissions";
import {
  callSummary,
  deleteCallsOfEvent,
  findLatestCall,
  isUntouched,
  lockCallsOfEvent,
} from "../platform-calls/platform-calls.repository";
import { moveOrderStatus } from "./move-order-status";
import { fromOrderRow } from "./order-row";
import {
  findLatestEffectiveEventId,
  findOrderEvent,
  lockOrder,
  markEventUndone,
} from "./orders.repository";
import { ORDER_NOT_FOUND } from "./orders.service";

/**
 * POST /api/orders/:id/undo (docs/decisions/104-ten-seconds-to-undo.md): takes back the
 * order's latest staff status change while it is younger than the undo window and nothing
 * it queued has been sent. The order goes back to its status before, with what the change
 * set on it; the change stays in the history, marked undone, beside a correction event,
 * and its waiting calls are deleted unsent.
 */
export type UndoStatusChangeOptions = {
  db: Database;
  restaurantId: string;
  actor: Actor;
  orderId: string;
  eventId: number;
  /** On a kitchen device: undoing a cancellation needs what cancelling or rejecting needed. */
  pinGate?: PinGate;
  now?: Date;
};

const refuse = (code: UndoRefusal) => conflict(UNDO_REFUSALS[code], code);

export async function undoStatusChange({
  db,
  restaurantId,
  actor,
  orderId,
  eventId,
  pinGate,
  now = new Date(),
}: UndoStatusChangeOptions): Promise<Order> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  return db.transaction(async (tx) => {
    // The order's lock queues this undo behind any status move of the same order.
    const order = await lockOrder(tx, { restaurantId, orderId });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const event = await findOrderEvent(tx, { orderId, eventId });
    if (!event) throw notFound("This order has no such change", "CHANGE_NOT_FOUND");
    if (event.undoneAt) throw refuse("ALREADY_UNDONE");
    // Auto-accept, platform moves and an order's arrival are not staff changes.
    if (event.actorType !== "user" || event.fromStatus === null || event.correctsEventId) {
      throw refuse("NOT_UNDOABLE");
    }
    if (!isWithinUndoWindow(event.at, now)) throw refuse("UNDO_WINDOW_PASSED");
    if (event.toStatus === "cancelled") {
      pinGate?.("cancel");
      pinGate?.("reject");
    }
    const latest = await findLatestEffectiveEventId(tx, orderId);
    if (latest !== event.id || order.status !== event.toStatus) throw refuse("UNDO_SUPERSEDED");
    // Locked: a sender skips these calls until this transaction ends, and one it took
    // first shows here as taken.
    const calls = await lockCallsOfEvent(tx, event.id);
    if (!calls.every(isUntouched)) throw refuse("UNDO_ALREADY_SENT");
    await deleteCallsOfEvent(tx, event.id);
    const latestCall = await findLatestCall(tx, orderId);
    await markEventUndone(tx, { eventId: event.id, at: now });
    const restored = await moveOrderStatus(tx, {
      row: order,
      to: event.fromStatus,
      by: { type: "user", actor },
      at: now,
      // Staff cancel only open orders, and an open order carries no status note.
      ...(event.toStatus === "cancelled" && { statusNote: null }),
      also: {
        platformCall: latestCall ? callSummary(latestCall) : null,
        // Only an unanswered order is accepted by a move, so its accept fields were empty.
        ...(calls.some((call) => call.action === "accept") && {
          acceptedAt: null,
          acceptedByName: null,
          acceptedDeviceName: null,
          prepMinutes: null,
          readyAt: null,
        }),
      },
      correctsEventId: event.id,
    });
    return fromOrderRow(restored.row);
  });
}
