import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCATION_COOKIE } from "../../domain/api/locations";
import type { OrderHistory } from "../../domain/api/order-history";
import { buildApp } from "../app";
import { hashPassword } from "../lib/password";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { sessionCookieOf } from "../test/auth-helpers";
import { createTestConfig } from "../test/test-app";
import { MIGRATIONS_FOLDER } from "./database";

/**
 * Two restaurants' database as it stood before accounts and locations (migration 0021, the
 * last one that had landed), filled with a team, a menu, an order with its history, an
 * invitation, a kitchen device and an activity line, upgraded with the migrations since:
 * every row is kept, each restaurant becomes an account of one location with its people at
 * all of it, and the owner and the manager sign in and find everything where it was, and
 * nothing of the other restaurant.
 */
const LAST_LANDED = "0021_activity_log";
const TABLES = [
  "restaurants",
  "users",
  "orders",
  "order_events",
  "menu_categories",
  "menu_items",
  "team_invitations",
  "devices",
  "activity_log",
];

describe("upgrading a filled database to the current schema", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "orderdock-migrations-"));
  let client: PGlite;
  let ids: Awaited<ReturnType<typeof fillAsBefore>>;
  let before: Record<string, number>;

  beforeAll(async () => {
    // The migrations as they were: the files up to the last landed one, and its journal.
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
      entries: Array<{ idx: number; tag: string }>;
    };
    const last = journal.entries.findIndex((entry) => entry.tag === LAST_LANDED);
    expect(last).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, last + 1);
    writeFileSync(journalPath, JSON.stringify(journal));

    client = await PGlite.create();
    const old = drizzle({ client });
    await migrate(old, { migrationsFolder: folder });
    ids = await fillAsBefore(old);
    before = await countRows(client);
    // The upgrade, as a start of the new version does it.
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  });
  afterAll(async () => {
    await client?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it("keeps every row and makes each restaurant an account of one location", async () => {
    expect(await countRows(client)).toEqual(before);
    const locations = await client.query<{
      id: string;
      account_id: string;
      currency: string;
      kitchen_id: string | null;
    }>("select id, account_id, currency, kitchen_id from restaurants order by name");
    // Its account takes the restaurant's id; its currency is its orders'; it is a location,
    // not a brand cooked in another's kitchen.
    expect(locations.rows).toEqual([
      { id: ids.other, account_id: ids.other, currency: "EUR", kitchen_id: null },
      { id: ids.restaurant, account_id: ids.restaurant, currency: "USD", kitchen_id: null },
    ]);
    const accounts = await client.query<{ id: string; name: string }>(
      "select id, name from accounts order by name",
    );
    expect(accounts.rows).toEqual([
      { id: ids.other, name: "Canal Bistro" },
      { id: ids.restaurant, name: "Upgrade Diner" },
    ]);
    const people = await client.query<{
      email: string;
      account_id: string;
      all_locations: boolean;
    }>("select email, account_id, all_locations from users order by email");
    expect(people.rows).toEqual([
      { email: "anna@canal.test", account_id: ids.other, all_locations: true },
      { email: "maria@upgrade.test", account_id: ids.restaurant, all_locations: true },
      { email: "owner@upgrade.test", account_id: ids.restaurant, all_locations: true },
    ]);
    const invitations = await client.query<{ account_id: string; location_ids: null }>(
      "select account_id, location_ids from team_invitations",
    );
    expect(invitations.rows).toEqual([{ account_id: ids.restaurant, location_ids: null }]);
  });

  it("lets the owner and the manager sign in and find their orders, history and menu", async () => {
    const app = await buildApp({
      config: createTestConfig(),
      database: {
        db: drizzle({ client }),
        engine: "pglite",
        description: "PGlite (upgraded)",
        migrate: async () => {},
        ping: async () => {
          await client.query("select 1");
        },
        listen: async ({ channel, onNotification }) => client.listen(channel, onNotification),
        close: async () => {},
      },
    });
    await app.ready();
    try {
      for (const [email, password] of [
        ["owner@upgrade.test", "owner-pass-1"],
        ["maria@upgrade.test", "maria-pass-1"],
      ]) {
        const login = await app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email, password },
        });
        expect(login.statusCode, login.body).toBe(200);
        const token = sessionCookieOf(login)?.value ?? "";
        const cookies = { [SESSION_COOKIE]: token };
        const listed = await app.inject({ method: "GET", url: "/api/orders", cookies });
        expect(listed.json().map((order: { id: string }) => order.id)).toEqual([ids.order]);
        const me = await app.inject({ method: "GET", url: "/api/auth/me", cookies });
        expect(me.json().locations.map((location: { id: string }) => location.id)).toEqual([
          ids.restaurant,
        ]);
        // Asking for the other restaurant's location is answered with their own.
        const elsewhere = await app.inject({
          method: "GET",
          url: "/api/orders",
          cookies: { ...cookies, [LOCATION_COOKIE]: ids.other },
        });
        expect(elsewhere.json().map((order: { id: string }) => order.id)).toEqual([ids.order]);
        const history = await app.inject({
          method: "GET",
          url: `/api/orders/${ids.order}/history`,
          cookies,
        });
        expect(
          (history.json() as OrderHistory).entries.map((entry) => [entry.to, entry.personName]),
        ).toEqual([
          ["new", null],
          ["preparing", "Maria Lopez"],
        ]);
        const menu = await app.inject({ method: "GET", url: "/api/menu", cookies });
        expect(JSON.stringify(menu.json())).toContain("Golden Burger");
      }
    } finally {
      await app.close();
    }
  });
});

