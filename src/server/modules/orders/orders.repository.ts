import { and, desc, eq, gt, gte, isNull, lt, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Platform } from "../../../domain/platforms";
import type { OrderStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import { insertJsonRows } from "../../db/insert-json-rows";
import { type OrderEventActor, orderEvents } from "../../db/schema/order-events";
import { orders, type PlatformCallSummary } from "../../db/schema/orders";
import { orderNotificationSql } from "./order-events";
import type { NewOrderRow, OrderRow } from "./order-row";

export type InsertNewOrderOptions = {
  row: NewOrderRow & { createdAt: Date; receivedAt: Date };
  actorType: OrderEventActor;
  actorUserId: string | null;
  /** The person's name as it is now: the history keeps it. */
  actorName?: string | null;
  at: Date;
};

/**
 * Inserts the order, its first event and its NEW_ORDER notification in ONE statement:
 * atomic without an explicit transaction, and one round trip instead of five, on the path
 * every order takes. Null when the platform already delivered this order (the unique
 * (restaurant, platform, external id) decides, also between concurrent deliveries).
 */
export async function insertNewOrder(
  db: Database,
  options: InsertNewOrderOptions,
): Promise<OrderRow | null> {
  const result = await db.execute(newOrderStatement(options));
  // Both drivers answer raw statements with { rows }.
  const [record] = (result as { rows: Record<string, unknown>[] }).rows;
  return record ? fromOrderRecord(record) : null;
}

/** The column values of an order as SQL, by column name (jsonb and timestamps cast). */
function orderValues(row: InsertNewOrderOptions["row"]): Array<[string, SQL]> {
  const json = (value: unknown) =>
    sql`${value === null || value === undefined ? null : JSON.stringify(value)}::jsonb`;
  const instant = (value: Date | null | undefined) =>
    sql`${value ? value.toISOString() : null}::timestamptz`;
  return [
    ["restaurant_id", sql`${row.restaurantId}::uuid`],
    ["platform", sql`${row.platform}`],
    ["external_id", sql`${row.externalId}`],
    ["order_number", sql`${row.orderNumber}`],
    ["status", sql`${row.status ?? "new"}`],
    ["customer_name", sql`${row.customerName}`],
    ["customer_phone", sql`${row.customerPhone ?? ""}`],
    ["customer_address", json(row.customerAddress)],
    ["is_delivery", sql`${row.isDelivery}`],
    ["delivery_distance_miles", sql`${row.deliveryDistanceMiles ?? null}::double precision`],
    ["currency", sql`${row.currency ?? "USD"}`],
    ["delivery_fee_minor", sql`${row.deliveryFeeMinor ?? 0}::bigint`],
    ["tax_minor", sql`${row.taxMinor ?? 0}::bigint`],
    ["platform_tax_minor", sql`${row.platformTaxMinor ?? 0}::bigint`],
    ["subtotal_minor", sql`${row.subtotalMinor}::bigint`],
    ["computed_total_minor", sql`${row.computedTotalMinor}::bigint`],
    ["stated_total_minor", sql`${row.statedTotalMinor ?? null}::bigint`],
    ["total_minor", sql`${row.totalMinor}::bigint`],
    ["discounts", json(row.discounts ?? [])],
    ["fees", json(row.fees ?? [])],
    ["tips", json(row.tips ?? [])],
    ["delivery_instructions", sql`${row.deliveryInstructions ?? null}`],
    ["kitchen_note", sql`${row.kitchenNote ?? null}`],
    ["items", json(row.items)],
    ["is_test", sql`${row.isTest ?? false}`],
    ["check_notes", json(row.checkNotes ?? [])],
    ["unavailable_items", json(row.unavailableItems ?? [])],
    ["promised_at", instant(row.promisedAt)],
    ["due_at", instant(row.dueAt)],
    ["accept_by", instant(row.acceptBy)],
    ["status_note", sql`${row.statusNote ?? null}`],
    ["created_at", instant(row.createdAt)],
    ["received_at", instant(row.receivedAt)],
    ["updated_at", instant(row.receivedAt)],
  ];
}

/** The statement `insertNewOrder` runs (apart so benchmarks can time building it). */
export function newOrderStatement({
  row,
  actorType,
  actorUserId,
  actorName = null,
  at,
}: InsertNewOrderOptions): SQL {
  const inserted = sql.identifier("inserted");
  const values = orderValues(row);
  return sql`
    with ${inserted} as (
      insert into orders (${sql.join(
        values.map(([column]) => sql.identifier(column)),
        sql`, `,
      )})
      values (${sql.join(
        values.map(([, value]) => value),
        sql`, `,
      )})
      on conflict (restaurant_id, platform, external_id) do nothing
      returning *
    ), event as (
      insert into order_events (order_id, restaurant_id, actor_type, actor_user_id, actor_name, from_status, to_status, at)
      select id, restaurant_id, ${actorType}, ${actorUserId}::uuid, ${actorName}::text, null, status, ${at.toISOString()}::timestamptz
      from ${inserted}
    ), notified as (
      ${orderNotificationSql("NEW_ORDER", sql`${inserted}`)}
    )
    select ${inserted}.* from ${inserted}, notified
  `;
}

const INSTANT_COLUMNS = new Set([
  "created_at",
  "received_at",
  "updated_at",
  "promised_at",
  "due_at",
  "accept_by",
  "accepted_at",
  "ready_at",
]);

// Every order stored passes here: each column's key is worked out once, not once per row.
const KEYS = new Map<string, string>();
function keyOfColumn(column: string): string {
  let key = KEYS.get(column);
  if (key === undefined) {
    key = column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
    KEYS.set(column, key);
  }
  return key;
}

/**
 * An `orders` row as a raw statement returns it (snake_case; bigint as text on
 * node-postgres) in drizzle's shape.
 */
function fromOrderRecord(record: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(record)) {
    const key = keyOfColumn(column);
    if (value === null || value === undefined) row[key] = null;
    else if (INSTANT_COLUMNS.has(column)) row[key] = new Date(value as string | Date);
    else if (column.endsWith("_minor")) row[key] = Number(value);
    else row[key] = value;
  }
  return row as OrderRow;
}

