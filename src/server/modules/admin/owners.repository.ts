import { and, asc, count, eq, exists, ilike, or, type SQL, sql } from "drizzle-orm";
import type { RestaurantOwner } from "../../../domain/api/admin";
import { PLATFORMS, type Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { platformConnections } from "../../db/schema/platform-connections";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { accountOfRestaurant, firstLocationOf } from "../locations/works-at";

/** SQL for the admin's list of restaurant owners. */

const ownerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isActive: users.isActive,
  createdAt: users.createdAt,
  restaurantId: restaurants.id,
  restaurantName: restaurants.name,
  restaurantKind: restaurants.kind,
  accountId: users.accountId,
  locations: sql<number>`(select count(*)::int from restaurants r
    where r.account_id = "users"."account_id" and r.kitchen_id is null)`,
  accountDisabled: sql<boolean>`exists (select 1 from accounts a where a.id = "users"."account_id" and a.disabled_at is not null)`,
  connected: sql<Platform[]>`coalesce((
      select json_agg(${platformConnections.platform} order by ${platformConnections.platform})
      from ${platformConnections}
      where ${platformConnections.restaurantId} = ${restaurants.id} and ${platformConnections.isConnected}
    ), '[]'::json)`,
};

type OwnerRow = {
  id: string;
  name: string;
  email: string;
  isActive: boolean;
  createdAt: Date;
  restaurantId: string | null;
  restaurantName: string | null;
  restaurantKind: string | null;
  accountId: string | null;
  locations: number;
  accountDisabled: boolean;
  connected: Platform[];
};

function toOwner(row: OwnerRow): RestaurantOwner {
  const connected = new Set(row.connected);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    restaurantName: row.restaurantName,
    active: row.isActive,
    platformConnections: Object.fromEntries(
      PLATFORMS.map((platform) => [platform, connected.has(platform)]),
    ) as RestaurantOwner["platformConnections"],
    restaurantId: row.restaurantId,
    accountId: row.accountId,
    locations: row.locations,
    accountDisabled: row.accountDisabled,
    isTestData: row.restaurantKind === "test",
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%`, `_` and `\` typed in the search box are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function ownersWhere(search: string): SQL | undefined {
  const isOwner = eq(users.role, "shop_owner");
  if (search === "") return isOwner;
  const pattern = containsPattern(search);
  return and(
    isOwner,
    or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(restaurants.name, pattern)),
  );
}

export async function listOwners(
  db: Database,
  { search, limit, offset }: { search: string; limit: number; offset: number },
): Promise<{ owners: RestaurantOwner[]; total: number }> {
  const where = ownersWhere(search);
  const [rows, [counted]] = await Promise.all([
    db
      .select(ownerColumns)
      .from(users)
      .leftJoin(restaurants, eq(restaurants.id, firstLocationOf()))
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(restaurants, eq(restaurants.id, firstLocationOf()))
      .where(where),
  ]);
  return { owners: rows.map(toOwner), total: counted?.total ?? 0 };
}

export async function findOwner(db: Database, id: string): Promise<RestaurantOwner | null> {
  const [row] = await db
    .select(ownerColumns)
    .from(users)
    .leftJoin(restaurants, eq(restaurants.id, firstLocationOf()))
    .where(and(eq(users.id, id), eq(users.role, "shop_owner")))
    .limit(1);
  return row ? toOwner(row) : null;
}

/** Locks the owner's row for the rest of the transaction; null when there is no such owner. */
export async function lockOwner(db: Database, id: string): Promise<RestaurantOwner | null> {
  const [locked] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "shop_owner")))
    .for("update");
  return locked ? findOwner(db, id) : null;
}

export async function updateOwnerAccount(
  db: Database,
  id: string,
  changes: { name?: string; email?: string; isActive?: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...changes,
      // Deactivating ends every session at once, and so they stay ended.
      ...(changes.isActive === false ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function countOwners(db: Database): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.role, "shop_owner"));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/** True connected flags of restaurants that have an owner (demo restaurants have none). */
export async function countActiveIntegrations(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(platformConnections)
    .where(
      and(
        eq(platformConnections.isConnected, true),
        exists(
          db
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(
                  users.accountId,
                  accountOfRestaurant(sql.raw('"platform_connections"."restaurant_id"')),
                ),
                eq(users.role, "shop_owner"),
              ),
            ),
        ),
      ),
    );
  return row?.total ?? 0;
}
