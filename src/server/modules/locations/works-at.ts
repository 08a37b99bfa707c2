import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The statement's `users` row, named in full: drizzle writes a column of a single-table
 * select's fields without its table, which inside a subquery on another table would name
 * that table's column instead.
 */
const USER = {
  id: sql.raw('"users"."id"'),
  accountId: sql.raw('"users"."account_id"'),
  allLocations: sql.raw('"users"."all_locations"'),
};

/**
 * Whether the user row in the statement works at the location: a location of their account,
 * and either they work at all of its locations or this one was chosen for them
 * (docs/locations.md); at a brand, when they work at its kitchen. Every query that asks "who may act here" uses this one condition.
 */
export function worksAt(restaurantId: SQL | string): SQL {
  return sql`(${USER.accountId} = ${accountOfRestaurant(restaurantId)}
    and (${USER.allLocations} or exists (
      select 1 from user_locations ul
      where ul.user_id = ${USER.id} and ul.restaurant_id = ${kitchenOf(restaurantId)})))`;
}

/**
 * The kitchen a restaurant's orders are made in, as a subquery: a brand's location, or the
 * location itself (docs/brands.md). People, printers and devices belong to the kitchen.
 */
export function kitchenOf(restaurantId: SQL | AnyPgColumn | string): SQL<string> {
  return sql<string>`(select coalesce(r.kitchen_id, r.id) from restaurants r where r.id = ${restaurantId})`;
}

/**
 * The location a person's request works at: the one the browser asked for when they work
 * there (a location, or a brand of one of theirs), else the first of their locations that
 * was added. Null when they work at none (an administrator, or a person whose every chosen
 * location was removed).
 */
export function locationOf(hint: string | null): SQL<string | null> {
  return sql<string | null>`(select r.id from restaurants r
    where r.account_id = ${USER.accountId}
      and (${USER.allLocations} or exists (
        select 1 from user_locations ul where ul.user_id = ${USER.id}
          and ul.restaurant_id = coalesce(r.kitchen_id, r.id)))
    order by (r.id = ${hint}::uuid) is true desc, r.kitchen_id is null desc, r.created_at, r.id
    limit 1)`;
}

/** Whether an administrator disabled the account of the statement's `users` row. */
export function isAccountDisabled(): SQL<boolean> {
  return sql<boolean>`exists (select 1 from accounts a
    where a.id = ${USER.accountId} and a.disabled_at is not null)`;
}

/** The first location added to the user's account: an owner's restaurant as the admin panel lists it. */
export function firstLocationOf(accountId: SQL = USER.accountId): SQL<string | null> {
  return sql<string | null>`(select r.id from restaurants r
    where r.account_id = ${accountId} and r.kitchen_id is null
    order by r.created_at, r.id limit 1)`;
}

/** The account a restaurant (a location) belongs to, as a subquery. */
export function accountOfRestaurant(restaurantId: SQL | AnyPgColumn | string): SQL<string> {
  return sql<string>`(select r.account_id from restaurants r where r.id = ${restaurantId})`;
}

/** `(id1, id2, ...)` for `in`: each id its own parameter. */
export function idList(ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`(null::uuid)`;
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * The locations chosen for the statement's `users` row, as text ids in a stable order; null
 * when they work at all of the account's.
 */
export function chosenLocationIds(): SQL<string[] | null> {
  return sql<string[] | null>`case when ${USER.allLocations} then null else coalesce(
    (select array_agg(ul.restaurant_id::text order by ul.restaurant_id)
     from user_locations ul where ul.user_id = ${USER.id}), '{}') end`;
}

/**
 * The location and the brands cooked in its kitchen, as a subquery for `in`: what its own
 * dashboard, kitchen display and printers serve (docs/brands.md).
 */
export function kitchenPlaces(restaurantId: SQL | AnyPgColumn | string): SQL {
  return sql`(select r.id from restaurants r
    where r.id = ${restaurantId} or r.kitchen_id = ${restaurantId})`;
}
