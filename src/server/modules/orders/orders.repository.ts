import { and, desc, eq, gt, gte, lt, notInArray, or, sql } from "drizzle-orm";
import type { Platform } from "../../../domain/platforms";
import type { OrderStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import { type OrderEventActor, orderEvents } from "../../db/schema/order-events";
import { orders } from "../../db/schema/orders";
import type { NewOrderRow, OrderRow } from "./order-row";

/** Inserts the order unless the platform already delivered it; null when it exists. */
export async function insertOrderIfAbsent(
  db: Database,
  row: NewOrderRow,
): Promise<OrderRow | null> {
  const [inserted] = await db
    .insert(orders)
    .values(row)
    .onConflictDoNothing({ target: [orders.restaurantId, orders.platform, orders.externalId] })
    .returning();
  return inserted ?? null;
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

export async function setOrderStatus(
  db: Database,
  { orderId, status, at }: { orderId: string; status: OrderStatus; at: Date },
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ status, updatedAt: at })
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
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  at: Date;
};

export async function insertOrderEvent(db: Database, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
}

export type ListOrdersQuery = {
  restaurantId: string;
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
  const inRestaurant = eq(orders.restaurantId, query.restaurantId);
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
