import { count, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import { type RestaurantKind, restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";

/** SQL over whole restaurants, for the admin's System Reset and dashboard. */

/** Locks the restaurants of these kinds until the transaction ends. */
export function lockRestaurantsOfKinds(
  db: Database,
  kinds: readonly RestaurantKind[],
): Promise<Array<{ id: string; kind: RestaurantKind }>> {
  return db
    .select({ id: restaurants.id, kind: restaurants.kind })
    .from(restaurants)
    .where(inArray(restaurants.kind, [...kinds]))
    .for("update");
}

export async function listUserIdsOf(db: Database, restaurantIds: string[]): Promise<string[]> {
  if (restaurantIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.restaurantId, restaurantIds));
  return rows.map((row) => row.id);
}

export async function countOrdersOf(db: Database, restaurantIds: string[]): Promise<number> {
  if (restaurantIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(inArray(orders.restaurantId, restaurantIds));
  return row?.total ?? 0;
}

/** Every row these restaurants own (users, orders, connections...) cascades with them. */
export async function deleteRestaurants(db: Database, restaurantIds: string[]): Promise<void> {
  if (restaurantIds.length === 0) return;
  await db.delete(restaurants).where(inArray(restaurants.id, restaurantIds));
}

export async function countRestaurantsByKind(
  db: Database,
): Promise<Record<RestaurantKind, number>> {
  const rows = await db
    .select({ kind: restaurants.kind, total: count() })
    .from(restaurants)
    .groupBy(restaurants.kind);
  const of = (kind: RestaurantKind) => rows.find((row) => row.kind === kind)?.total ?? 0;
  return { standard: of("standard"), demo: of("demo"), test: of("test") };
}
