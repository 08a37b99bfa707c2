import type {
  AnalyticsQuery,
  AnalyticsReport,
  AnalyticsSummary,
} from "../../../domain/api/analytics";
import {
  addDays,
  type CalendarDate,
  daysInRange,
  eachDate,
  parseCalendarDate,
  previousRange,
} from "../../../domain/calendar-date";
import { startOfLocalDay } from "../../../domain/local-midnight";
import { centsToDollars } from "../../../domain/money";
import { PLATFORMS } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { notFound } from "../../errors";
import { findRestaurantProfile } from "../settings/settings.repository";
import {
  type AnalyticsBounds,
  type ItemRow,
  queryAnalytics,
  type SummaryRow,
} from "./analytics.repository";

/** The instant a calendar day starts in the zone (its local midnight, or 01:00 if skipped). */
export function startOfDay(date: CalendarDate, timeZone: string): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return startOfLocalDay(parts, timeZone);
}

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
    previousStart: startOfDay(previousRange(from, to).from, timezone),
    start: startOfDay(from, timezone),
    end: startOfDay(addDays(to, 1), timezone),
    includeTest,
  };
}

const dollars = (cents: number | string | null) => centsToDollars(Number(cents ?? 0));
const averageValue = (salesCents: number, orders: number) =>
  orders > 0 ? Math.round(salesCents / orders) / 100 : null;

function toSummary(row: SummaryRow | undefined): AnalyticsSummary {
  if (!row)
    return {
      orders: 0,
      grossSales: 0,
      averageOrderValue: null,
      averagePrepSeconds: null,
      completionRate: null,
      cancelled: 0,
    };
  const closed = row.completed + row.cancelled;
  return {
    orders: row.orders,
    grossSales: dollars(row.sales_cents),
    averageOrderValue: averageValue(Number(row.sales_cents), row.kept),
    averagePrepSeconds: row.prep_seconds,
    completionRate: closed > 0 ? row.completed / closed : null,
    cancelled: row.cancelled,
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
  const bounds = await periodBounds(scope, query);
  const rows = await queryAnalytics(scope.db, bounds);
  const { from, to } = query;

  const byDate = new Map(rows.days.map((day) => [day.date, day]));
  const byHour = new Map(rows.hours.map((hour) => [hour.hour, hour.orders]));
  const fulfilment = (isDelivery: boolean) => {
    const row = rows.fulfilment.find((entry) => entry.is_delivery === isDelivery);
    return {
      type: isDelivery ? ("delivery" as const) : ("pickup" as const),
      orders: row?.orders ?? 0,
      sales: dollars(row?.sales_cents ?? 0),
    };
  };

  return {
    timezone: bounds.timezone,
    includeTest: query.includeTest,
    period: { from, to, days: daysInRange(from, to) },
    previousPeriod: previousRange(from, to),
    summary: toSummary(rows.summaries.find((row) => row.in_period)),
    previousSummary: toSummary(rows.summaries.find((row) => !row.in_period)),
    days: eachDate(from, to).map((date) => {
      const day = byDate.get(date);
      return {
        date,
        orders: day?.orders ?? 0,
        sales: dollars(day?.sales_cents ?? 0),
        averagePrepSeconds: day?.prep_seconds ?? null,
      };
    }),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 })),
    platforms: rows.platforms
      .map((row) => ({
        platform: row.platform,
        orders: row.orders,
        sales: dollars(row.sales_cents),
        averageOrderValue: averageValue(Number(row.sales_cents), row.kept),
        averagePrepSeconds: row.prep_seconds,
      }))
      .sort(
        (a, b) =>
          b.sales - a.sales ||
          b.orders - a.orders ||
          PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform),
      ),
    fulfilment: [fulfilment(true), fulfilment(false)],
    topItemsByQuantity: rows.top_by_quantity.map(toItem),
    topItemsByRevenue: rows.top_by_revenue.map(toItem),
  };
}
