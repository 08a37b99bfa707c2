import { count, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import { users } from "../../db/schema/users";
import { idList } from "../locations/works-at";

/**
 * What whole accounts hold (their people, the orders of all their locations), for the
 * admin's reset and deletes: each named by one or more of its locations.
 */

const accountsOf = (restaurantIds: string[]) =>
  sql`(select r.account_id from restaurants r where r.id in ${idList(restaurantIds)})`;

export async function listUserIdsOf(db: Database, restaurantIds: string[]): Promise<string[]> {
  if (restaurantIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.accountId, accountsOf(restaurantIds)));
  return rows.map((row) => row.id);
}

export async function countOrdersOf(db: Database, restaurantIds: string[]): Promise<number> {
  if (restaurantIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(
      inArray(
        orders.restaurantId,
        sql`(select r.id from restaurants r where r.account_id in ${accountsOf(restaurantIds)})`,
      ),
    );
  return row?.total ?? 0;
}
