import { sql } from "drizzle-orm";
import { TOP_ITEMS_LIMIT } from "../../../domain/api/analytics";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { idList } from "../locations/works-at";

/**
 * Analytics figures computed in the database: one statement sums the restaurant's orders of
 * the period and of the period before it in a single pass, one counts the period's orders
 * by hour, one ranks the items sold. Every group is also split by currency, so one pass
 * gives the figures of each currency and the service picks the report's (amounts in
 * different currencies are never added together). A few hundred grouped rows come back to
 * Node, never the orders. Money is in minor units of its currency, summed as bigint: bigint
 * sums arrive as strings from node-postgres, and the service converts them.
 */

export type AnalyticsBounds = {
  /** One location, or the locations rolled up. */
  restaurantIds: readonly string[];
  timezone: string;
  /** First instant of the previous period (its local midnight). */
  previousStart: Date;
  /** First instant of the period. */
  start: Date;
  /** First instant after the period: the local midnight after its last day. */
  end: Date;
  includeTest: boolean;
};

/** Sums over one group of orders; averages are taken in Node from sums and counts. */
type GroupSums = {
  currency: string;
  orders: number;
  sales_minor: number | string | bigint;
  /** Orders not cancelled. */
  kept: number;
  prep_seconds: number | string;
  /** Orders with a preparation time. */
  prepared: number;
  completed: number;
  cancelled: number;
};

/**
 * One row per group of one grouping set: the period (and the one before), or the period
 * by local day, by hour of the restaurant's clock, by platform, or by delivery or pickup.
 */
export type FigureRow = GroupSums & {
  in_period: boolean;
  grouping: "summary" | "day" | "platform" | "fulfilment" | "brand";
  local_date: string | null;
  platform: Platform | null;
  is_delivery: boolean | null;
  /** The location or brand the orders are of, on a "brand" row. */
  restaurant_id: string | null;
};

/** One item in one currency, ranked among that currency's items. */
export type ItemRow = {
  currency: string;
  name: string;
  quantity: number | string | bigint;
  revenue_minor: number | string | bigint;
  by_quantity: number;
  by_revenue: number;
};

export type HourRow = { currency: string; hour: number; orders: number };

/** How many orders each currency has in the period and in the period before it. */
export type CurrencyCountRow = { currency: string; orders: number; previous_orders: number };

export type AnalyticsRows = { figures: FigureRow[]; hours: HourRow[]; items: ItemRow[] };

/**
 * A preparation that ends more than a day after the order arrived was forgotten rather
 * than prepared; it is left out of the averages. The same bound limits how far around the
 * period `order_events` is read.
 */
export const MAX_PREP_SECONDS = 86_400;

/**
 * When each order entered one status, read around the period: an order enters each status
 * at most once (a unique index says so), so this is one row per order. An undone change and
 * its correction are history, not a status entered (decision 105): both are left out, as
 * the unique and preparation indexes leave them out. 'new' events come with the order (a day
 * of margin covers a platform's clock running ahead), 'ready' ones at most
 * `MAX_PREP_SECONDS` after arrival.
 */
function statusTimes(
  { restaurantIds, previousStart, end }: AnalyticsBounds,
  status: "new" | "ready",
) {
  return sql`
    select order_id, at from order_events
    where restaurant_id in ${idList(restaurantIds)} and to_status = ${status}
      and undone_at is null and corrects_event_id is null
      and at >= ${previousStart.toISOString()}::timestamptz - interval '1 day'
      and at < ${end.toISOString()}::timestamptz + interval '2 days'`;
}

/**
 * The restaurant's orders (alias `o`) placed from `from` to before `to`, test orders only
 * if asked. Orders awaiting payment are not sales yet, and may never be: analytics leaves
 * them out everywhere.
 */
export function ordersBetween(bounds: AnalyticsBounds, from: Date, to: Date) {
  return sql`o.restaurant_id in ${idList(bounds.restaurantIds)}
    and o.created_at >= ${from.toISOString()}::timestamptz
    and o.created_at < ${to.toISOString()}::timestamptz
    and o.status <> 'awaiting_payment'
    and (${bounds.includeTest}::boolean or not o.is_test)`;
}

/**
 * The figures of both periods in one pass over their orders: each order with its
 * preparation time and its day on the restaurant's clock is summed first by (period,
 * currency, day, platform, delivery, location or brand) — a plain grouping PostgreSQL can
 * split across parallel workers — and those few thousand sums are then rolled up, per
 * period and currency, into the five sets the page shows.
 */
