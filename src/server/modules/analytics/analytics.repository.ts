import { sql } from "drizzle-orm";
import { TOP_ITEMS_LIMIT } from "../../../domain/api/analytics";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";

/**
 * Analytics figures computed in the database (issue 10): one statement scans the
 * restaurant's orders of the period and of the period before it once, joins each to its
 * preparation time from `order_events`, and answers every aggregate as one JSON document.
 * Nothing per order comes back to Node.
 */

export type AnalyticsBounds = {
  restaurantId: string;
  timezone: string;
  /** First instant of the previous period (its local midnight). */
  previousStart: Date;
  /** First instant of the period. */
  start: Date;
  /** First instant after the period: the local midnight after its last day. */
  end: Date;
  includeTest: boolean;
};

export type SummaryRow = {
  in_period: boolean;
  orders: number;
  sales_cents: number;
  /** Orders not cancelled. */
  kept: number;
  prep_seconds: number | null;
  completed: number;
  cancelled: number;
};

export type DayRow = {
  date: string;
  orders: number;
  sales_cents: number;
  prep_seconds: number | null;
};
export type HourRow = { hour: number; orders: number };
export type PlatformRow = {
  platform: Platform;
  orders: number;
  sales_cents: number;
  kept: number;
  prep_seconds: number | null;
};
export type FulfilmentRow = { is_delivery: boolean; orders: number; sales_cents: number };
export type ItemRow = { name: string; quantity: number; revenue_cents: number };

export type AnalyticsRows = {
  summaries: SummaryRow[];
  days: DayRow[];
  hours: HourRow[];
  platforms: PlatformRow[];
  fulfilment: FulfilmentRow[];
  top_by_quantity: ItemRow[];
  top_by_revenue: ItemRow[];
};

/**
 * A preparation that ends more than a day after the order arrived was forgotten rather
 * than prepared; it is left out of the averages (decision 018). The same bound limits how
 * far around the period `order_events` is read.
 */
export const MAX_PREP_SECONDS = 86_400;

/**
 * Preparation time of each order with a 'new' and a 'ready' event, read around the
 * period: 'new' events come with the order (a day of margin covers a platform's clock
 * running ahead), 'ready' ones at most `MAX_PREP_SECONDS` after arrival.
 */
function preparationTimes({ restaurantId, previousStart, end }: AnalyticsBounds) {
  return sql`
    select e.order_id,
      extract(epoch from
        min(e.at) filter (where e.to_status = 'ready') - min(e.at) filter (where e.to_status = 'new')
      ) as seconds
    from order_events e
    where e.restaurant_id = ${restaurantId}
      and e.to_status in ('new', 'ready')
      and e.at >= ${previousStart.toISOString()}::timestamptz - interval '1 day'
      and e.at < ${end.toISOString()}::timestamptz + interval '2 days'
    group by e.order_id`;
}

export async function queryAnalytics(
  db: Database,
  bounds: AnalyticsBounds,
): Promise<AnalyticsRows> {
  const { restaurantId, timezone, previousStart, start, end, includeTest } = bounds;
  const result = await db.execute(sql`
    with facts as materialized (
      select o.platform, o.status, o.is_delivery, o.items,
        o.created_at >= ${start.toISOString()}::timestamptz as in_period,
        o.created_at at time zone ${timezone}::text as local_time,
        o.status = 'cancelled' as cancelled,
        case when o.status = 'cancelled' then 0 else o.subtotal_cents end as sales_cents,
        case when p.seconds between 0 and ${MAX_PREP_SECONDS} then p.seconds end as prep_seconds
      from orders o
      left join (${preparationTimes(bounds)}) p on p.order_id = o.id
      where o.restaurant_id = ${restaurantId}
        and o.created_at >= ${previousStart.toISOString()}::timestamptz
        and o.created_at < ${end.toISOString()}::timestamptz
        and (${includeTest}::boolean or not o.is_test)
    ),
    current as (select * from facts where in_period),
    items as (
      select line->>'name' as name,
        sum((line->>'quantity')::int)::int as quantity,
        sum(
          ((line->>'price')::bigint + coalesce((
            select sum((modifier->>'price')::bigint)
            from jsonb_array_elements(coalesce(line->'modifiers', '[]'::jsonb)) modifier
          ), 0)) * (line->>'quantity')::int
        )::bigint as revenue_cents
      from current, jsonb_array_elements(current.items) line
      where not current.cancelled
      group by 1
    )
    select json_build_object(
      'summaries', (
        select coalesce(json_agg(row_to_json(summary_row)), '[]') from (
          select in_period, count(*)::int as orders, sum(sales_cents)::bigint as sales_cents,
            count(*) filter (where not cancelled)::int as kept,
            round(avg(prep_seconds))::int as prep_seconds,
            count(*) filter (where status = 'completed')::int as completed,
            count(*) filter (where cancelled)::int as cancelled
          from facts group by in_period
        ) summary_row
      ),
      'days', (
        select coalesce(json_agg(row_to_json(day_row) order by day_row.date), '[]') from (
          select to_char(local_time, 'YYYY-MM-DD') as date, count(*)::int as orders,
            sum(sales_cents)::bigint as sales_cents, round(avg(prep_seconds))::int as prep_seconds
          from current group by 1
        ) day_row
      ),
      'hours', (
        select coalesce(json_agg(row_to_json(hour_row)), '[]') from (
          select extract(hour from local_time)::int as hour, count(*)::int as orders
          from current group by 1
        ) hour_row
      ),
      'platforms', (
        select coalesce(json_agg(row_to_json(platform_row)), '[]') from (
          select platform, count(*)::int as orders, sum(sales_cents)::bigint as sales_cents,
            count(*) filter (where not cancelled)::int as kept,
            round(avg(prep_seconds))::int as prep_seconds
          from current group by platform
        ) platform_row
      ),
      'fulfilment', (
        select coalesce(json_agg(row_to_json(fulfilment_row)), '[]') from (
          select is_delivery, count(*)::int as orders, sum(sales_cents)::bigint as sales_cents
          from current group by is_delivery
        ) fulfilment_row
      ),
      'top_by_quantity', (
        select coalesce(json_agg(row_to_json(top_row) order by top_row.quantity desc, top_row.revenue_cents desc, top_row.name), '[]') from (
          select * from items order by quantity desc, revenue_cents desc, name limit ${TOP_ITEMS_LIMIT}
        ) top_row
      ),
      'top_by_revenue', (
        select coalesce(json_agg(row_to_json(top_row) order by top_row.revenue_cents desc, top_row.quantity desc, top_row.name), '[]') from (
          select * from items order by revenue_cents desc, quantity desc, name limit ${TOP_ITEMS_LIMIT}
        ) top_row
      )
    ) as report`);
  const [row] = (result as unknown as { rows: Array<{ report: AnalyticsRows | string }> }).rows;
  if (!row) throw new Error("The analytics query returned no row");
  // node-postgres parses json columns; PGlite may hand back the text.
  return typeof row.report === "string" ? (JSON.parse(row.report) as AnalyticsRows) : row.report;
}
