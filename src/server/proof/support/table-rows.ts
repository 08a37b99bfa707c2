import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";

/**
 * The database as the proofs watch it: every table the migrations made (read from the
 * catalogue, so a new table is watched too), its row counts, and one restaurant's rows.
 */
type Rows<T> = { rows: T[] };

export async function listTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  return result.rows.map((row) => row.table_name);
}

export type RowCounts = Record<string, number>;

/** Every table's row count, in one statement. */
export async function countRows(db: Database, tables: readonly string[]): Promise<RowCounts> {
  const fields = tables.map((table) => `'${table}', (select count(*) from "${table}")`).join(", ");
  const result = (await db.execute(
    sql.raw(`select json_build_object(${fields}) as counts`),
  )) as unknown as Rows<{ counts: Record<string, number | string> }>;
  const counts = result.rows[0]?.counts ?? {};
  return Object.fromEntries(Object.entries(counts).map(([table, count]) => [table, Number(count)]));
}

/** `orders +1, order_events +1`; empty when nothing changed outside `ignored`. */
export function countChanges(
  before: RowCounts,
  after: RowCounts,
  ignored: ReadonlySet<string> = new Set(),
): string[] {
  return Object.keys(after)
    .filter((table) => !ignored.has(table) && after[table] !== before[table])
    .map((table) => {
      const change = (after[table] ?? 0) - (before[table] ?? 0);
      return `${table} ${change > 0 ? "+" : ""}${change}`;
    });
}

/**
 * Tables no restaurant owns, with the reason: their rows say nothing about one tenant.
 * Every other table must name its owner through one of OWNER_COLUMNS.
 */
export const TABLES_OWNED_BY_NO_RESTAURANT: Readonly<Record<string, string>> = {
  admin_audit_log: "the administrators' own record of what they did",
  login_failures: "failed sign-ins, by address and typed email, for the brute-force limits",
  push_keys: "the service's one VAPID key pair, the same for every restaurant's devices",
};

/** How a table's rows lead to their restaurant, tried in this order. */
const accountOf = (id: string) => `(select account_id from restaurants where id = '${id}')`;
const OWNER_COLUMNS: ReadonlyArray<[column: string, condition: (id: string) => string]> = [
  ["restaurant_id", (id) => `restaurant_id = '${id}'`],
  // People belong to the restaurant's account: its people work at its locations.
  ["account_id", (id) => `account_id = ${accountOf(id)}`],
  ["user_id", (id) => `user_id in (select id from users where account_id = ${accountOf(id)})`],
  ["item_id", (id) => `item_id in (select id from menu_items where restaurant_id = '${id}')`],
  ["printer_id", (id) => `printer_id in (select id from printers where restaurant_id = '${id}')`],
  [
    "subscription_id",
    (id) => `subscription_id in (select id from push_subscriptions where restaurant_id = '${id}')`,
  ],
  // The Uber twin's integrations: the store the restaurant's Uber Eats connection names.
  [
    "store_id",
    (id) =>
      `store_id in (select settings->>'storeId' from platform_connections where restaurant_id = '${id}' and platform = 'ubereats')`,
  ],
];

/** One query per table that reads every row a restaurant owns, in a stable order. */
export async function restaurantRowQueries(db: Database): Promise<Record<string, string>> {
  const result = (await db.execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  )) as unknown as Rows<{ table_name: string; column_name: string }>;
  const columns = new Map<string, Set<string>>();
  for (const row of result.rows) {
    const set = columns.get(row.table_name) ?? new Set<string>();
    set.add(row.column_name);
    columns.set(row.table_name, set);
  }
  const queries: Record<string, string> = {};
  for (const table of await listTables(db)) {
    if (table in TABLES_OWNED_BY_NO_RESTAURANT) continue;
    const owner =
      table === "restaurants"
        ? (id: string) => `id = '${id}'`
        : table === "accounts"
          ? (id: string) => `id = ${accountOf(id)}`
          : OWNER_COLUMNS.find(([column]) => columns.get(table)?.has(column))?.[1];
    if (!owner) {
      throw new Error(
        `table ${table}: no column says which restaurant owns its rows; name it in TABLES_OWNED_BY_NO_RESTAURANT with the reason, or teach OWNER_COLUMNS its owner`,
      );
    }
    queries[table] =
      `(select coalesce(json_agg(t order by t::text), '[]'::json) from "${table}" t where ${owner("$ID")})`;
  }
  return queries;
}

/** Every row the restaurant owns, as text per table: equal texts, unchanged rows. */
export async function snapshotRestaurant(
  db: Database,
  queries: Record<string, string>,
  restaurantId: string,
): Promise<Record<string, string>> {
  if (!/^[0-9a-f-]{36}$/.test(restaurantId)) throw new Error(`not an id: ${restaurantId}`);
  const fields = Object.entries(queries)
    .map(([table, query]) => `'${table}', ${query.replaceAll("$ID", restaurantId)}`)
    .join(", ");
  const result = (await db.execute(
    sql.raw(`select json_build_object(${fields})::text as snapshot`),
  )) as unknown as Rows<{ snapshot: string }>;
  const snapshot = JSON.parse(result.rows[0]?.snapshot ?? "{}") as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(snapshot).map(([table, rows]) => [table, JSON.stringify(rows)]),
  );
}
