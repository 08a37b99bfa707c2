import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MenuAction } from "../../../domain/menu-sync";
import { PLATFORM_ACTIONS, type PlatformAction } from "../../../domain/platform-actions";
import type { Platform } from "../../../domain/platforms";
import type { OrderStatus } from "../../../domain/status";
import type { StoreAction } from "../../../domain/store-controls";
import type { Database } from "../../db/database";
import { orders, type PlatformCallSummary } from "../../db/schema/orders";
import { platformCalls } from "../../db/schema/platform-calls";
import { platformConnections } from "../../db/schema/platform-connections";

/** SQL for the outbox of calls to platforms (docs/platform-calls.md). */
export type PlatformCallRow = typeof platformCalls.$inferSelect;
/** A call about an order (the others are store calls). */
export type OrderCallRow = PlatformCallRow & { orderId: string; action: PlatformAction };

export function isOrderCall(call: PlatformCallRow): call is OrderCallRow {
  return call.orderId !== null && (PLATFORM_ACTIONS as readonly string[]).includes(call.action);
}

export type NewPlatformCall = {
  restaurantId: string;
  platform: Platform;
  payload: Record<string, unknown>;
  at: Date;
  /** A staff change that can still be undone: the call waits for its undo window. */
  hold?: CallHold;
} & (
  | { orderId: string; action: PlatformAction }
  | { storeControlId: string; action: StoreAction; dueAt?: Date }
  | { availabilityChangeId: string; action: MenuAction; dueAt?: Date }
  | { menuPublishId: string; action: MenuAction; dueAt?: Date }
);

/** The change a call waits on, and when it may be sent (docs/platform-calls.md). */
export type CallHold = { eventId: number; until: Date };

export async function insertPlatformCall(
  db: Database,
  call: NewPlatformCall,
): Promise<PlatformCallRow> {
  const dueAt = "dueAt" in call ? call.dueAt : undefined;
  const [row] = await db
    .insert(platformCalls)
    .values({
      restaurantId: call.restaurantId,
      orderId: "orderId" in call ? call.orderId : null,
      storeControlId: "storeControlId" in call ? call.storeControlId : null,
      availabilityChangeId: "availabilityChangeId" in call ? call.availabilityChangeId : null,
      menuPublishId: "menuPublishId" in call ? call.menuPublishId : null,
      platform: call.platform,
      action: call.action,
      payload: call.payload,
      orderEventId: call.hold?.eventId ?? null,
      nextAttemptAt: call.hold?.until ?? dueAt ?? call.at,
      createdAt: call.at,
    })
    .returning();
  if (!row) throw new Error("platform call was not inserted");
  return row;
}

export type ClaimedCall = {
  call: PlatformCallRow;
  /** The order the call is about; null for a store call. */
  order: {
    id: string;
    externalId: string;
    orderNumber: string;
    isDelivery: boolean;
    status: OrderStatus;
  } | null;
  settings: Record<string, string>;
  secretsEncrypted: string | null;
};

/**
 * Takes the next call due, for `leaseMs`: the oldest pending call (or one whose sender's
 * lease ran out) with no earlier call of its queue still unsent, so one order's calls, and
 * one platform's store and menu calls for a restaurant, reach the platform in the order they
 * were made. A call written to wait for its moment (the end of a pause or busy spell, an
 * item's return, a look at a publish's outcome), never tried yet, holds up no other call
 * meanwhile. SKIP LOCKED lets several instances take
 * different calls at once; the lease hands a call over if its sender dies. One statement:
 * the pick, the lease, and what sending needs (the order, if any, and the restaurant's
 * connection for that platform).
 */
