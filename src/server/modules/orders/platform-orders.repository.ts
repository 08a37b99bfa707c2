import { and, eq, sql } from "drizzle-orm";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { earlyCancellations } from "../../db/schema/early-cancellations";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { orderNotificationSql } from "../realtime/event-bus";
import type { NewOrderRow, OrderRow } from "./order-row";

/** SQL for the orders a platform sends after creation (decision 021). */
export type OrderKey = { restaurantId: string; platform: Platform; externalId: string };

/**
 * Serialises everything that happens to one platform order (its creation, updates and
 * cancellation) until the transaction ends, even before the order row exists: a
 * cancellation racing its own order cannot slip between the order's check and its insert.
 */
export async function lockOrderKey(db: Database, key: OrderKey): Promise<void> {
  const text = `${key.restaurantId}|${key.platform}|${key.externalId}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${text}, 0))`);
}

export async function lockOrderByKey(db: Database, key: OrderKey): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, key.restaurantId),
        eq(orders.platform, key.platform),
        eq(orders.externalId, key.externalId),
      ),
    )
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function updateOrderRow(
  db: Database,
  orderId: string,
  values: Partial<NewOrderRow>,
): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`order ${orderId} vanished while locked`);
  return row;
}

export async function findEarlyCancellation(
  db: Database,
  key: OrderKey,
): Promise<{ note: string | null } | null> {
  const [row] = await db
    .select({ note: earlyCancellations.note })
    .from(earlyCancellations)
    .where(
      and(
        eq(earlyCancellations.restaurantId, key.restaurantId),
        eq(earlyCancellations.platform, key.platform),
        eq(earlyCancellations.externalId, key.externalId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function rememberEarlyCancellation(
  db: Database,
  key: OrderKey & { note: string; at: Date },
): Promise<void> {
  await db
    .insert(earlyCancellations)
    .values({
      restaurantId: key.restaurantId,
      platform: key.platform,
      externalId: key.externalId,
      note: key.note,
      receivedAt: key.at,
    })
    .onConflictDoNothing();
}

export async function findPrepMinutes(db: Database, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ prepMinutes: restaurants.prepMinutes })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  if (!row) throw new Error(`restaurant ${restaurantId} not found`);
  return row.prepMinutes;
}

/** How often each instance looks for scheduled orders that fell due. */
export const RELEASE_INTERVAL_MS = 15_000;

/**
 * Releases every scheduled order whose time has come (of one restaurant, or of all): each
 * becomes `new`, gets its event, and is announced with NEW_ORDER, in one statement. Rows
 * another instance is releasing are skipped, so instances never release an order twice.
 */
export async function releaseDueOrders(
  db: Database,
  { now, restaurantId }: { now: Date; restaurantId?: string },
): Promise<number> {
  const released = sql.identifier("released");
  const at = now.toISOString();
  const result = await db.execute(sql`
    with due as (
      select id from orders
      where status = 'scheduled' and due_at <= ${at}::timestamptz
        ${restaurantId ? sql`and restaurant_id = ${restaurantId}::uuid` : sql``}
      for update skip locked
    ), ${released} as (
      update orders set status = 'new', updated_at = ${at}::timestamptz
      from due where orders.id = due.id
      returning orders.*
    ), event as (
      insert into order_events (order_id, restaurant_id, actor_type, from_status, to_status, at)
      select id, restaurant_id, 'system', 'scheduled', 'new', ${at}::timestamptz from ${released}
    ), notified as (
      ${orderNotificationSql("NEW_ORDER", sql`${released}`)}
    )
    select count(*)::int as released from notified
  `);
  const [row] = (result as { rows: Array<{ released: number | string }> }).rows;
  return Number(row?.released ?? 0);
}

/**
 * After the restaurant's preparation time changed: every scheduled order's release time is
 * its promised time less the new preparation time.
 */
export async function rescheduleOrders(
  db: Database,
  { restaurantId, prepMinutes }: { restaurantId: string; prepMinutes: number },
): Promise<void> {
  await db.execute(sql`
    update orders set due_at = promised_at - make_interval(mins => ${prepMinutes}::int)
    where restaurant_id = ${restaurantId}::uuid and status = 'scheduled' and promised_at is not null`);
}
