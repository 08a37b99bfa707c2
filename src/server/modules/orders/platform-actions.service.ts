import { isUuid } from "../../../domain/ids";
import type { Order } from "../../../domain/order";
import { PLATFORM_RULES, reasonLabel, takesAction } from "../../../domain/platform-actions";
import { PLATFORM_META } from "../../../domain/platforms";
import { isOpenStatus } from "../../../domain/status";
import type { Actor } from "../../actor";
import type { Database } from "../../db/database";
import { conflict, notFound, validationFailed } from "../../errors";
import type { CallPayload } from "../platform-calls/clients/client";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import { findCall, isOrderCall, requeueCall } from "../platform-calls/platform-calls.repository";
import { acceptInOneStatement } from "./accept-statement";
import { moveOrderStatus, type StatusMoved } from "./move-order-status";
import {
  defaultPrepMinutes,
  isTold,
  needsAnswer,
  queueAccept,
  queuePlatformCall,
} from "./order-calls";
import { publishPlatformChange } from "./order-platform-state";
import { fromOrderRow, type OrderRow } from "./order-row";
import { lockOrder, setPlatformCall } from "./orders.repository";
import { holdFor, type StatusChange, undoOfferFor } from "./status-change";

/**
 * What staff do to an order that its platform must hear about (docs/platform-calls.md):
 * accept with a preparation time, reject or cancel with the platform's reason, mark an item
 * out of stock, send a refused call again. Each change and the call it causes are written
 * in one transaction (order-calls.ts); the outbox worker sends the call.
 */
type Scope = { db: Database; restaurantId: string; actor: Actor; now?: Date };

const ORDER_NOT_FOUND = "Order not found";

async function withLockedOrder<T>(
  { db, restaurantId }: Pick<Scope, "db" | "restaurantId">,
  orderId: string,
  work: (tx: Database, row: OrderRow) => Promise<T>,
): Promise<T> {
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const result = await db.transaction(async (tx) => {
    const row = await lockOrder(tx, { restaurantId, orderId });
    if (!row) throw notFound(ORDER_NOT_FOUND);
    return work(tx, row);
  });
  signalOutboxWork();
  return result;
}

/** Tells the dashboards, and gives the order back as the API shows it. */
async function announced(tx: Database, row: OrderRow): Promise<Order> {
  await publishPlatformChange(tx, row);
  return fromOrderRow(row);
}

export type AcceptOptions = Scope & { orderId: string; prepMinutes?: number };

export async function acceptOrder({
  orderId,
  prepMinutes,
  ...scope
}: AcceptOptions): Promise<Order> {
  const now = scope.now ?? new Date();
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const { db, restaurantId } = scope;
  const accepted = await acceptInOneStatement(db, {
    restaurantId,
    orderId,
    prepMinutes,
    now,
    by: scope.actor,
  });
  if (accepted) {
    signalOutboxWork();
    return fromOrderRow(accepted);
  }
  // Not the common case: look closer, under a lock, and say why (or accept after all).
  return withLockedOrder(scope, orderId, async (tx, row) => {
    const name = PLATFORM_META[row.platform].displayName;
    if (!takesAction(row.platform, "accept")) {
      throw conflict(`${name} orders need no accepting`, "NOTHING_TO_ACCEPT");
    }
    if (row.isTest) throw conflict(`Test orders are not sent to ${name}`, "TEST_ORDER");
    if (row.acceptedAt) throw conflict("This order was already accepted", "ALREADY_ACCEPTED");
    if (row.status === "cancelled") {
      throw conflict("This order was cancelled and can no longer change", "ORDER_CANCELLED");
    }
    if (!needsAnswer(row)) throw conflict("This order is already under way", "ALREADY_STARTED");
    const minutes = prepMinutes ?? (await defaultPrepMinutes(tx, row, now));
    return announced(tx, await queueAccept(tx, row, minutes, now, { by: scope.actor }));
  });
}

export type CancelOptions = Scope & { orderId: string; reason: string; note?: string };

function checkReason(row: OrderRow, kind: "deny" | "cancel", reason: string) {
  const rules = PLATFORM_RULES[row.platform];
  const reasons = kind === "deny" ? rules.denyReasons : rules.cancelReasons;
  if (!reasons.some((candidate) => candidate.code === reason)) {
    throw validationFailed([
      {
        path: ["reason"],
        message: `Choose one of ${reasons.map((item) => item.label).join(", ")}`,
      },
    ]);
  }
}

/**
 * Reject a new order the platform is waiting on: it is cancelled here and denied there.
 * Like every staff status change it can be undone for a while, so the denial waits.
 */
export function rejectOrder({
  orderId,
  reason,
  note,
  ...scope
}: CancelOptions): Promise<StatusChange> {
  const now = scope.now ?? new Date();
  return withLockedOrder(scope, orderId, async (tx, row) => {
    const name = PLATFORM_META[row.platform].displayName;
    if (!takesAction(row.platform, "deny")) {
      throw conflict(`${name} orders cannot be rejected; cancel it instead`, "NOTHING_TO_REJECT");
    }
    if (row.isTest) throw conflict(`Test orders are not sent to ${name}`, "TEST_ORDER");
    if (!needsAnswer(row)) {
      throw conflict("Only a new order that was not accepted can be rejected", "NOT_REJECTABLE");
    }
    checkReason(row, "deny", reason);
    const label = reasonLabel(row.platform, "deny", reason);
    const { eventId } = await cancelHere(tx, scope, row, `Rejected: ${label}`, now);
    const payload = { reason, reasonLabel: label, ...(note && { note }) };
    return tellCancelled(tx, { row, action: "deny", payload, eventId, now });
  });
}

