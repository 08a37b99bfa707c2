import pg from "pg";
import { type AnalyticsReport, presetRange } from "../../src/domain/api/analytics";
import { addDays } from "../../src/domain/calendar-date";
import { localDateOf } from "../../src/domain/local-midnight";
import { startBenchServer } from "./bench-server";
import { createHttpClient } from "./http-client";
import { signInOwner } from "./session";
import { round, summarize } from "./stats";

/**
 * The analytics target (docs/performance.md): with 100,000 orders in one restaurant, GET /api/analytics answers in
 * under 500 ms on PostgreSQL. The orders (and their status events) are written straight
 * into the seeded owner's restaurant, spread over the last year; each period is then
 * requested one at a time, as the page does, after warm-up requests. The longest custom
 * period reads every order.
 */
export type AnalyticsBenchOptions = { databaseUrl: string; orders: number; repeats: number };

const RESTAURANT = "Golden Fork Bistro";
/** 100,000 orders over a year: a busy restaurant's 270 a day. */
const HISTORY_DAYS = 365;

/** Orders of 1–3 lines from a 30-dish menu; 1 in 25 cancelled, the rest completed. */
async function seedOrders(databaseUrl: string, count: number, days: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const restaurant = await client.query<{ id: string; timezone: string }>(
      "select id, timezone from restaurants where name = $1",
      [RESTAURANT],
    );
    const row = restaurant.rows[0];
    if (!row) throw new Error(`${RESTAURANT} is not seeded`);
    const began = performance.now();
    await client.query(
      `with generated as (
         -- In time order, as a restaurant's orders arrive (and are laid out on disk).
         select row_number() over (order by at)::int as g, at from (
           select now() - random() * ($3::int * interval '1 day') as at from generate_series(1, $2::int)
         ) spread
       ), lines as (
         select g,
           jsonb_agg(jsonb_build_object('name', 'Dish ' || dish, 'quantity', quantity,
             'price', 500 + dish * 50, 'modifiers', '[]'::jsonb)) as items,
           sum(quantity * (500 + dish * 50))::int as subtotal
         from generated, generate_series(1, 1 + g % 3) line,
           lateral (select (g * 7 + line * 13) % 30 as dish, 1 + (g + line) % 2 as quantity) pick
         group by g
       )
       insert into orders (restaurant_id, platform, external_id, order_number, status,
         customer_name, is_delivery, delivery_fee_minor, tax_minor, subtotal_minor,
         computed_total_minor, total_minor, items, created_at, received_at, updated_at)
       select $1, (array['ubereats','doordash','grubhub','shopify','woocommerce','website'])[1 + g % 6],
         'bench-' || g, 'B' || g, case when g % 25 = 0 then 'cancelled' else 'completed' end,
         'Bench Customer', g % 3 = 0, case when g % 3 = 0 then 299 else 0 end, 100,
         subtotal, total, total, items, at, at, at
       from generated join lines using (g),
         lateral (select subtotal + 100 + case when g % 3 = 0 then 299 else 0 end as total) sums`,
      [row.id, count, days],
    );
    await client.query(
      `insert into order_events (order_id, restaurant_id, actor_type, from_status, to_status, at)
       select o.id, o.restaurant_id, 'system', step.from_status, step.to_status, o.created_at + step.after
       from orders o, lateral (values
         (null, 'new', interval '0'),
         ('new', 'preparing', interval '2 minutes'),
         ('preparing', 'ready', interval '1 minute' * (8 + (hashtext(o.id::text) & 15))),
         ('ready', 'completed', interval '30 minutes')
       ) step(from_status, to_status, after)
       where o.restaurant_id = $1 and o.external_id like 'bench-%' and o.status = 'completed'
       union all
       select o.id, o.restaurant_id, 'system', step.from_status, step.to_status, o.created_at + step.after
       from orders o, lateral (values
         (null, 'new', interval '0'), ('new', 'cancelled', interval '3 minutes')
       ) step(from_status, to_status, after)
       where o.restaurant_id = $1 and o.external_id like 'bench-%' and o.status = 'cancelled'`,
      [row.id],
    );
    // As autovacuum would have by then: statistics and the visibility map for index-only scans.
    await client.query("vacuum analyze orders");
    await client.query("vacuum analyze order_events");
    const events = await client.query<{ n: string }>(
      "select count(*) as n from order_events where restaurant_id = $1",
      [row.id],
    );
    return {
      timezone: row.timezone,
      events: Number(events.rows[0]?.n ?? 0),
      seedSeconds: round((performance.now() - began) / 1000, 1),
    };
  } finally {
    await client.end();
  }
}

export async function benchAnalytics({ databaseUrl, orders, repeats }: AnalyticsBenchOptions) {
  const server = await startBenchServer({ DATABASE_URL: databaseUrl });
  try {
    const seeded = await seedOrders(databaseUrl, orders, HISTORY_DAYS);
    const cookie = await signInOwner(server.url);
    const client = createHttpClient(server.url, { cookie });
    const today = localDateOf(new Date(), seeded.timezone);
    const periods: Array<[string, { from: string; to: string }]> = [
      ["Today", presetRange("today", today)],
      ["Last 7 days", presetRange("last-7-days", today)],
      ["Last 30 days", presetRange("last-30-days", today)],
      ["Last 90 days (custom)", { from: addDays(today, -89), to: today }],
      ["366 days: every order (custom)", { from: addDays(today, -365), to: today }],
    ];
    const rows: Record<string, unknown>[] = [];
    try {
      for (const [label, { from, to }] of periods) {
        const path = `/api/analytics?from=${from}&to=${to}`;
        const samples: number[] = [];
        let report: AnalyticsReport | null = null;
        for (let index = 0; index < repeats + 3; index += 1) {
          const began = performance.now();
          const reply = await client.request("GET", path);
          const elapsed = performance.now() - began;
          if (reply.status !== 200) throw new Error(`${path}: ${reply.status} ${reply.body}`);
          if (index >= 3) samples.push(elapsed);
          report = JSON.parse(reply.body) as AnalyticsReport;
        }
        const timing = summarize(samples);
        rows.push({
          request: `analytics, ${label}`,
          "orders read": (report?.summary.orders ?? 0) + (report?.previousSummary.orders ?? 0),
          count: timing.count,
          p50: round(timing.p50, 1),
          p95: round(timing.p95, 1),
          max: round(timing.max, 1),
        });
      }
      const { from, to } = presetRange("last-30-days", today);
      const began = performance.now();
      const csv = await client.request("GET", `/api/analytics/export.csv?from=${from}&to=${to}`);
      rows.push({
        request: "orders CSV, Last 30 days",
        "orders read": csv.body.split("\r\n").filter(Boolean).length - 1,
        count: 1,
        p50: round(performance.now() - began, 1),
        p95: null,
        max: null,
        size: `${round(Buffer.byteLength(csv.body) / 1_048_576, 1)} MB`,
      });
    } finally {
      client.close();
    }
    return { orders, events: seeded.events, seedSeconds: seeded.seedSeconds, rows };
  } finally {
    await server.stop();
  }
}
