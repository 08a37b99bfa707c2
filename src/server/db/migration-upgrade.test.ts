import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderHistory } from "../../domain/api/order-history";
import { buildApp } from "../app";
import { hashPassword } from "../lib/password";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { sessionCookieOf } from "../test/auth-helpers";
import { createTestConfig } from "../test/test-app";
import { MIGRATIONS_FOLDER } from "./database";

/**
 * A restaurant's database as it stood before kitchen devices (migration 0019, the last one
 * that had landed), filled with a team, a menu, an order with its history and a printer,
 * upgraded with the migrations since: every row is kept, names are copied onto the history,
 * and the owner and the manager sign in and find everything where it was.
 */
const LAST_LANDED = "0019_team_roles_and_invitations";
const TABLES = ["restaurants", "users", "orders", "order_events", "menu_categories", "menu_items"];

describe("upgrading a filled database to the current schema", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "orderdock-migrations-"));
  let client: PGlite;
  let ids: { restaurant: string; owner: string; manager: string; order: string };
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

  it("keeps every row and copies the person's name onto the order's history", async () => {
    expect(await countRows(client)).toEqual(before);
    const events = await client.query<{ actor_name: string | null; device_name: string | null }>(
      "select actor_name, device_name from order_events where order_id = $1 order by id",
      [ids.order],
    );
    expect(events.rows).toEqual([
      { actor_name: null, device_name: null },
      { actor_name: "Maria Lopez", device_name: null },
    ]);
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

/** Rows as the schema of migration 0019 holds them, written in its own columns. */
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
  await db.execute(sql`insert into order_events (order_id, restaurant_id, actor_type, actor_user_id, from_status, to_status, at)
    values (${orderId}, ${restaurant}, 'platform', null, null, 'new', ${now.toISOString()}::timestamptz),
           (${orderId}, ${restaurant}, 'user', ${manager}, 'new', 'preparing', ${now.toISOString()}::timestamptz)`);
  return { restaurant, owner, manager, order: orderId };
}

async function countRows(client: PGlite): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = result.rows[0]?.n ?? -1;
  }
  return counts;
}