/** One order of this restaurant by its id; null when it is not theirs. */
export async function findOrderById(
  db: Database,
  restaurantId: string,
  id: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, id)));
  return row ?? null;
}

export async function findOrderByExternalId(
  db: Database,
  {
    restaurantId,
    platform,
    externalId,
  }: { restaurantId: string; platform: Platform; externalId: string },
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.platform, platform),
        eq(orders.externalId, externalId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The restaurant's order, locked until the transaction ends: status moves queue behind it. */
export async function lockOrder(
  db: Database,
  { restaurantId, orderId }: { restaurantId: string; orderId: string },
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** Columns a status move may set beside the status (an undo puts back what a change set). */
export type OrderColumns = Partial<
  Pick<typeof orders.$inferInsert, "platformCall" | "acceptedAt" | "prepMinutes" | "readyAt">
>;

export type SetOrderStatusOptions = {
  orderId: string;
  status: OrderStatus;
  at: Date;
  /** Why it moved ("Refunded on WooCommerce"); kept when not given. */
  statusNote?: string | null;
  also?: OrderColumns;
};

/** Writes a status move (move-order-status.ts is the one caller). */
export async function setOrderStatus(
  db: Database,
  { orderId, status, at, statusNote, also }: SetOrderStatusOptions,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({
      ...also,
      status,
      updatedAt: at,
      ...(statusNote !== undefined && { statusNote }),
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished while locked`);
  return row;
}

/** The order's platform line ("Sending…", "Accepted…"), while it is locked. */
export async function setPlatformCall(
  db: Database,
  orderId: string,
  platformCall: PlatformCallSummary,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ platformCall })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error(`order ${orderId} vanished while locked`);
  return row;
}

export type NewOrderEvent = {
  orderId: string;
  restaurantId: string;
  actorType: OrderEventActor;
  actorUserId?: string | null;
  actorDeviceId?: string | null;
  actorName?: string | null;
  deviceName?: string | null;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  at: Date;
  /** On a correction (an undo): the event it takes back. */
  correctsEventId?: number;
};

/** Records a status change; its id. */
export async function insertOrderEvent(db: Database, event: NewOrderEvent): Promise<number> {
  const [row] = await db.insert(orderEvents).values(event).returning({ id: orderEvents.id });
  if (!row) throw new Error("order event was not inserted");
  return row.id;
}

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** One event of one order (the order's restaurant was checked by the caller's lock). */
export async function findOrderEvent(
  db: Database,
  { orderId, eventId }: { orderId: string; eventId: number },
): Promise<OrderEventRow | null> {
  const [row] = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.id, eventId), eq(orderEvents.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/**
 * The id of the order's latest change that still counts: neither undone nor a correction.
 * Ids, not times, say which came last (ids are handed out in commit-lock order under the
 * order's row lock; times come from several clocks).
 */
export async function findLatestEffectiveEventId(
  db: Database,
  orderId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        isNull(orderEvents.undoneAt),
        isNull(orderEvents.correctsEventId),
      ),
    )
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.id ?? null;
}

export async function markEventUndone(
  db: Database,
  { eventId, at }: { eventId: number; at: Date },
): Promise<void> {
  await db.update(orderEvents).set({ undoneAt: at }).where(eq(orderEvents.id, eventId));
}

export type ListOrdersQuery = {
  /**
   * The restaurants whose orders are listed, for `in`: a location's with its brands'
   * (`kitchenPlaces`), or several at once (`idList`, the All locations dashboard).
   */
  places: SQL;
  limit: number;
} & (
  | { window: "current"; since: Date }
  | { window: "range"; from: Date | undefined; to: Date | undefined }
);

/**
 * Newest first. The current window is every order still open plus every order created
 * since `since`; a range is created_at in [from, to).
 */
export function listOrders(db: Database, query: ListOrdersQuery): Promise<OrderRow[]> {
  const inRestaurant = sql`${orders.restaurantId} in ${query.places}`;
  const filter =
    query.window === "current"
      ? and(
          inRestaurant,
          or(
            notInArray(orders.status, ["completed", "cancelled"]),
            gt(orders.createdAt, query.since),
          ),
        )
      : and(
          inRestaurant,
          query.from ? gte(orders.createdAt, query.from) : undefined,
          query.to ? lt(orders.createdAt, query.to) : undefined,
        );
  return db
    .select()
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit);
}

/** Removes the restaurant's test orders (their events go with them) and counts them. */
export async function deleteTestOrders(db: Database, restaurantId: string): Promise<number> {
  const deleted = await db
    .delete(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.isTest, true)))
    .returning({ id: orders.id });
  return deleted.length;
}

export async function countOrders(db: Database, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.restaurantId, restaurantId));
  return row?.n ?? 0;
}

/**
 * Orders written whole, each with its status history, as sample data arrives (the
 * development seed, a demo's kitchen): no event is announced, as nobody watches yet. Each
 * row carries its id, which its events name.
 */
export async function insertOrdersWithHistory(
  db: Database,
  rows: ReadonlyArray<typeof orders.$inferInsert & { id: string }>,
  events: ReadonlyArray<typeof orderEvents.$inferInsert>,
): Promise<void> {
  await insertJsonRows(db, orders, rows);
  await insertJsonRows(db, orderEvents, events);
}
