import {
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsSummary,
  TOP_ITEMS_LIMIT,
} from "../../../domain/api/analytics";
import { addDays, daysInRange, eachDate, previousRange } from "../../../domain/calendar-date";
import { startOfDate } from "../../../domain/local-midnight";
import { centsToDollars } from "../../../domain/money";
import { PLATFORMS } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { notFound } from "../../errors";
import { findRestaurantProfile } from "../settings/settings.repository";
import {
  type AnalyticsBounds,
  type FigureRow,
  type ItemRow,
  queryAnalytics,
} from "./analytics.repository";

export type AnalyticsScope = { db: Database; restaurantId: string };

/** The restaurant's timezone and the instants bounding the period and the one before. */
export async function periodBounds(
  { db, restaurantId }: AnalyticsScope,
  { from, to, includeTest }: AnalyticsQuery,
): Promise<AnalyticsBounds & { restaurantName: string }> {
  const restaurant = await findRestaurantProfile(db, restaurantId);
  if (!restaurant) throw notFound("Restaurant not found");
  const { timezone } = restaurant;
  return {
    restaurantId,
    restaurantName: restaurant.name,
    timezone,
    previousStart: startOfDate(previousRange(from, to).from, timezone),
    start: startOfDate(from, timezone),
    end: startOfDate(addDays(to, 1), timezone),
    includeTest,
  };
}

const dollars = (cents: number | string | null | undefined) => centsToDollars(Number(cents ?? 0));
const averageValue = (salesCents: number | string, orders: number) =>
  orders > 0 ? Math.round(Number(salesCents) / orders) / 100 : null;
const averagePrep = (row: FigureRow | undefined) =>
  row && row.prepared > 0 ? Math.round(Number(row.prep_seconds) / row.prepared) : null;

function toSummary(row: FigureRow | undefined): AnalyticsSummary {
  const closed = (row?.completed ?? 0) + (row?.cancelled ?? 0);
  return {
    orders: row?.orders ?? 0,
    grossSales: dollars(row?.sales_cents),
    averageOrderValue: row ? averageValue(row.sales_cents, row.kept) : null,
    averagePrepSeconds: averagePrep(row),
    completionRate: row && closed > 0 ? row.completed / closed : null,
    cancelled: row?.cancelled ?? 0,
  };
}

const toItem = (row: ItemRow) => ({
  name: row.name,
  quantity: row.quantity,
  revenue: dollars(row.revenue_cents),
});

/** `GET /api/analytics`: every figure of the period, next to the period before it. */
export async function buildAnalyticsReport(
  scope: AnalyticsScope,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  return reportWithin(scope.db, query, await periodBounds(scope, query));
}

/** The report for bounds already read (the CSV export needs them for its file name too). */
export async function reportWithin(
  db: Database,
  query: AnalyticsQuery,
  bounds: AnalyticsBounds,
): Promise<AnalyticsReport> {
  const { figures, hours, items } = await queryAnalytics(db, bounds);
  const { from, to } = query;
  const current = (grouping: FigureRow["grouping"]) =>
    figures.filter((row) => row.in_period && row.grouping === grouping);

  const byDate = new Map(current("day").map((row) => [row.local_date, row]));
  const byHour = new Map(hours.map((row) => [row.hour, row.orders]));
  const fulfilment = (isDelivery: boolean) => {
    const row = current("fulfilment").find((entry) => entry.is_delivery === isDelivery);
    return {
      type: isDelivery ? ("delivery" as const) : ("pickup" as const),
      orders: row?.orders ?? 0,
      sales: dollars(row?.sales_cents),
    };
  };
  const ranked = (rank: "by_quantity" | "by_revenue") =>
    items
      .filter((row) => row[rank] <= TOP_ITEMS_LIMIT)
      .sort((a, b) => a[rank] - b[rank])
      .map(toItem);

  return {
    timezone: bounds.timezone,
    includeTest: query.includeTest,
    period: { from, to, days: daysInRange(from, to) },
    previousPeriod: previousRange(from, to),
    summary: toSummary(current("summary")[0]),
    previousSummary: toSummary(figures.find((row) => !row.in_period && row.grouping === "summary")),
    days: eachDate(from, to).map((date) => {
      const day = byDate.get(date);
      return {
        date,
        orders: day?.orders ?? 0,
        sales: dollars(day?.sales_cents),
        averagePrepSeconds: averagePrep(day),
      };
    }),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 })),
    platforms: current("platform")
      .flatMap((row) =>
        row.platform
          ? [
              {
                platform: row.platform,
                orders: row.orders,
                sales: dollars(row.sales_cents),
                averageOrderValue: averageValue(row.sales_cents, row.kept),
                averagePrepSeconds: averagePrep(row),
              },
            ]
          : [],
      )
      .sort(
        (a, b) =>
          b.sales - a.sales ||
          b.orders - a.orders ||
          PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform),
      ),
    fulfilment: [fulfilment(true), fulfilment(false)],
    topItemsByQuantity: ranked("by_quantity"),
    topItemsByRevenue: ranked("by_revenue"),
  };
}
