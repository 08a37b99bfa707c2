import { count, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import { users } from "../../db/schema/users";

/** What whole restaurants hold (their users, their orders), for the admin's reset and deletes. */

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