export async function claimNextCallWithContext(
  db: Database,
  { now, leaseMs }: { now: Date; leaseMs: number },
): Promise<ClaimedCall | null> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const candidate = alias(platformCalls, "c");
  const picked = db.$with("picked").as(
    db
      .select({
        pickedId: candidate.id,
        pickedOrderId: candidate.orderId,
        pickedRestaurantId: candidate.restaurantId,
        pickedPlatform: candidate.platform,
      })
      .from(candidate)
      .where(
        sql`${candidate.state} in ('pending', 'sending')
          and ((${candidate.state} = 'pending' and ${candidate.nextAttemptAt} <= ${now})
            or (${candidate.state} = 'sending' and ${candidate.leaseUntil} <= ${now}))
          and not exists (
            select 1 from ${platformCalls} earlier
            where earlier.order_id = ${candidate.orderId} and earlier.seq < ${candidate.seq}
              and earlier.state in ('pending', 'sending'))
          and not exists (
            select 1 from ${platformCalls} earlier
            where ${candidate.orderId} is null and earlier.order_id is null
              and earlier.restaurant_id = ${candidate.restaurantId}
              and earlier.platform = ${candidate.platform}
              and earlier.seq < ${candidate.seq}
              and earlier.state in ('pending', 'sending')
              and not (earlier.action in ('resume', 'busy_end', 'unsuspend', 'menu_status')
                and earlier.state = 'pending'
                and earlier.attempts = 0 and earlier.next_attempt_at > ${now}))`,
      )
      .orderBy(candidate.seq)
      .limit(1)
      .for("update", { of: candidate, skipLocked: true }),
  );
  const [row] = await db
    .with(picked)
    .update(platformCalls)
    .set({ state: "sending", leaseUntil, attempts: sql`${platformCalls.attempts} + 1` })
    .from(picked)
    .leftJoin(orders, eq(orders.id, picked.pickedOrderId))
    .leftJoin(
      platformConnections,
      and(
        eq(platformConnections.restaurantId, picked.pickedRestaurantId),
        eq(platformConnections.platform, picked.pickedPlatform),
      ),
    )
    .where(eq(platformCalls.id, picked.pickedId))
    .returning({
      ...getTableColumns(platformCalls),
      orderExternalId: orders.externalId,
      orderNumber: orders.orderNumber,
      orderIsDelivery: orders.isDelivery,
      orderStatus: orders.status,
      settings: platformConnections.settings,
      secretsEncrypted: platformConnections.secretsEncrypted,
    });
  if (!row) return null;
  const {
    orderExternalId,
    orderNumber,
    orderIsDelivery,
    orderStatus,
    settings,
    secretsEncrypted,
    ...call
  } = row;
  return {
    call,
    order:
      call.orderId && orderExternalId !== null && orderNumber !== null && orderStatus !== null
        ? {
            id: call.orderId,
            externalId: orderExternalId,
            orderNumber,
            isDelivery: orderIsDelivery ?? false,
            status: orderStatus,
          }
        : null,
    settings: settings ?? {},
    secretsEncrypted: secretsEncrypted ?? null,
  };
}

export type CallResult =
  | {
      state: "done" | "failed";
      status: number | null;
      message: string | null;
      reference?: string | null;
      at: Date;
    }
  | { state: "pending"; status: number | null; message: string; retryAt: Date; at: Date };

/** Records a sender's result, only while it still holds the call. Null: it had lost it. */
export async function finishCall(
  db: Database,
  call: Pick<PlatformCallRow, "id" | "attempts">,
  result: CallResult,
): Promise<PlatformCallRow | null> {
  const [row] = await finishing(db, call, result).returning();
  return row ?? null;
}

/**
 * `finishCall`'s update, returning the call's order, for a statement that changes the order
 * with it (the order's platform line: orders/order-call-outcome.ts).
 */
export function finishCallUpdate(
  db: Database,
  call: Pick<PlatformCallRow, "id" | "attempts">,
  result: CallResult,
) {
  return finishing(db, call, result).returning({ orderId: platformCalls.orderId });
}

/** Its result on a call the sender still holds: nothing when another sender took it over. */
function finishing(
  db: Database,
  { id, attempts }: Pick<PlatformCallRow, "id" | "attempts">,
  result: CallResult,
) {
  return db
    .update(platformCalls)
    .set({
      state: result.state,
      leaseUntil: null,
      responseStatus: result.status,
      message: result.message,
      ...(result.state === "pending"
        ? { nextAttemptAt: result.retryAt }
        : { finishedAt: result.at, reference: result.reference ?? null }),
    })
    .where(
      and(
        eq(platformCalls.id, id),
        eq(platformCalls.state, "sending"),
        eq(platformCalls.attempts, attempts),
      ),
    );
}

/**
 * A call settled by the platform's later word rather than by its sender (DoorDash's menu
 * status webhook): done or failed, whoever held it.
 */
