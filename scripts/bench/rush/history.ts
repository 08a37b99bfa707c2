import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../src/server/db/database";
import { orders } from "../../../src/server/db/schema/orders";
import type { HttpClient } from "../http-client";
import { makeOrders, type RushOrder, writeTwinOrders } from "./orders";
import type { RushRestaurant } from "./seed";

/**
 * What each restaurant's dashboard already lists when the rush starts: `history` finished
 * orders of the last 48 hours, so every list reload carries what a real one carries. They
 * are copies of real orders: a few of each platform go through the webhook path into a
 * template restaurant first, then are copied in bulk (without their status events, which
 * the list does not read).
 */
const TEMPLATES_PER_PLATFORM = 4;

/** Sends one order's signed webhook; throws unless the platform would count it delivered. */
export async function sendWebhook(client: HttpClient, order: RushOrder): Promise<void> {
  const { path, headers, body } = order.webhook;
  const reply = await client.send("POST", path, body, headers);
  if (reply.status !== 200)
    throw new Error(`${order.platform} webhook: ${reply.status} ${reply.body}`);
}

/** Columns copied as they are; the others are the copy's own. */
const OWN_VALUES: Record<string, (at: SQL) => SQL> = {
  id: () => sql`gen_random_uuid()`,
  restaurant_id: () => sql`target.id`,
  external_id: () => sql`'history-' || g || '-' || template.external_id`,
  status: () => sql`'completed'`,
  accept_by: () => sql`null`,
  accepted_at: () => sql`null`,
  platform_call: () => sql`null`,
  last_update: () => sql`null`,
  due_at: () => sql`null`,
  created_at: (at) => at,
  received_at: (at) => at,
  updated_at: (at) => sql`${at} + interval '40 minutes'`,
};

export async function seedHistory({
  db,
  client,
  template,
  restaurants,
  history,
  sessionSecret,
}: {
  db: Database;
  client: HttpClient;
  template: RushRestaurant;
  restaurants: readonly RushRestaurant[];
  history: number;
  sessionSecret: string;
}): Promise<void> {
  if (history === 0) return;
  const samples = makeOrders({
    restaurants: [template],
    count: TEMPLATES_PER_PLATFORM * 5,
    sessionSecret,
    seed: 7,
  });
  await writeTwinOrders(db, samples);
  for (const sample of samples) await sendWebhook(client, sample);

  // Spread over the last 47 hours, oldest first.
  const at = sql`now() - interval '47 hours' * g / ${history}::int`;
  const names = Object.values(getTableColumns(orders)).map((column) => column.name);
  const values = names.map(
    (name) => OWN_VALUES[name]?.(at) ?? sql`template.${sql.identifier(name)}`,
  );
  for (let start = 0; start < restaurants.length; start += 1000) {
    const ids = restaurants.slice(start, start + 1000).map((restaurant) => restaurant.id);
    await db.execute(sql`
      with templates as (
        select row_number() over (order by external_id)::int - 1 as position, *
        from orders where restaurant_id = ${template.id}::uuid)
      insert into orders (${sql.join(
        names.map((name) => sql.identifier(name)),
        sql`, `,
      )})
      select ${sql.join(values, sql`, `)}
      from unnest(${`{${ids.join(",")}}`}::uuid[]) as target(id)
        cross join generate_series(1, ${history}::int) as g
        join templates template
          on template.position = (g + abs(hashtext(target.id::text))) % ${samples.length}::int`);
  }
  await db.execute(sql`vacuum analyze orders`);
}
