import { sql } from "drizzle-orm";
import type {
  AnalyticsExportQuery,
  AnalyticsItem,
  AnalyticsReport,
} from "../../../domain/api/analytics";
import { type CurrencyCode, currencyExponent } from "../../../domain/money";
import { PLATFORM_META, type Platform } from "../../../domain/platforms";
import { type OrderStatus, STATUS_META } from "../../../domain/status";
import type { Database } from "../../db/database";
import { CSV_BOM, type CsvValue, csvDocument, csvLine } from "../../lib/csv";
import { fileSlug } from "../../lib/download-name";
import { type AnalyticsBounds, findCurrencyCounts, ordersBetween } from "./analytics.repository";
import {
  type AnalyticsScope,
  chooseCurrency,
  listCurrencies,
  periodBounds,
  reportWithin,
} from "./analytics.service";

/**
 * `GET /api/analytics/export.csv`: the period's orders, or one of the page's
 * tables, as a CSV file, for one currency as the page is (decision 085). Orders are read
 * in pages of `ORDER_PAGE` and written as they come, so a year of a busy restaurant never
 * sits in memory at once. Amounts are written with their currency's decimals: "3888" yen,
 * "12.50" dollars, "1.250" dinars.
 */
export const ORDER_PAGE = 1000;

/** Major units from the report, with the currency's decimals. */
const money = (major: number | null, currency: CurrencyCode) =>
  major === null ? null : major.toFixed(currencyExponent(currency));

/** Minor units from the database written as a decimal from their digits, never a float. */
export function minorToDecimal(minor: number | string | bigint, currency: CurrencyCode): string {
  const digits = currencyExponent(currency);
  const value = BigInt(minor);
  const sign = value < 0n ? "-" : "";
  const text = (value < 0n ? -value : value).toString().padStart(digits + 1, "0");
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
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
  "Currency",
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
  currency: CurrencyCode;
  subtotal_minor: number | string | bigint;
  tax_minor: number | string | bigint;
  delivery_fee_minor: number | string | bigint;
  total_minor: number | string | bigint;
  prep_seconds: number | string | null;
  is_test: boolean;
};

type OrderCursor = { at: string; id: string };

export type ExportOrdersOptions = {
  db: Database;
  bounds: AnalyticsBounds;
  currency: CurrencyCode;
};

async function readOrderPage(
  { db, bounds, currency }: ExportOrdersOptions,
  after: OrderCursor | null,
): Promise<OrderExportRow[]> {
  const { timezone, start, end } = bounds;
  const result = await db.execute(sql`
    select o.id, o.created_at::text as cursor_at, o.order_number, o.platform, o.status,
      to_char(o.created_at at time zone ${timezone}::text, 'YYYY-MM-DD HH24:MI') as placed,
      o.is_delivery, o.customer_name, o.currency, o.subtotal_minor, o.tax_minor,
      o.total_minor, o.is_test,
      case when o.is_delivery then o.delivery_fee_minor else 0 end as delivery_fee_minor,
      (select coalesce(sum((line->>'quantity')::int), 0) from jsonb_array_elements(o.items) line)
        as item_count,
      (select extract(epoch from
          min(e.at) filter (where e.to_status = 'ready') - min(e.at) filter (where e.to_status = 'new'))
        from order_events e where e.order_id = o.id and e.to_status in ('new', 'ready')
          and e.undone_at is null and e.corrects_event_id is null)
        as prep_seconds
    from orders o
    where ${ordersBetween(bounds, start, end)} and o.currency = ${currency}
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
    row.currency,
    minorToDecimal(row.subtotal_minor, row.currency),
    minorToDecimal(row.tax_minor, row.currency),
    minorToDecimal(row.delivery_fee_minor, row.currency),
    minorToDecimal(row.total_minor, row.currency),
    minutes(row.prep_seconds),
    row.is_test,
  ];
}

/** Every order placed in the period in one currency, oldest first, one CSV line each. */
export async function* exportOrders(options: ExportOrdersOptions): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(ORDER_COLUMNS);
  let after: OrderCursor | null = null;
  for (;;) {
    const page = await readOrderPage(options, after);
    if (page.length > 0) yield page.map((row) => csvLine(orderLine(row))).join("");
    const last = page.at(-1);
    if (!last || page.length < ORDER_PAGE) return;
    after = { at: last.cursor_at, id: last.id };
  }
}

function itemsTable(items: AnalyticsItem[], currency: CurrencyCode): string {
  return csvDocument(
    ["Rank", "Item", "Quantity", `Revenue (${currency})`],
    items.map((item, index) => [
      index + 1,
      item.name,
      item.quantity,
      money(item.revenue, currency),
    ]),
  );
}

/** One of the page's tables, from the same figures the page shows; money headed by currency. */
export function exportTable(
  report: AnalyticsReport,
  table: Exclude<AnalyticsExportQuery["table"], "orders">,
): string {
  const { currency } = report;
  switch (table) {
    case "top-items-by-quantity":
      return itemsTable(report.topItemsByQuantity, currency);
    case "top-items-by-revenue":
      return itemsTable(report.topItemsByRevenue, currency);
    case "platforms":
      return csvDocument(
        [
          "Platform",
          "Orders",
          `Sales (${currency})`,
          `Average order value (${currency})`,
          "Average prep time (min)",
        ],
        report.platforms.map((row) => [
          platformName(row.platform),
          row.orders,
          money(row.sales, currency),
          money(row.averageOrderValue, currency),
          minutes(row.averagePrepSeconds),
        ]),
      );
    case "days":
      return csvDocument(
        ["Date", "Orders", `Sales (${currency})`, "Average prep time (min)"],
        report.days.map((day) => [
          day.date,
          day.orders,
          money(day.sales, currency),
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

type FileNameOptions = {
  restaurantName: string;
  query: AnalyticsExportQuery;
  currency: CurrencyCode;
  /** True when the period has orders in another currency than the file's. */
  isMixed: boolean;
};

/** "golden-fork-orders-2026-11-16-to-2026-11-22.csv", with "-aud" when the period mixes. */
function exportFileName({ restaurantName, query, currency, isMixed }: FileNameOptions): string {
  const table = isMixed ? `${query.table}-${currency.toLowerCase()}` : query.table;
  return `${fileSlug(restaurantName, "restaurant")}-${table}-${query.from}-to-${query.to}.csv`;
}

export async function buildAnalyticsExport(
  scope: AnalyticsScope,
  query: AnalyticsExportQuery,
): Promise<AnalyticsExport> {
  const bounds = await periodBounds(scope, query);
  const { restaurantName } = bounds;
  if (query.table === "orders") {
    const counts = await findCurrencyCounts(scope.db, bounds);
    const currency = chooseCurrency({ requested: query.currency, counts });
    const isMixed = listCurrencies(counts).some((entry) => entry.currency !== currency);
    return {
      fileName: exportFileName({ restaurantName, query, currency, isMixed }),
      body: exportOrders({ db: scope.db, bounds, currency }),
    };
  }
  const report = await reportWithin(scope.db, query, bounds);
  const isMixed = report.currencies.some((entry) => entry.currency !== report.currency);
  return {
    fileName: exportFileName({ restaurantName, query, currency: report.currency, isMixed }),
    body: exportTable(report, query.table),
  };
}
