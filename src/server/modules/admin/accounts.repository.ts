import { asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { accounts } from "../../db/schema/accounts";
import { devices } from "../../db/schema/devices";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { chosenLocationIds } from "../locations/works-at";

/**
 * An account as the admin panel reads it: the account row, its locations with their order
 * counts and kitchen devices, and its people with where they work. Reads across the
 * account's tables in a few statements, for one account at a time.
 */

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccount(
  db: Database,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<AccountRow | null> {
  const query = db.select().from(accounts).where(eq(accounts.id, id));
  const [row] = await (lock ? query.for("update") : query.limit(1));
  return row ?? null;
}

export async function setAccountDisabledAt(
  db: Database,
  id: string,
  disabledAt: Date | null,
): Promise<void> {
  await db.update(accounts).set({ disabledAt, updatedAt: new Date() }).where(eq(accounts.id, id));
}

export async function listAccountLocations(db: Database, accountId: string) {
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      kitchenId: restaurants.kitchenId,
      address: restaurants.address,
      timezone: restaurants.timezone,
      currency: restaurants.currency,
    })
    .from(restaurants)
    .where(eq(restaurants.accountId, accountId))
    .orderBy(asc(restaurants.createdAt), asc(restaurants.id));
}

/** Orders per location. */
export async function countOrdersByLocation(
  db: Database,
  restaurantIds: string[],
): Promise<Map<string, number>> {
  if (restaurantIds.length === 0) return new Map();
  const rows = await db
    .select({ restaurantId: orders.restaurantId, n: count() })
    .from(orders)
    .where(inArray(orders.restaurantId, restaurantIds))
    .groupBy(orders.restaurantId);
  return new Map(rows.map((row) => [row.restaurantId, row.n]));
}

export async function listDevicesOfLocations(db: Database, restaurantIds: string[]) {
  if (restaurantIds.length === 0) return [];
  return db
    .select({
      id: devices.id,
      restaurantId: devices.restaurantId,
      name: devices.name,
      pairedAt: devices.pairedAt,
      lastSeenAt: devices.lastSeenAt,
    })
    .from(devices)
    .where(inArray(devices.restaurantId, restaurantIds))
    .orderBy(asc(devices.name), asc(devices.id));
}

/** The account's people, owners first, with the locations chosen for them (null: all). */
export async function listAccountPeople(db: Database, accountId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      locationIds: chosenLocationIds(),
    })
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** The ids of the account's people and of its paired devices: the sessions to end. */
export async function listAccountSessionHolders(db: Database, accountId: string) {
  const [people, paired] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.accountId, accountId)),
    db
      .select({ id: devices.id })
      .from(devices)
      .innerJoin(restaurants, eq(restaurants.id, devices.restaurantId))
      .where(sql`${restaurants.accountId} = ${accountId} and ${isNotNull(devices.pairedAt)}`),
  ]);
  return { userIds: people.map((row) => row.id), deviceIds: paired.map((row) => row.id) };
}
