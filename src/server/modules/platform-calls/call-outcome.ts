import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { orders, type PlatformCallSummary } from "../../db/schema/orders";
import type { EventBus } from "../realtime/event-bus";
import type { CallOutcome } from "./clients/http";
import { publishPlatformChange, settleExpiredOrder } from "./order-platform-state";
import { MAX_ATTEMPTS, retryDelayMs } from "./outbox-worker";
import { type CallResult, finishCall, type PlatformCallRow } from "./platform-calls.repository";

/**
 * Records what a platform answered, in one transaction with what it means for the order:
 * the card's platform line, and an order the platform had already given up on.
 */
export type RecordOutcomeOptions = {
  db: Database;
  bus: EventBus;
  call: PlatformCallRow;
  outcome: CallOutcome;
  now: Date;
  maxRetryMs: number;
};

export async function recordCallOutcome({
  db,
  bus,
  call,
  outcome,
  now,
  maxRetryMs,
}: RecordOutcomeOptions) {
  const result = resultOf(call, outcome, now, maxRetryMs);
  await db.transaction(async (tx) => {
    const finished = await finishCall(tx, call, result);
    // Another sender took the call over (this one outlived its lease): its answer counts.
    if (!finished) return;
    const summary: PlatformCallSummary = {
      id: call.id,
      action: call.action,
      state: result.state === "pending" ? "sending" : result.state,
      message: result.message,
      reference: result.state === "pending" ? null : (result.reference ?? null),
    };
    const [order] = await tx
      .update(orders)
      .set({ platformCall: summary })
      .where(eq(orders.id, call.orderId))
      .returning({
        id: orders.id,
        restaurantId: orders.restaurantId,
        orderNumber: orders.orderNumber,
        status: orders.status,
      });
    if (!order) return;
    if (call.action === "accept" && outcome.kind === "refused" && isExpiry(outcome)) {
      await settleExpiredOrder(tx, bus, {
        orderId: call.orderId,
        restaurantId: call.restaurantId,
        now,
      });
      return;
    }
    if (result.state !== "pending" || call.attempts === 1) {
      await publishPlatformChange(tx, bus, order);
    }
  });
}

function resultOf(
  call: PlatformCallRow,
  outcome: CallOutcome,
  now: Date,
  maxRetryMs: number,
): CallResult {
  switch (outcome.kind) {
    case "done":
      return {
        state: "done",
        status: outcome.status || null,
        message: outcome.note ?? null,
        reference: outcome.reference ?? null,
        at: now,
      };
    case "refused":
      return { state: "failed", status: outcome.status || null, message: outcome.message, at: now };
    case "retry":
      if (call.attempts >= MAX_ATTEMPTS) {
        return {
          state: "failed",
          status: outcome.status,
          message: `No answer after ${call.attempts} tries: ${outcome.message}`,
          at: now,
        };
      }
      return {
        state: "pending",
        status: outcome.status,
        message: outcome.message,
        retryAt: new Date(now.getTime() + retryDelayMs(call.attempts, maxRetryMs)),
        at: now,
      };
  }
}

/** DoorDash answers a confirmation after its window with 400 "order has expired". */
function isExpiry(outcome: Extract<CallOutcome, { kind: "refused" }>): boolean {
  return /expired/i.test(outcome.message);
}
