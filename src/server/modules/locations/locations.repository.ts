import { and, asc, count, eq, isNull, or, sql } from "drizzle-orm";
import type { LocationSummary } from "../../../domain/api/locations";
import type { Database } from "../../db/database";
import { accounts } from "../../db/schema/accounts";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { accountOfRestaurant, kitchenOf } from "./works-at";

/**
 * An account's locations as the people who work there see them. A location is a row of
 * `restaurants` (docs/locations.md), and so is a brand, with the location it is cooked at
 * as its kitchen (docs/brands.md); this module reads them by account, and a person's
 * locations through `works-at.ts`.
 */

export type LocationRow = LocationSummary & { address: string; phone: string; createdAt: Date };

const columns = {
  id: restaurants.id,
  name: restaurants.name,
  kitchenId: restaurants.kitchenId,
  timezone: restaurants.timezone,
  currency: restaurants.currency,
  address: restaurants.address,
  phone: restaurants.phone,
  createdAt: restaurants.createdAt,
};

/**
 * The locations of the person's account they work at, with their brands, oldest first.
 * `userId` null (a kitchen device): its kitchen and the kitchen's brands only.
 */
export function listLocationsOf(
  db: Database,
  { userId, restaurantId }: { userId: string | null; restaurantId: string },
): Promise<LocationRow[]> {
  const kitchen = sql`coalesce(${restaurants.kitchenId}, ${restaurants.id})`;
  const where =
    userId === null
      ? sql`${kitchen} = ${kitchenOf(restaurantId)}`
      : and(
          eq(restaurants.accountId, accountOfRestaurant(restaurantId)),
          sql`exists (select 1 from ${users} u where u.id = ${userId}
            and (u.all_locations or exists (select 1 from user_locations ul
              where ul.user_id = u.id and ul.restaurant_id = ${kitchen})))`,
        );
  return db
    .select(columns)
    .from(restaurants)
    .where(where)
    .orderBy(asc(restaurants.createdAt), asc(restaurants.id));
}

/** A location and the brands cooked in its kitchen: what its own dashboard shows. */
export async function listKitchenIds(db: Database, restaurantId: string): Promise<string[]> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(or(eq(restaurants.id, restaurantId), eq(restaurants.kitchenId, restaurantId)))
    .orderBy(asc(restaurants.createdAt), asc(restaurants.id));
  return rows.map((row) => row.id);
}

/** How many brands a location's kitchen runs besides its own. */
export async function countBrands(db: Database, kitchenId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(restaurants)
    .where(eq(restaurants.kitchenId, kitchenId));
  return row?.n ?? 0;
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

/**
 * The ids of the account's locations, oldest first: where a person may be given work (a
 * brand's people are its kitchen's).
 */
export async function listAccountLocationIds(
  db: Database,
  restaurantId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.accountId, accountOfRestaurant(restaurantId)),
        isNull(restaurants.kitchenId),
      ),
    )
    .orderBy(asc(restaurants.createdAt), asc(restaurants.id));
  return rows.map((row) => row.id);
}

/** How many locations the account of the restaurant holds, brands not counted. */
export async function countAccountLocations(db: Database, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.accountId, accountOfRestaurant(restaurantId)),
        isNull(restaurants.kitchenId),
      ),
    );
  return row?.n ?? 0;
}
