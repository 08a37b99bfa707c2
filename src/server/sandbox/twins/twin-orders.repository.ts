import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type TwinOrderState, twinCalls, twinOrders } from "../../db/schema/twin-orders";
import type { TwinPlatform } from "../../lib/sandbox-credentials";

/** SQL for what the platform twins know (docs/platform-twins.md). */
export type TwinOrderRow = typeof twinOrders.$inferSelect;
export type TwinCallRow = typeof twinCalls.$inferSelect;

export async function insertTwinOrder(
  db: Database,
  order: Pick<
    TwinOrderRow,
    "platform" | "externalId" | "restaurantId" | "orderNumber" | "body" | "placedAt" | "deadlineAt"
  >,
): Promise<TwinOrderRow> {
  const [row] = await db
    .insert(twinOrders)
    .values({ ...order, updatedAt: order.placedAt })
    .returning();
  if (!row) throw new Error("twin order was not inserted");
  return row;
}

export async function lockTwinOrder(
  db: Database,
  platform: TwinPlatform,
  externalId: string,
): Promise<TwinOrderRow | null> {
  const [row] = await db
    .select()
    .from(twinOrders)
    .where(and(eq(twinOrders.platform, platform), eq(twinOrders.externalId, externalId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function findTwinOrder(
  db: Database,
  platform: TwinPlatform,
  externalId: string,
): Promise<TwinOrderRow | null> {
  const [row] = await db
    .select()
    .from(twinOrders)
    .where(and(eq(twinOrders.platform, platform), eq(twinOrders.externalId, externalId)))
    .limit(1);
  return row ?? null;
}

export type TwinOrderChange = Partial<
  Pick<
    TwinOrderRow,
    "state" | "prepMinutes" | "readyAt" | "reason" | "cancelledBy" | "body" | "webhookPending"
  >
>;

export async function updateTwinOrder(
  db: Database,
  row: Pick<TwinOrderRow, "platform" | "externalId">,
  change: TwinOrderChange,
  at: Date,
): Promise<TwinOrderRow> {
  const [updated] = await db
    .update(twinOrders)
    .set({ ...change, updatedAt: at })
    .where(and(eq(twinOrders.platform, row.platform), eq(twinOrders.externalId, row.externalId)))
    .returning();
  if (!updated) throw new Error("twin order vanished");
  return updated;
}

export function listTwinOrders(
  db: Database,
  restaurantId: string,
  platform: TwinPlatform,
  limit = 50,
): Promise<TwinOrderRow[]> {
  return db
    .select()
    .from(twinOrders)
    .where(and(eq(twinOrders.restaurantId, restaurantId), eq(twinOrders.platform, platform)))
    .orderBy(desc(twinOrders.placedAt))
    .limit(limit);
}

/**
 * The unanswered orders whose deadline has passed on their restaurant's clock (`moved` for
 * the restaurants whose console moved theirs on, real time for every other), taken for
 * cancelling; SKIP LOCKED lets every instance run the clock without cancelling twice.
 */
export async function lockExpiredOrders(
  db: Database,
  {
    platform,
    realNow,
    moved,
  }: { platform: TwinPlatform; realNow: Date; moved: Array<{ restaurantId: string; now: Date }> },
): Promise<TwinOrderRow[]> {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const latest = new Date(
    Math.max(realNow.getTime(), ...moved.map((clock) => clock.now.getTime())),
  );
  const deadline =
    moved.length === 0
      ? at(realNow)
      : sql`case ${twinOrders.restaurantId} ${sql.join(
          moved.map((clock) => sql`when ${clock.restaurantId}::uuid then ${at(clock.now)}`),
          sql` `,
        )} else ${at(realNow)} end`;
  return db
    .select()
    .from(twinOrders)
    .where(
      and(
        eq(twinOrders.platform, platform),
        eq(twinOrders.state, "placed" satisfies TwinOrderState),
        isNotNull(twinOrders.deadlineAt),
        // By the deadline index up to the latest clock, then each against its own.
        lte(twinOrders.deadlineAt, latest),
        sql`${twinOrders.deadlineAt} <= ${deadline}`,
      ),
    )
    .orderBy(twinOrders.deadlineAt)
    .limit(50)
    .for("update", { skipLocked: true });
}

/**
 * Webhooks a twin still has to deliver (OrderDock did not answer 2xx yet). Read without a
 * lock: the delivery goes to OrderDock's own receiver, which needs the database, and a
 * webhook sent twice is recognised there as a repeat.
 */
export function listPendingWebhooks(db: Database): Promise<TwinOrderRow[]> {
  return db.select().from(twinOrders).where(isNotNull(twinOrders.webhookPending)).limit(20);
}

/**
 * Changes an order only if it is still as it was read (its state and last change), and
 * records the call with it, in one statement. False when someone changed it meanwhile.
 */
export async function changeTwinOrderAndRecord(
  db: Database,
  order: Pick<TwinOrderRow, "platform" | "externalId" | "state" | "updatedAt">,
  change: TwinOrderChange & { state: TwinOrderState },
  call: NewTwinCall,
  at: Date,
): Promise<boolean> {
  const sets = [
    sql`state = ${change.state}`,
    sql`updated_at = ${at}`,
    ...(change.prepMinutes !== undefined ? [sql`prep_minutes = ${change.prepMinutes}`] : []),
    ...(change.readyAt !== undefined ? [sql`ready_at = ${change.readyAt}`] : []),
    ...(change.reason !== undefined ? [sql`reason = ${change.reason}`] : []),
    ...(change.cancelledBy !== undefined ? [sql`cancelled_by = ${change.cancelledBy}`] : []),
  ];
  const result = await db.execute(sql`
    with changed as (
      update ${twinOrders} set ${sql.join(sets, sql`, `)}
      where platform = ${order.platform} and external_id = ${order.externalId}
        and state = ${order.state}
        and date_trunc('milliseconds', updated_at) = ${order.updatedAt}
      returning 1)
    insert into ${twinCalls}
      (platform, restaurant_id, external_id, method, path, operation, body, status, answer, received_at)
    select ${call.platform}, ${call.restaurantId ?? null}, ${call.externalId ?? null}, ${call.method},
      ${call.path}, ${call.operation}, ${JSON.stringify(call.body ?? null)}::jsonb, ${call.status},
      ${JSON.stringify(call.answer ?? null)}::jsonb, ${call.receivedAt}
    where exists (select 1 from changed)
    returning id`);
  return (result as { rows: unknown[] }).rows.length > 0;
}

export type NewTwinCall = Omit<typeof twinCalls.$inferInsert, "id" | "receivedAt"> & {
  receivedAt: Date;
};

export async function recordTwinCall(db: Database, call: NewTwinCall): Promise<void> {
  await db.insert(twinCalls).values(call);
}

export function listTwinCalls(
  db: Database,
  {
    platform,
    restaurantId,
    externalId,
    limit = 100,
  }: {
    platform: TwinPlatform;
    restaurantId?: string;
    externalId?: string;
    limit?: number;
  },
): Promise<TwinCallRow[]> {
  return db
    .select()
    .from(twinCalls)
    .where(
      and(
        eq(twinCalls.platform, platform),
        restaurantId ? eq(twinCalls.restaurantId, restaurantId) : sql`true`,
        externalId ? eq(twinCalls.externalId, externalId) : sql`true`,
      ),
    )
    .orderBy(desc(twinCalls.id))
    .limit(limit);
}

type JsonObject = Record<string, unknown>;

const asObject = (value: unknown): JsonObject | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as JsonObject) : null;

/**
 * The answer a twin gave to its latest successful call of this operation: for one
 * restaurant, and (`answered`) the one whose answer holds that value under that key. With
 * the restaurant the call named; null when there is none.
 */
export async function findLatestAnswer(
  db: Database,
  {
    platform,
    operation,
    restaurantId,
    answered,
  }: {
    platform: TwinPlatform;
    operation: string;
    restaurantId?: string;
    answered?: { key: string; value: string };
  },
): Promise<{ restaurantId: string | null; answer: JsonObject } | null> {
  const [row] = await db
    .select({ restaurantId: twinCalls.restaurantId, answer: twinCalls.answer })
    .from(twinCalls)
    .where(
      and(
        eq(twinCalls.platform, platform),
        eq(twinCalls.operation, operation),
        eq(twinCalls.status, 200),
        restaurantId === undefined ? undefined : eq(twinCalls.restaurantId, restaurantId),
        answered && sql`${twinCalls.answer}->>${answered.key} = ${answered.value}`,
      ),
    )
    .orderBy(desc(twinCalls.id))
    .limit(1);
  const answer = asObject(row?.answer);
  return row && answer ? { restaurantId: row.restaurantId, answer } : null;
}
