import type { TwinPlatform } from "../../lib/sandbox-credentials";
import { flushWebhook, signingKeys, type TwinContext } from "./twin.service";
import { removeLine } from "./twin-adjustments";
import { recordCall, type TwinCallRecord, twinCallRow } from "./twin-call-records";
import {
  changeTwinOrderAndRecord,
  findTwinOrder,
  type TwinOrderRow,
  updateTwinOrder,
} from "./twin-orders.repository";
import { decideTwinAction, type TwinAction, type TwinDecision } from "./twin-state";

/**
 * A restaurant's calls about its orders, as every twin takes them: the order found by the
 * id the call names, its platform state moved by `twin-state.ts`, the call recorded.
 */
export type TwinCallInput = {
  platform: TwinPlatform;
  externalId: string;
  action: TwinAction;
  method: string;
  path: string;
  operation: string;
  body: unknown;
  /** What the accepted call records on the order (prep time, reason). */
  change?: {
    prepMinutes?: number | null;
    readyAt?: Date | null;
    reason?: string | null;
    cancelledBy?: string;
  };
  /** The platform's answer for a decision, status and body. */
  answer: (decision: TwinDecision, order: TwinOrderRow | null) => { status: number; body: unknown };
  /** Only orders of this restaurant (a store-scoped API); undefined for app-wide auth. */
  restaurantId?: string;
  /** The restaurant the call names, when the twin knows it (the guard's `restaurantOf`). */
  named: string | null;
  /** What the platform does next about an item out of stock (its line id). */
  adjustLine?: string;
};

/**
 * A restaurant's call about one order: decided, applied and recorded together, on the clock
 * of the restaurant whose order it is. Read, then one statement that changes the order only
 * if it is still as read and records the call (the platform answers calls for different
 * orders at once); a concurrent change to the same order means reading again.
 */
export async function handleTwinCall(context: TwinContext, input: TwinCallInput) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await findTwinOrder(context.db, input.platform, input.externalId);
    const order =
      found && (!input.restaurantId || found.restaurantId === input.restaurantId) ? found : null;
    const restaurantId = order?.restaurantId ?? input.named;
    const now = context.clock.now(input.platform, restaurantId);
    const decision = decideTwinAction(order, input.action, now);
    const change =
      order && decision.ok && input.action !== "read"
        ? {
            state: decision.state,
            ...(input.change?.prepMinutes !== undefined && {
              prepMinutes: input.change.prepMinutes,
            }),
            ...(input.change?.readyAt !== undefined && { readyAt: input.change.readyAt }),
            ...(input.change?.reason !== undefined && { reason: input.change.reason }),
            ...(decision.state === "cancelled" && {
              cancelledBy: input.change?.cancelledBy ?? "restaurant",
            }),
          }
        : null;
    const answer = input.answer(decision, order);
    const record: TwinCallRecord = {
      made: {
        platform: input.platform,
        method: input.method,
        path: input.path,
        operation: input.operation,
        body: input.body,
        externalId: input.externalId,
      },
      restaurantId,
      status: answer.status,
      answer: answer.body,
      receivedAt: now,
      isRefused: answer.status >= 400,
    };
    if (!order || !change) {
      await recordCall(context.db, context.refusals, record);
      return answer;
    }
    if (await changeTwinOrderAndRecord(context.db, order, change, twinCallRow(record), now)) {
      if (input.adjustLine) await settleAdjustment(context, order, input.adjustLine, now);
      return answer;
    }
  }
  throw new Error(`twin order ${input.platform}/${input.externalId} kept changing`);
}

/**
 * The platform settles an item out of stock: the order it serves loses the line and its
 * webhook says so, kept until OrderDock takes it (a later tick sends it again).
 */
async function settleAdjustment(
  context: TwinContext,
  order: TwinOrderRow,
  lineId: string,
  now: Date,
): Promise<void> {
  const keys = await signingKeys(context, order.restaurantId, order.platform as TwinPlatform);
  const adjusted = removeLine(order, lineId, keys, now);
  if (!adjusted) return;
  await updateTwinOrder(
    context.db,
    order,
    { body: adjusted.body, webhookPending: adjusted.webhook },
    now,
  );
  await flushWebhook(context, order, adjusted.webhook);
}