export function figuresStatement(bounds: AnalyticsBounds) {
  const { timezone, previousStart, start, end } = bounds;
  return sql`
    with fine as (
      select in_period, currency, local_date, platform, is_delivery, restaurant_id,
        count(*)::int as orders,
        sum(sales_minor)::bigint as sales_minor,
        count(*) filter (where status <> 'cancelled')::int as kept,
        sum(prep_seconds)::bigint as prep_seconds,
        count(prep_seconds)::int as prepared,
        count(*) filter (where status = 'completed')::int as completed,
        count(*) filter (where status = 'cancelled')::int as cancelled
      from (
        select o.currency, o.platform, o.status, o.is_delivery, o.restaurant_id,
          o.created_at >= ${start.toISOString()}::timestamptz as in_period,
          (o.created_at at time zone ${timezone}::text)::date as local_date,
          case when o.status = 'cancelled' then 0 else o.subtotal_minor end as sales_minor,
          case when ready.at - arrived.at between interval '0' and ${`${MAX_PREP_SECONDS} seconds`}::interval
            then extract(epoch from ready.at - arrived.at)::int end as prep_seconds
        from orders o
        left join (${statusTimes(bounds, "new")}) arrived on arrived.order_id = o.id
        left join (${statusTimes(bounds, "ready")}) ready on ready.order_id = o.id
        where ${ordersBetween(bounds, previousStart, end)}
      ) facts
      group by in_period, currency, local_date, platform, is_delivery, restaurant_id
    )
    select in_period, currency,
      case grouping(local_date, platform, is_delivery, restaurant_id)
        when 15 then 'summary' when 7 then 'day' when 11 then 'platform'
        when 13 then 'fulfilment' else 'brand' end as grouping,
      to_char(local_date, 'YYYY-MM-DD') as local_date, platform, is_delivery, restaurant_id,
      sum(orders)::int as orders,
      sum(sales_minor)::bigint as sales_minor,
      sum(kept)::int as kept,
      coalesce(sum(prep_seconds), 0)::bigint as prep_seconds,
      sum(prepared)::int as prepared,
      sum(completed)::int as completed,
      sum(cancelled)::int as cancelled
    from fine
    group by grouping sets (
      (in_period, currency),
      (in_period, currency, local_date),
      (in_period, currency, platform),
      (in_period, currency, is_delivery),
      (in_period, currency, restaurant_id)
    )`;
}

/** Orders of the period by currency and hour of the restaurant's clock: no events needed. */
export function hoursStatement(bounds: AnalyticsBounds) {
  return sql`
    select o.currency,
      extract(hour from o.created_at at time zone ${bounds.timezone}::text)::int as hour,
      count(*)::int as orders
    from orders o
    where ${ordersBetween(bounds, bounds.start, bounds.end)}
    group by 1, 2`;
}

/**
 * Items sold in the period (cancelled orders left out), ranked both ways within each
 * currency; the rows ranked in the top ten either way come back. A line's revenue is the
 * platform's own line total when it gave one, else (price + modifier prices) x quantity, as
 * on the receipt: each line is joined to its modifiers (or to none), and its own price,
 * quantity and line total are counted on its first row only. Unit prices reach 1e8 minor
 * units and quantities 9,999, so every product is bigint.
 */
export function itemsStatement(bounds: AnalyticsBounds) {
  const { start, end } = bounds;
  return sql`
    select currency, name, quantity, revenue_minor, by_quantity, by_revenue from (
      select currency, name, quantity, revenue_minor,
        row_number() over (
          partition by currency order by quantity desc, revenue_minor desc, name
        )::int as by_quantity,
        row_number() over (
          partition by currency order by revenue_minor desc, quantity desc, name
        )::int as by_revenue
      from (
        select o.currency, line.value->>'name' as name,
          sum(case when coalesce(modifier.n, 1) = 1 then amount.quantity else 0 end)::bigint
            as quantity,
          sum(
            case when coalesce(modifier.n, 1) = 1
              then coalesce(amount.line_total, amount.price * amount.quantity) else 0 end
            + case when amount.line_total is null
              then coalesce((modifier.value->>'price')::bigint, 0) * amount.quantity else 0 end
          )::bigint as revenue_minor
        from orders o
        cross join lateral jsonb_array_elements(o.items) line
        cross join lateral (
          select (line.value->>'quantity')::bigint as quantity,
            (line.value->>'price')::bigint as price,
            (line.value->>'lineTotal')::bigint as line_total
        ) amount
        left join lateral jsonb_array_elements(line.value->'modifiers') with ordinality
          as modifier(value, n) on true
        where ${ordersBetween(bounds, start, end)} and o.status <> 'cancelled'
        group by 1, 2
      ) items
    ) ranked
    where by_quantity <= ${TOP_ITEMS_LIMIT} or by_revenue <= ${TOP_ITEMS_LIMIT}`;
}

type Rows<T> = { rows: T[] };

/**
 * How many orders each currency has in the period and the one before: what the CSV export
 * needs to choose a currency without computing the whole report.
 */
export async function findCurrencyCounts(
  db: Database,
  bounds: AnalyticsBounds,
): Promise<CurrencyCountRow[]> {
  const result = await db.execute(sql`
    select o.currency,
      count(*) filter (where o.created_at >= ${bounds.start.toISOString()}::timestamptz)::int
        as orders,
      count(*) filter (where o.created_at < ${bounds.start.toISOString()}::timestamptz)::int
        as previous_orders
    from orders o
    where ${ordersBetween(bounds, bounds.previousStart, bounds.end)}
    group by 1`);
  return (result as unknown as Rows<CurrencyCountRow>).rows;
}

/**
 * The three statements at once: on PostgreSQL each takes a connection of the pool (and
 * the cores it can get); PGlite runs them one after the other.
 */
export async function queryAnalytics(
  db: Database,
  bounds: AnalyticsBounds,
): Promise<AnalyticsRows> {
  const [figures, hours, items] = await Promise.all([
    db.execute(figuresStatement(bounds)) as unknown as Promise<Rows<FigureRow>>,
    db.execute(hoursStatement(bounds)) as unknown as Promise<Rows<HourRow>>,
    db.execute(itemsStatement(bounds)) as unknown as Promise<Rows<ItemRow>>,
  ]);
  return { figures: figures.rows, hours: hours.rows, items: items.rows };
}

export type PlaceName = { id: string; name: string; kitchenId: string | null };

/** The names of the report's locations and brands. */
export async function listPlaceNames(
  db: Database,
  restaurantIds: readonly string[],
): Promise<PlaceName[]> {
  const result = await db.execute(
    sql`select id, name, kitchen_id as "kitchenId" from restaurants where id in ${idList(restaurantIds)}`,
  );
  return (result as unknown as Rows<PlaceName>).rows;
}
