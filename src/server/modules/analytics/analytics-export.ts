import { sql } from "drizzle-orm";
import type {
  AnalyticsExportQuery,
  AnalyticsItem,
  AnalyticsReport,
} from "../../../domain/api/analytics";
import { PLATFORM_META, type Platform } from "../../../domain/platforms";
import { type OrderStatus, STATUS_META } from "../../../domain/status";
import type { Database } from "../../db/database";
import { CSV_BOM, type CsvValue, csvDocument, csvLine } from "../../lib/csv";
import { fileSlug } from "../../lib/download-name";
import type { AnalyticsBounds } from "./analytics.repository";
import { type AnalyticsScope, periodBounds, reportWithin } from "./analytics.service";

/**
 * `GET /api/analytics/export.csv` (issue 10): the period's orders, or one of the page's
 * tables, as a CSV file. Orders are read in pages of `ORDER_PAGE` and written as they come,
 * so a year of a busy restaurant never sits in memory at once.
 */
export const ORDER_PAGE = 1000;

const money = (dollars: number | null) => (dollars === null ? null : dollars.toFixed(2));
const cents = (value: number | string) => (Number(value) / 100).toFixed(2);
const minutes = (seconds: number | string | null) =>
  seconds === null ? null : Math.round(Number(seconds) / 6) / 10;
const platformName = (platform: Platform) => PLATFORM_META[platform].displayName;

export const ORDER_COLUMNS = [
  "Order number",
  "Platform",
  "Placed",
  "Status",
  "Type",
  "Customer",
  "Items",
  "Subtotal",
  "Tax",
  "Delivery fee",
  "Total",
  "Prep time (min)",
  "Test order",
] as const;

type OrderExportRow = {
  id: string;
  cursor_at: string;
  order_number: string;
  platform: Platform;
  status: OrderStatus;
  placed: string;
  is_delivery: boolean;
  customer_name: string;
  item_count: number | string;
  subtotal_cents: number;
  tax_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  prep_seconds: number | string | null;
  is_test: boolean;
};

async function readOrderPage(
  db: Database,
  bounds: AnalyticsBounds,
  after: { at: string; id: string } | null,
): Promise<OrderExportRow[]> {
  const { restaurantId, timezone, start, end, includeTest } = bounds;
  const result = await db.execute(sql`
    select o.id, o.created_at::text as cursor_at, o.order_number, o.platform, o.status,
      to_char(o.created_at at time zone ${timezone}::text, 'YYYY-MM-DD HH24:MI') as placed,
      o.is_delivery, o.customer_name, o.subtotal_cents, o.tax_cents, o.total_cents, o.is_test,
      case when o.is_delivery then o.delivery_fee_cents else 0 end as delivery_fee_cents,
      (select coalesce(sum((line->>'quantity')::int), 0) from jsonb_array_elements(o.items) line)
        as item_count,
      (select extract(epoch from
          min(e.at) filter (where e.to_status = 'ready') - min(e.at) filter (where e.to_status = 'new'))
        from order_events e where e.order_id = o.id and e.to_status in ('new', 'ready'))
        as prep_seconds
    from orders o
    where o.restaurant_id = ${restaurantId}
      and o.created_at >= ${start.toISOString()}::timestamptz
      and o.created_at < ${end.toISOString()}::timestamptz
      and (${includeTest}::boolean or not o.is_test)
      ${after ? sql`and (o.created_at, o.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by o.created_at, o.id
    limit ${ORDER_PAGE}`);
  return (result as unknown as { rows: OrderExportRow[] }).rows;
}

function orderLine(row: OrderExportRow): CsvValue[] {
  return [
    row.order_number,
    platformName(row.platform),
    row.placed,
    STATUS_META[row.status].label,
    row.is_delivery ? "Delivery" : "Pickup",
    row.customer_name,
    Number(row.item_count),
    cents(row.subtotal_cents),
    cents(row.tax_cents),
    cents(row.delivery_fee_cents),
    cents(row.total_cents),
    minutes(row.prep_seconds),
    row.is_test,
  ];
}

/** Every order placed in the period, oldest first, one CSV line each. */
export async function* exportOrders(db: Database, bounds: AnalyticsBounds): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(ORDER_COLUMNS);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const page = await readOrderPage(db, bounds, after);
    if (page.length > 0) yield page.map((row) => csvLine(orderLine(row))).join("");
    const last = page.at(-1);
    if (!last || page.length < ORDER_PAGE) return;
    after = { at: last.cursor_at, id: last.id };
  }
}

function itemsTable(items: AnalyticsItem[]): string {
  return csvDocument(
    ["Rank", "Item", "Quantity", "Revenue"],
    items.map((item, index) => [index + 1, item.name, item.quantity, money(item.revenue)]),
  );
}

/** One of the page's tables, from the same figures the page shows. */
export function exportTable(
  report: AnalyticsReport,
  table: Exclude<AnalyticsExportQuery["table"], "orders">,
): string {
  switch (table) {
    case "top-items-by-quantity":
      return itemsTable(report.topItemsByQuantity);
    case "top-items-by-revenue":
      return itemsTable(report.topItemsByRevenue);
    case "platforms":
      return csvDocument(
        ["Platform", "Orders", "Sales", "Average order value", "Average prep time (min)"],
        report.platforms.map((row) => [
          platformName(row.platform),
          row.orders,
          money(row.sales),
          money(row.averageOrderValue),
          minutes(row.averagePrepSeconds),
        ]),
      );
    case "days":
      return csvDocument(
        ["Date", "Orders", "Sales", "Average prep time (min)"],
        report.days.map((day) => [
          day.date,
          day.orders,
          money(day.sales),
          minutes(day.averagePrepSeconds),
        ]),
      );
  }
}

export type AnalyticsExport = {
  fileName: string;
  /** The whole file, or its parts as they are read. */
  body: string | AsyncGenerator<string>;
};

export async function buildAnalyticsExport(
  scope: AnalyticsScope,
  query: AnalyticsExportQuery,
): Promise<AnalyticsExport> {
  const bounds = await periodBounds(scope, query);
  const fileName = `${fileSlug(bounds.restaurantName, "restaurant")}-${query.table}-${query.from}-to-${query.to}.csv`;
  if (query.table === "orders") return { fileName, body: exportOrders(scope.db, bounds) };
  return { fileName, body: exportTable(await reportWithin(scope.db, query, bounds), query.table) };
}