/** Rows as the schema of migration 0021 holds them, written in its own columns. */
async function fillAsBefore(db: ReturnType<typeof drizzle>) {
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
  const { id: restaurant } = await one<{ id: string }>(
    sql`insert into restaurants (name) values ('Upgrade Diner') returning id`,
  );
  const person = async (email: string, name: string, role: string, password: string) =>
    (
      await one<{
        id: string;
      }>(sql`insert into users (restaurant_id, email, name, password_hash, role)
        values (${restaurant}, ${email}, ${name}, ${await hashPassword(password)}, ${role}) returning id`)
    ).id;
  const owner = await person("owner@upgrade.test", "Sam Morgan", "shop_owner", "owner-pass-1");
  const manager = await person("maria@upgrade.test", "Maria Lopez", "manager", "maria-pass-1");
  const { id: category } = await one<{ id: string }>(
    sql`insert into menu_categories (restaurant_id, name, position) values (${restaurant}, 'Mains', 0) returning id`,
  );
  await db.execute(sql`insert into menu_items (restaurant_id, category_id, name, price_cents, position)
    values (${restaurant}, ${category}, 'Golden Burger', 1295, 0)`);
  const now = new Date();
  const items = JSON.stringify([
    { name: "Golden Burger", quantity: 1, price: 1295, modifiers: [] },
  ]);
  const { id: orderId } = await one<{ id: string }>(sql`insert into orders (restaurant_id, platform,
      external_id, order_number, status, customer_name, is_delivery, subtotal_minor,
      computed_total_minor, total_minor, items, created_at, received_at)
    values (${restaurant}, 'website', 'upgrade-1', 'W-1001', 'preparing', 'Ada Guest', false, 1295,
      1295, 1295, ${items}::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    returning id`);
  await db.execute(sql`insert into order_events (order_id, restaurant_id, actor_type, actor_user_id, actor_name, from_status, to_status, at)
    values (${orderId}, ${restaurant}, 'platform', null, null, null, 'new', ${now.toISOString()}::timestamptz),
           (${orderId}, ${restaurant}, 'user', ${manager}, 'Maria Lopez', 'new', 'preparing', ${now.toISOString()}::timestamptz)`);
  await db.execute(sql`insert into team_invitations (restaurant_id, email, role, invited_by, token_hash, expires_at)
    values (${restaurant}, 'kai@upgrade.test', 'staff', ${owner}, 'upgrade-token-hash', ${new Date(now.getTime() + 86_400_000).toISOString()}::timestamptz)`);
  await db.execute(
    sql`insert into devices (restaurant_id, name, paired_at) values (${restaurant}, 'Pass iPad', now())`,
  );
  await db.execute(sql`insert into activity_log (restaurant_id, kind, action, actor_user_id, actor_name)
    values (${restaurant}, 'orders', 'Moved an order to Preparing', ${manager}, 'Maria Lopez')`);

  // Another restaurant, paid in euros, with its own owner and order.
  const { id: other } = await one<{ id: string }>(
    sql`insert into restaurants (name) values ('Canal Bistro') returning id`,
  );
  await db.execute(sql`insert into users (restaurant_id, email, name, password_hash, role)
    values (${other}, 'anna@canal.test', 'Anna de Vries', 'x', 'shop_owner')`);
  await db.execute(sql`insert into orders (restaurant_id, platform, external_id, order_number, status,
      customer_name, is_delivery, subtotal_minor, computed_total_minor, total_minor, items, currency,
      created_at, received_at)
    values (${other}, 'website', 'canal-1', 'W-1001', 'new', 'Bas', false, 900, 900, 900,
      '[]'::jsonb, 'EUR', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`);
  return { restaurant, owner, manager, order: orderId, other };
}

async function countRows(client: PGlite): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = result.rows[0]?.n ?? -1;
  }
  return counts;
}