export async function settleCall(
  db: Database,
  id: string,
  outcome: { state: "done" | "failed"; message: string | null; reference: string | null; at: Date },
): Promise<void> {
  await db
    .update(platformCalls)
    .set({
      state: outcome.state,
      message: outcome.message,
      reference: outcome.reference,
      leaseUntil: null,
      finishedAt: outcome.at,
    })
    .where(eq(platformCalls.id, id));
}

export async function findCall(
  db: Database,
  { restaurantId, callId }: { restaurantId: string; callId: string },
): Promise<PlatformCallRow | null> {
  const [row] = await db
    .select()
    .from(platformCalls)
    .where(and(eq(platformCalls.id, callId), eq(platformCalls.restaurantId, restaurantId)))
    .limit(1);
  return row ?? null;
}

/** Sends a refused call again (staff pressed Retry): due now, from a fresh count. */
export async function requeueCall(
  db: Database,
  callId: string,
  at: Date,
): Promise<PlatformCallRow | null> {
  const [row] = await db
    .update(platformCalls)
    .set({ state: "pending", nextAttemptAt: at, attempts: 0, finishedAt: null, message: null })
    .where(and(eq(platformCalls.id, callId), eq(platformCalls.state, "failed")))
    .returning();
  return row ?? null;
}

/**
 * The calls a staff change queued, locked until the transaction ends: a sender skips a
 * locked call (SKIP LOCKED), and a call a sender took first shows as taken here.
 */
export function lockCallsOfEvent(db: Database, eventId: number): Promise<PlatformCallRow[]> {
  return db
    .select()
    .from(platformCalls)
    .where(eq(platformCalls.orderEventId, eventId))
    .orderBy(platformCalls.seq)
    .for("update");
}

/** Whether a call is still only waiting: no sender has taken it, so nothing was sent. */
export function isUntouched(call: Pick<PlatformCallRow, "state" | "attempts">): boolean {
  return call.state === "pending" && call.attempts === 0;
}

export async function deleteCallsOfEvent(db: Database, eventId: number): Promise<number> {
  const deleted = await db
    .delete(platformCalls)
    .where(and(eq(platformCalls.orderEventId, eventId), eq(platformCalls.state, "pending")))
    .returning({ id: platformCalls.id });
  return deleted.length;
}

/** The order's latest call, for its platform line. */
export async function findLatestCall(db: Database, orderId: string): Promise<OrderCallRow | null> {
  const [row] = await db
    .select()
    .from(platformCalls)
    .where(eq(platformCalls.orderId, orderId))
    .orderBy(desc(platformCalls.seq))
    .limit(1);
  return row && isOrderCall(row) ? row : null;
}

/** What the card says about a call, as the sender would have written it. */
export function callSummary(call: OrderCallRow): PlatformCallSummary {
  return {
    id: call.id,
    action: call.action,
    state: call.state === "pending" ? "sending" : call.state,
    message: call.message,
    reference: call.reference,
  };
}

/** A platform's answer that refused OrderDock's credentials. */
export type CredentialRefusal = {
  platform: Platform;
  status: number;
  message: string | null;
  at: Date;
};

/** Answers that say the credentials themselves were refused, not the call. */
const REFUSED_CREDENTIALS = [401, 403];

/**
 * Per platform, the restaurant's latest call the platform answered, when that answer refused
 * OrderDock's credentials (401 or 403: an expired token, revoked access). A later accepted
 * call clears it. One index read per platform (platform_calls_answered_idx).
 */
export async function latestCredentialRefusals(
  db: Database,
  restaurantId: string,
  platforms: readonly Platform[],
): Promise<CredentialRefusal[]> {
  const result = await db.execute(sql`
    select p.platform, latest.response_status as status, latest.message,
      coalesce(latest.finished_at, latest.created_at) as at
    from jsonb_array_elements_text(${JSON.stringify(platforms)}::jsonb) as p(platform)
    cross join lateral (
      select c.response_status, c.message, c.finished_at, c.created_at from platform_calls c
      where c.restaurant_id = ${restaurantId}::uuid and c.platform = p.platform
        and c.response_status is not null
      order by c.seq desc limit 1
    ) latest`);
  const rows = (result as { rows: Array<Record<string, unknown>> }).rows;
  return rows
    .filter((row) => REFUSED_CREDENTIALS.includes(Number(row.status)))
    .map((row) => ({
      platform: row.platform as Platform,
      status: Number(row.status),
      message: (row.message as string | null) ?? null,
      at: new Date(row.at as string),
    }));
}