/**
 * Cancel by the restaurant, from any open status. An order the platform still waits on is
 * denied (that is how a platform hears "no" before an accept); an accepted one is cancelled.
 * The call waits for the cancellation's undo window.
 */
export function cancelOrder({
  orderId,
  reason,
  note,
  ...scope
}: CancelOptions): Promise<StatusChange> {
  const now = scope.now ?? new Date();
  return withLockedOrder(scope, orderId, async (tx, row) => {
    if (!isOpenStatus(row.status)) {
      throw conflict(
        row.status === "cancelled"
          ? "This order was cancelled and can no longer change"
          : "A completed order cannot be cancelled",
        "NOT_CANCELLABLE",
      );
    }
    checkReason(row, "cancel", reason);
    const label = reasonLabel(row.platform, "cancel", reason);
    const shown = `Cancelled by the restaurant: ${label}`;
    const { row: cancelled, eventId } = await cancelHere(tx, scope, row, shown, now);
    const words = { reasonLabel: label, ...(note && { note }) };
    const tell = (action: "deny" | "cancel", payload: CallPayload) =>
      tellCancelled(tx, { row, action, payload, eventId, now });
    if (needsAnswer(row) && isTold(row, "deny")) {
      const deny = PLATFORM_RULES[row.platform].denyReasons.find((item) => item.label === label);
      return tell("deny", { reason: deny?.code ?? "OTHER", ...words });
    }
    if (isTold(row, "cancel")) return tell("cancel", { reason, ...words });
    return { order: fromOrderRow(cancelled), undo: undoOfferFor(eventId, now) };
  });
}

/**
 * What a platform hears of a staff cancellation (a denial or a cancel), queued to wait out
 * the cancellation's undo window; the dashboards are told, and the undo is offered.
 */
async function tellCancelled(
  tx: Database,
  {
    row,
    action,
    payload,
    eventId,
    now,
  }: { row: OrderRow; action: "deny" | "cancel"; payload: CallPayload; eventId: number; now: Date },
): Promise<StatusChange> {
  const told = await queuePlatformCall(tx, row, action, payload, now, {}, holdFor(eventId, now));
  return { order: await announced(tx, told), undo: undoOfferFor(eventId, now) };
}

/** Staff cancel the order here; what the platform hears is the caller's to queue. */
function cancelHere(
  tx: Database,
  scope: Pick<Scope, "actor">,
  row: OrderRow,
  note: string,
  now: Date,
): Promise<StatusMoved> {
  return moveOrderStatus(tx, {
    row,
    to: "cancelled",
    by: { type: "user", actor: scope.actor },
    at: now,
    statusNote: note,
  });
}

/** Staff pressed Retry on a call the platform refused: send it again now. */
export function retryPlatformCall({
  orderId,
  ...scope
}: Scope & { orderId: string }): Promise<Order> {
  const now = scope.now ?? new Date();
  return withLockedOrder(scope, orderId, async (tx, row) => {
    const callId = row.platformCall?.id;
    const call = callId ? await findCall(tx, { restaurantId: row.restaurantId, callId }) : null;
    if (!call || !isOrderCall(call) || call.state !== "failed") {
      throw conflict("There is no refused call to send again", "NOTHING_TO_RETRY");
    }
    await requeueCall(tx, call.id, now);
    const updated = await setPlatformCall(tx, row.id, {
      id: call.id,
      action: call.action,
      state: "sending",
      message: null,
      reference: null,
    });
    return announced(tx, updated);
  });
}

export type ItemUnavailableOptions = Scope & { orderId: string; lineId: string };

/**
 * One item the kitchen cannot make, on an accepted Uber Eats or DoorDash order: the
 * platform is asked to adjust the order (and its customer may change or cancel it). The
 * order changes here only when the platform confirms, through its own webhook.
 */
export function markItemUnavailable({
  orderId,
  lineId,
  ...scope
}: ItemUnavailableOptions): Promise<Order> {
  const now = scope.now ?? new Date();
  return withLockedOrder(scope, orderId, async (tx, row) => {
    const name = PLATFORM_META[row.platform].displayName;
    if (!isTold(row, "adjust")) {
      throw conflict(`${name} orders cannot be changed from here`, "NOTHING_TO_ADJUST");
    }
    if (!row.acceptedAt) {
      throw conflict("Accept the order first, then mark an item out of stock", "NOT_ACCEPTED");
    }
    if (!isOpenStatus(row.status)) {
      throw conflict("This order is finished and can no longer change", "ORDER_FINISHED");
    }
    const item = row.items.find((candidate) => candidate.lineId === lineId);
    if (!item) {
      throw validationFailed([{ path: ["lineId"], message: "This order has no such item" }]);
    }
    const payload = { lineId, itemName: item.name };
    return announced(tx, await queuePlatformCall(tx, row, "adjust", payload, now));
  });
}
