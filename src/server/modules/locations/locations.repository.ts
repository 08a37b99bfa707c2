import { and, asc, count, eq, sql } from "drizzle-orm";
import type { LocationSummary } from "../../../domain/api/locations";
import type { Database } from "../../db/database";
import { accounts } from "../../db/schema/accounts";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { accountOfRestaurant } from "./works-at";

/**
 * An account's locations as the people who work there see them. A location is a row of
 * `restaurants` (docs/locations.md); this module reads them by account, and a person's
 * locations through `works-at.ts`.
 */

export type LocationRow = LocationSummary & { address: string; phone: string; createdAt: Date };

const columns = {
  id: restaurants.id,
  name: restaurants.name,
  timezone: restaurants.timezone,
  currency: restaurants.currency,
  address: restaurants.address,
  phone: restaurants.phone,
  createdAt: restaurants.createdAt,
};

/**
 * The locations of the person's account they work at, oldest first. `userId` null (a kitchen
 * device): the location itself only.
 */
export function listLocationsOf(
  db: Database,
  { userId, restaurantId }: { userId: string | null; restaurantId: string },
): Promise<LocationRow[]> {
  if (userId === null)
    return db.select(columns).from(restaurants).where(eq(restaurants.id, restaurantId));
  return db
    .select(columns)
    .from(restaurants)
    .where(
      and(
        eq(restaurants.accountId, accountOfRestaurant(restaurantId)),
        sql`exists (select 1 from ${users} u where u.id = ${userId}
          and (u.all_locations or exists (select 1 from user_locations ul
            where ul.user_id = u.id and ul.restaurant_id = ${restaurants.id})))`,
      ),
    )
    .orderBy(asc(restaurants.createdAt), asc(restaurants.id));
}

/** Whether the person works at all of their account's locations. */
export async function worksAtAllLocations(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ allLocations: users.allLocations })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.allLocations ?? false;
}

/**
 * Locks the account of the restaurant until the transaction ends: its team's changes, the
 * invitations it sends and the locations it adds run one at a time.
 */
export async function lockAccountOf(db: Database, restaurantId: string): Promise<void> {
  await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountOfRestaurant(restaurantId)))
    .for("update");
}

/** The ids of the account's locations, oldest first: where a person may be given work. */
export async function listAccountLocationIds(
  db: Database,
  restaurantId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.accountId, accountOfRestaurant(restaurantId)))
    .orderBy(asc(restaurants.createdAt), asc(restaurants.id));
  return rows.map((row) => row.id);
}

/** How many locations the account of the restaurant holds. */
export async function countAccountLocations(db: Database, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(restaurants)
    .where(eq(restaurants.accountId, accountOfRestaurant(restaurantId)));
  return row?.n ?? 0;
}
