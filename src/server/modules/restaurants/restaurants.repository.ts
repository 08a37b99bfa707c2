import {
  and,
  count,
  countDistinct,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import type { OpeningHours } from "../../../domain/opening-hours";
import type { Database } from "../../db/database";
import { accounts } from "../../db/schema/accounts";
import { type RestaurantKind, restaurants } from "../../db/schema/restaurants";
import { twinUberIntegrations } from "../../db/schema/twin-uber-integrations";
import { users } from "../../db/schema/users";

/**
 * The restaurants table: every write to it and every read of one restaurant's own columns
 * goes through this module (its settings columns through restaurant-settings.repository.ts).
 * Reports that join it with other tables read it in their own statement
 * (docs/decisions/045-restaurants-module-owns-its-table.md).
 */

export type NewRestaurant = Omit<typeof restaurants.$inferInsert, "accountId"> & {
  /** The account it is a location of; left out, a new account of the restaurant's name. */
  accountId?: string;
};

/** A new restaurant (a location of an account); its id. */
export async function insertRestaurant(db: Database, values: NewRestaurant): Promise<string> {
  const accountId = values.accountId ?? (await insertAccount(db, values.name));
  const [row] = await db
    .insert(restaurants)
    .values({ ...values, accountId })
    .returning({ id: restaurants.id });
  if (!row) throw new Error("insert into restaurants returned nothing");
  return row.id;
}

/** The account the restaurant is a location of; throws for a restaurant that is gone. */
export async function accountIdOf(db: Database, restaurantId: string): Promise<string> {
  const [row] = await db
    .select({ accountId: restaurants.accountId })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  if (!row) throw new Error(`restaurant ${restaurantId} not found`);
  return row.accountId;
}

/**
 * What a new location of the same account takes from this one: the account, and the terms
 * it runs on (a demo's expiry, a sign-up's trial, test data's kind).
 */
export async function findAccountTerms(db: Database, restaurantId: string) {
  const [row] = await db
    .select({
      accountId: restaurants.accountId,
      kind: restaurants.kind,
      trialEndsAt: restaurants.trialEndsAt,
      expiresAt: restaurants.expiresAt,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row ?? null;
}

/** The account the restaurant is a location of: its id and name. */
export async function findAccountOf(
  db: Database,
  restaurantId: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(restaurants)
    .innerJoin(accounts, eq(accounts.id, restaurants.accountId))
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row ?? null;
}

async function insertAccount(db: Database, name: string): Promise<string> {
  const [row] = await db.insert(accounts).values({ name }).returning({ id: accounts.id });
  if (!row) throw new Error("insert into accounts returned nothing");
  return row.id;
}

export type RestaurantBasics = {
  id: string;
  name: string;
  timezone: string;
  prepMinutes: number;
  openingHours: OpeningHours | null;
};

/**
 * A restaurant's name, clock and preparation time. With `lock`, its row is held until the
 * transaction ends (store controls change one at a time); orders are not held up, as their
 * key share on the row is compatible.
 */
export async function findRestaurant(
  db: Database,
  restaurantId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<RestaurantBasics | null> {
  const query = db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      timezone: restaurants.timezone,
      prepMinutes: restaurants.prepMinutes,
      openingHours: restaurants.openingHours,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const [row] = lock ? await query.for("no key update") : await query.limit(1);
  return row ?? null;
}

/** The restaurant's clock; UTC for a restaurant that is gone. */
export async function timezoneOf(db: Database, restaurantId: string): Promise<string> {
  return (await findRestaurant(db, restaurantId))?.timezone ?? "UTC";
}

export async function renameRestaurant(db: Database, id: string, name: string): Promise<void> {
  await db.update(restaurants).set({ name, updatedAt: new Date() }).where(eq(restaurants.id, id));
}

/** A second sign-up for a pending address renames the restaurant and restarts its trial. */
export async function renameTrialRestaurant(
  db: Database,
  {
    restaurantId,
    name,
    trialEndsAt,
    now,
  }: {
    restaurantId: string;
    name: string;
    trialEndsAt: Date;
    now: Date;
  },
): Promise<void> {
  await db
    .update(restaurants)
    .set({ name, trialEndsAt, updatedAt: now })
    .where(eq(restaurants.id, restaurantId));
}

/** The next W-number of the restaurant's website orders, taken in one atomic statement. */
export async function takeWebsiteOrderNumber(db: Database, restaurantId: string): Promise<number> {
  const [row] = await db
    .update(restaurants)
    .set({ lastWebsiteOrderNumber: sql`${restaurants.lastWebsiteOrderNumber} + 1` })
    .where(eq(restaurants.id, restaurantId))
    .returning({ number: restaurants.lastWebsiteOrderNumber });
  if (!row) throw new Error("the restaurant vanished while taking an order number");
  return row.number;
}

/** Orders written with W-numbers of their own (sample data): the next one taken is higher. */
export async function raiseWebsiteOrderNumber(
  db: Database,
  restaurantId: string,
  highest: number,
): Promise<void> {
  await db
    .update(restaurants)
    .set({
      lastWebsiteOrderNumber: sql`greatest(${restaurants.lastWebsiteOrderNumber}, ${highest})`,
    })
    .where(eq(restaurants.id, restaurantId));
}

export async function countLiveDemos(db: Database, now: Date): Promise<number> {
  const [row] = await db
    // A demo is an account, of one or more locations.
    .select({ live: countDistinct(restaurants.accountId) })
    .from(restaurants)
    .where(and(eq(restaurants.kind, "demo"), gt(restaurants.expiresAt, now)));
  return row?.live ?? 0;
}

/** A demo restaurant's Uber Eats store on the Uber twin is this and the restaurant's id. */
export const DEMO_UBER_STORE_PREFIX = "demo-";

/**
 * Deletes the accounts of the restaurants matching `where`: every location of each, and every
 * row they own (people, orders, connections...), cascades with it. How many accounts went.
 */
async function deleteAccountsOf(db: Database, where: SQL | undefined): Promise<number> {
  const going = db.select({ id: restaurants.id }).from(restaurants).where(where);
  // A demo's Uber store on the twin is named after its restaurant and goes with it.
  await db
    .delete(twinUberIntegrations)
    .where(
      sql`${twinUberIntegrations.storeId} in (select ${DEMO_UBER_STORE_PREFIX} || g.id from (${going}) g)`,
    );
  const deleted = await db
    .delete(accounts)
    .where(
      inArray(accounts.id, db.select({ id: restaurants.accountId }).from(restaurants).where(where)),
    )
    .returning({ id: accounts.id });
  return deleted.length;
}

/** Removes the accounts of demo restaurants past their expiry, with everything they own. */
export function deleteExpiredDemos(db: Database, now: Date): Promise<number> {
  return deleteAccountsOf(db, and(lt(restaurants.expiresAt, now), eq(restaurants.kind, "demo")));
}

/**
 * Sign-ups nobody confirmed: an account made by the sign-up form (its location has a trial)
 * before `before` whose owner never used the link goes, with its owner and location.
 * Nothing else can be in it: an unconfirmed owner cannot sign in.
 */
export async function deleteAbandonedSignUps(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(accounts)
    .where(
      and(
        sql`exists (select 1 from ${restaurants} where ${restaurants.accountId} = ${accounts.id}
          and ${restaurants.trialEndsAt} is not null and ${restaurants.createdAt} < ${before})`,
        sql`not exists (select 1 from ${users} where ${users.accountId} = ${accounts.id} and ${users.emailVerifiedAt} is not null)`,
      ),
    )
    .returning({ id: accounts.id });
  return deleted.length;
}

/** Locks the restaurants of these kinds until the transaction ends (the admin's reset). */
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

/** Deletes the accounts of these restaurants, with all their locations and everything. */
export async function deleteRestaurants(db: Database, restaurantIds: string[]): Promise<void> {
  if (restaurantIds.length === 0) return;
  await deleteAccountsOf(db, inArray(restaurants.id, restaurantIds));
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

/** Which restaurants a service-wide hourly ceiling counts: demos, or self sign-ups. */
export type CreatedKind = "demo" | "sign-up";

/**
 * How many accounts of the kind were created since the moment (their locations counted once),
 * and when the oldest location of them was (null when none): a self sign-up is a standard
 * restaurant with a trial.
 */
export async function countCreatedSince(
  db: Database,
  { kind, since }: { kind: CreatedKind; since: Date },
): Promise<{ created: number; oldestAt: Date | null }> {
  const [row] = await db
    .select({
      created: countDistinct(restaurants.accountId),
      oldestAt: sql<Date | null>`min(${restaurants.createdAt})`,
    })
    .from(restaurants)
    .where(
      and(
        gt(restaurants.createdAt, since),
        kind === "demo"
          ? eq(restaurants.kind, "demo")
          : and(eq(restaurants.kind, "standard"), isNotNull(restaurants.trialEndsAt)),
      ),
    );
  const oldest = row?.oldestAt ?? null;
  return { created: row?.created ?? 0, oldestAt: oldest === null ? null : new Date(oldest) };
}
