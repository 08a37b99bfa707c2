import { and, eq, lte, sql } from "drizzle-orm";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { earlyCancellations } from "../../db/schema/early-cancellations";
import { menuItems } from "../../db/schema/menu-items";
import { menuModifierGroups } from "../../db/schema/menu-modifier-groups";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { type NewOrderRow, type OrderRow, orderRowFromRaw } from "./order-row";

/** SQL for the orders a platform sends after creation (decisions 096–098). */
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

/** What receiving a platform's order needs to know about its key, read in one statement. */
export type OrderKeyState = {
  /** The order stored under the key, locked until the transaction ends; null when none. */
  existing: OrderRow | null;
  /** A cancellation that came before its order; null when none came. */
  earlyCancellation: { note: string | null } | null;
  restaurant: {
    prepMinutes: number;
    autoAcceptPlatforms: Platform[];
    /** The names of its menu's items and options 86'd now, as written on the menu. */
    unavailableNames: string[];
  };
};

/**
 * The names of the restaurant's items and options that are 86'd at `now` (a timed 86 that
 * has ended is not), as the menu writes them: the caller compares them by
 * `normalizeItemName`, the one rule for matching names.
 */
function unavailableNamesSql(restaurantId: string, now: Date) {
  const at = now.toISOString();
  return sql`(select coalesce(json_agg(name), '[]'::json) from (
      select i.name
      from ${menuItems} i
      where i.restaurant_id = ${restaurantId}::uuid and i.availability <> 'available'
        and (i.unavailable_until is null or i.unavailable_until > ${at}::timestamptz)
      union
      select o->>'name'
      from ${menuModifierGroups} g, jsonb_array_elements(g.options) o
      where g.restaurant_id = ${restaurantId}::uuid
        and coalesce(o->>'availability', 'available') <> 'available'
        and (o->>'unavailableUntil' is null or (o->>'unavailableUntil')::timestamptz > ${at}::timestamptz)
    ) unavailable)`;
}

/**
 * After `lockOrderKey`, in its own statement so that it sees whatever committed while the
 * lock was awaited: the order under the key (locked, as `lockOrderByKey`), an early
 * cancellation of it, and the restaurant's settings that decide how a new order enters.
 */
export async function readOrderKey(db: Database, key: OrderKey, now: Date): Promise<OrderKeyState> {
  const result = await db.execute(sql`
    select r.prep_minutes as "restaurant.prep_minutes",
      r.auto_accept_platforms as "restaurant.auto_accept_platforms",
      ${unavailableNamesSql(key.restaurantId, now)} as "restaurant.unavailable_names",
      e.restaurant_id is not null as "early.found", e.note as "early.note", o.*
    from ${restaurants} r
      left join ${earlyCancellations} e on e.restaurant_id = r.id
        and e.platform = ${key.platform} and e.external_id = ${key.externalId}
      left join lateral (
        select * from ${orders} where restaurant_id = r.id
          and platform = ${key.platform} and external_id = ${key.externalId}
        for update) o on true
    where r.id = ${key.restaurantId}::uuid`);
  const [record] = (result as { rows: Array<Record<string, unknown>> }).rows;
  if (!record) throw new Error(`restaurant ${key.restaurantId} not found`);
  return {
    existing: record.id ? orderRowFromRaw(record) : null,
    earlyCancellation: record["early.found"]
      ? { note: (record["early.note"] as string | null) ?? null }
      : null,
    restaurant: {
      prepMinutes: Number(record["restaurant.prep_minutes"]),
      autoAcceptPlatforms: (record["restaurant.auto_accept_platforms"] as Platform[] | null) ?? [],
      unavailableNames: (record["restaurant.unavailable_names"] as string[] | null) ?? [],
    },
  };
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

/**
 * Every scheduled order whose time has come (of one restaurant, or of all), locked for its
 * release. Rows another instance is releasing are skipped, so no order is released twice.
 */
export async function lockDueOrders(
  db: Database,
  { now, restaurantId }: { now: Date; restaurantId?: string },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "scheduled"),
        lte(orders.dueAt, now),
        restaurantId ? eq(orders.restaurantId, restaurantId) : undefined,
      ),
    )
    .orderBy(orders.dueAt)
    .for("update", { skipLocked: true });
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
