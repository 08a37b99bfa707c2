import { eq, type SQL, sql } from "drizzle-orm";
import { DEFAULT_PREP_MINUTES } from "../../../domain/api/settings";
import {
  ACCEPTING_PLATFORMS,
  PLATFORM_RULES,
  type PlatformAction,
  takesAction,
} from "../../../domain/platform-actions";
import type { OrderStatus } from "../../../domain/status";
import type { Actor } from "../../actor";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import { notFound } from "../../errors";
import type { CallPayload } from "../platform-calls/clients/client";
import { type CallHold, insertPlatformCall } from "../platform-calls/platform-calls.repository";
import { findRestaurant } from "../restaurants/restaurants.repository";
import { busyExtraMinutes } from "../store/store-controls.repository";
import type { NewOrderRow, OrderRow } from "./order-row";

/**
 * Which calls an order's changes mean, written inside the transaction that makes the
 * change (docs/platform-calls.md): the outbox worker sends them afterwards.
 */
const ORDER_NOT_FOUND = "Order not found";

/**
 * Writes a call and shows "Sending…" on the order (with any other change to the order in
 * the same statement), inside the caller's transaction. The order as it now stands. A call
 * caused by a staff status change carries its `hold`: it waits out the undo window.
 */
export async function queuePlatformCall(
  tx: Database,
  order: Pick<OrderRow, "id" | "restaurantId" | "platform">,
  action: PlatformAction,
  payload: CallPayload,
  now: Date,
  alsoSet: Partial<NewOrderRow> = {},
  hold?: CallHold,
): Promise<OrderRow> {
  const call = await insertPlatformCall(tx, {
    restaurantId: order.restaurantId,
    orderId: order.id,
    platform: order.platform,
    action,
    payload,
    at: now,
    hold,
  });
  const [row] = await tx
    .update(orders)
    .set({
      ...alsoSet,
      platformCall: { id: call.id, action, state: "sending", message: null, reference: null },
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/**
 * The preparation time quoted to a platform when staff give none: the restaurant's, plus
 * busy mode's extra minutes on that platform (docs/store-controls.md).
 */
export async function defaultPrepMinutes(
  tx: Database,
  { restaurantId, platform }: Pick<OrderRow, "restaurantId" | "platform">,
  now: Date,
): Promise<number> {
  const row = await findRestaurant(tx, restaurantId);
  const busy = await busyExtraMinutes(tx, { restaurantId, platform, now });
  return (row?.prepMinutes ?? DEFAULT_PREP_MINUTES) + busy;
}

type AnswerState = Pick<OrderRow, "isTest" | "platform" | "acceptedAt" | "status">;

/** Test orders never came from their platform: nothing is sent about them. */
export function isTold(
  row: Pick<OrderRow, "isTest" | "platform">,
  action: PlatformAction,
): boolean {
  return !row.isTest && takesAction(row.platform, action);
}

/** The statuses in which an order may still wait for its platform's answer. */
const AWAITING_ANSWER: readonly OrderStatus[] = ["new", "scheduled"];

/**
 * Whether the order's platform still waits for OrderDock's answer: an order from a platform
 * that takes an accept, not a test, not accepted yet, new or scheduled.
 */
export function needsAnswer(row: AnswerState): boolean {
  return isTold(row, "accept") && row.acceptedAt === null && AWAITING_ANSWER.includes(row.status);
}

/** `needsAnswer` as SQL over the orders row `o`, for a statement that accepts in one go. */
export function needsAnswerSql(o: SQL): SQL {
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
  return sql`${o}.accepted_at is null and ${o}.status in (${list(AWAITING_ANSWER)})
    and not ${o}.is_test and ${o}.platform in (${list(ACCEPTING_PLATFORMS)})`;
}

/**
 * Marks the order accepted, by whom (none: OrderDock's own auto-accept), and queues the
 * accept call.
 */
export async function queueAccept(
  tx: Database,
  row: OrderRow,
  prepMinutes: number,
  now: Date,
  { by, hold }: { by?: Actor; hold?: CallHold } = {},
): Promise<OrderRow> {
  const readyAt = new Date(now.getTime() + prepMinutes * 60_000);
  return queuePlatformCall(
    tx,
    row,
    "accept",
    { prepMinutes, readyAt: readyAt.toISOString() },
    now,
    {
      acceptedAt: now,
      acceptedByName: by?.userName ?? null,
      acceptedDeviceName: by?.deviceName ?? null,
      prepMinutes,
      readyAt,
      updatedAt: now,
    },
    hold,
  );
}

/**
 * The calls a staff status move means, in the same transaction as the move: starting an
 * order the platform still waits on accepts it with the default preparation time; Ready
 * tells the platform to send the courier; Completed tells the store it was handed over.
 * Every call waits for the move's undo window (`hold`). The order as the last call left
 * it, or null when none was queued.
 */
export async function queueCallsForStatusMove(
  tx: Database,
  before: OrderRow,
  to: OrderStatus,
  now: Date,
  hold: CallHold,
  by: Actor,
): Promise<OrderRow | null> {
  let latest: OrderRow | null = null;
  if (to === "preparing" || to === "ready" || to === "completed") {
    if (needsAnswer(before)) {
      const prepMinutes = await defaultPrepMinutes(tx, before, now);
      latest = await queueAccept(tx, before, prepMinutes, now, { by, hold });
    }
  }
  if (to === "ready" && isTold(before, "ready") && readyApplies(before)) {
    latest = await queuePlatformCall(tx, before, "ready", {}, now, {}, hold);
  }
  if (to === "completed" && isTold(before, "complete") && completeApplies(before)) {
    latest = await queuePlatformCall(tx, before, "complete", {}, now, {}, hold);
  }
  return latest;
}

/** Shopify's "prepared for pickup" is for pickup orders only. */
function readyApplies(row: OrderRow): boolean {
  return row.platform !== "shopify" || !row.isDelivery;
}

/** Uber hears "delivered" only for the orders a restaurant delivers itself. */
function completeApplies(row: OrderRow): boolean {
  return row.platform !== "ubereats" || row.isDelivery;
}

/**
 * When the platform stops waiting for an answer to a new order: its accept window after the
 * order arrived, for an order that waits for one; null otherwise. Stored with the order.
 */
export function answerDeadline(order: AnswerState & Pick<OrderRow, "receivedAt">): Date | null {
  const window = PLATFORM_RULES[order.platform].acceptWindowSeconds;
  if (window === null || !needsAnswer(order)) return null;
  return new Date(order.receivedAt.getTime() + window * 1000);
}

/**
 * A new order from a platform that waits for an answer is accepted at once, with the
 * default preparation time, where Settings say so. Inside the transaction that stores the
 * order; the restaurant's settings are the caller's. The order as it now stands.
 */
export async function autoAcceptNewOrder(
  tx: Database,
  row: OrderRow,
  restaurant: { prepMinutes: number; autoAcceptPlatforms: readonly string[] },
  now: Date,
): Promise<OrderRow> {
  if (!needsAnswer(row) || !restaurant.autoAcceptPlatforms.includes(row.platform)) return row;
  const busy = await busyExtraMinutes(tx, { ...row, now });
  return queueAccept(tx, row, restaurant.prepMinutes + busy, now);
}
