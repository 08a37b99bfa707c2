import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { orders, type PlatformCallSummary } from "../../db/schema/orders";
import { type RecordOutcomeOptions, resultOf } from "../platform-calls/call-result";
import type { CallOutcome } from "../platform-calls/clients/http";
import {
  type CallResult,
  finishCall,
  finishCallUpdate,
  type OrderCallRow,
  type PlatformCallRow,
} from "../platform-calls/platform-calls.repository";
import { orderNotificationSql } from "./order-events";
import { settleExpiredOrder } from "./order-platform-state";

/**
 * Records what a platform answered to a call about an order, in one transaction with what
 * it means for the order: the card's platform line, and an order the platform had already
 * given up on. The outbox hands every order call's answer here.
 */
export async function recordOrderCallOutcome({
  db,
  call,
  outcome,
  now,
  maxRetryMs,
}: RecordOutcomeOptions & { call: OrderCallRow }): Promise<void> {
  const answer = await readRepeat(db, call, outcome, now);
  const result = resultOf(call, answer, now, maxRetryMs);
  const summary: PlatformCallSummary = {
    id: call.id,
    action: call.action,
    state: result.state === "pending" ? "sending" : result.state,
    message: result.message,
    reference: result.state === "pending" ? null : (result.reference ?? null),
  };
  const expired = call.action === "accept" && answer.kind === "refused" && isExpiry(answer);
  if (!expired) {
    // The usual end, one statement. A retry is announced once, when it starts waiting.
    // Another sender may have taken the call over (this one outlived its lease): then
    // nothing is written, and its answer counts.
    await finishCallOnOrder(
      db,
      call,
      result,
      summary,
      result.state !== "pending" || call.attempts === 1,
    );
    return;
  }
  await db.transaction(async (tx) => {
    const finished = await finishCall(tx, call, result);
    if (!finished) return;
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
    await settleExpiredOrder(tx, {
      orderId: call.orderId,
      restaurantId: call.restaurantId,
      now,
    });
  });
}

/**
 * DoorDash answers both a late confirmation and a repeated one with the same 400 ("already
 * been processed or order has expired"). A repeat (this call was tried before, so the
 * platform may have taken it) before the deadline is the platform saying it has the answer.
 */
async function isRepeatWithinDeadline(db: Database, call: OrderCallRow, now: Date) {
  if (call.attempts <= 1) return false;
  const [order] = await db
    .select({ acceptBy: orders.acceptBy })
    .from(orders)
    .where(eq(orders.id, call.orderId))
    .limit(1);
  return order?.acceptBy ? order.acceptBy.getTime() > now.getTime() : false;
}

async function readRepeat(
  db: Database,
  call: OrderCallRow,
  outcome: CallOutcome,
  now: Date,
): Promise<CallOutcome> {
  if (call.action !== "accept" || outcome.kind !== "refused" || !isExpiry(outcome)) return outcome;
  if (!(await isRepeatWithinDeadline(db, call, now))) return outcome;
  return {
    kind: "done",
    status: outcome.status,
    body: null,
    note: "Already taken by the platform",
  };
}

/** DoorDash answers a confirmation after its window with 400 "order has expired". */
function isExpiry(outcome: Extract<CallOutcome, { kind: "refused" }>): boolean {
  return /expired/i.test(outcome.message);
}

/**
 * The common end of a call in one statement: its result, the order's platform line, and
 * (when `announce`) the dashboards told, all committed together. False when the sender
 * no longer held the call.
 */
async function finishCallOnOrder(
  db: Database,
  call: Pick<PlatformCallRow, "id" | "attempts">,
  result: CallResult,
  summary: PlatformCallSummary,
  announce: boolean,
): Promise<boolean> {
  const statement = sql`
    with finished as (${finishCallUpdate(db, call, result).getSQL()}),
    updated as (
      update ${orders} set platform_call = ${JSON.stringify(summary)}::jsonb
      from finished where ${orders.id} = finished.order_id
      returning ${orders.id}, ${orders.restaurantId}, ${orders.orderNumber}, ${orders.status})
    ${announce ? orderNotificationSql("ORDER_PLATFORM_UPDATED", sql`updated`) : sql`select 1 from updated`}`;
  const answer = await db.execute(statement);
  return (answer as { rows: unknown[] }).rows.length > 0;
}
