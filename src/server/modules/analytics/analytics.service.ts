import {
  type AnalyticsBrand,
  type AnalyticsCurrency,
  type AnalyticsItem,
  type AnalyticsPlatform,
  type AnalyticsQuery,
  type AnalyticsReport,
  type AnalyticsSummary,
  TOP_ITEMS_LIMIT,
} from "../../../domain/api/analytics";
import { addDays, daysInRange, eachDate, previousRange } from "../../../domain/calendar-date";
import { startOfDate } from "../../../domain/local-midnight";
import { type CurrencyCode, DEFAULT_CURRENCY, toMajorUnits } from "../../../domain/money";
import { PLATFORMS } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { notFound } from "../../errors";
import { findRestaurantProfile } from "../restaurants/restaurant-settings.repository";
import {
  type AnalyticsBounds,
  type CurrencyCountRow,
  type FigureRow,
  type ItemRow,
  listPlaceNames,
  type PlaceName,
  queryAnalytics,
} from "./analytics.repository";

export type AnalyticsScope = {
  db: Database;
  /** The location worked at: its clock reads the days and hours. */
  restaurantId: string;
  /** The locations summed; the location worked at alone when left out. */
  restaurantIds?: readonly string[];
  /** What a rolled-up report's files are named after, instead of the location. */
  rollUpName?: string;
};

/** The restaurant's timezone and the instants bounding the period and the one before. */
export async function periodBounds(
  { db, restaurantId, restaurantIds = [restaurantId], rollUpName }: AnalyticsScope,
  { from, to, includeTest }: AnalyticsQuery,
): Promise<AnalyticsBounds & { restaurantName: string }> {
  const restaurant = await findRestaurantProfile(db, restaurantId);
  if (!restaurant) throw notFound("Restaurant not found");
  const { timezone } = restaurant;
  return {
    restaurantIds,
    restaurantName: rollUpName ?? restaurant.name,
    timezone,
    previousStart: startOfDate(previousRange(from, to).from, timezone),
    start: startOfDate(from, timezone),
    end: startOfDate(addDays(to, 1), timezone),
    includeTest,
  };
}

export type ChooseCurrencyOptions = {
  /** The query's `currency`, when it names one. */
  requested: CurrencyCode | undefined;
  counts: readonly CurrencyCountRow[];
};

/**
 * The report's one currency (decision 083): the one asked for, else the one with the most
 * orders in the period; a tie goes to the one with more in the period before, then to
 * USD, then to the first code alphabetically. No orders in either period: USD.
 */
export function chooseCurrency({ requested, counts }: ChooseCurrencyOptions): CurrencyCode {
  if (requested) return requested;
  const [first] = [...counts].sort(
    (a, b) =>
      b.orders - a.orders ||
      b.previous_orders - a.previous_orders ||
      Number(b.currency === DEFAULT_CURRENCY) - Number(a.currency === DEFAULT_CURRENCY) ||
      a.currency.localeCompare(b.currency),
  );
  return first?.currency ?? DEFAULT_CURRENCY;
}

/** The currencies with orders in the period, most orders first, then by code. */
export function listCurrencies(counts: readonly CurrencyCountRow[]): AnalyticsCurrency[] {
  return counts
    .filter((row) => row.orders > 0)
    .sort((a, b) => b.orders - a.orders || a.currency.localeCompare(b.currency))
    .map((row) => ({ currency: row.currency, orders: row.orders }));
}

/** Each currency's orders in the period and the one before, from the summary rows. */
function countCurrencies(figures: readonly FigureRow[]): CurrencyCountRow[] {
  const counts = new Map<CurrencyCode, CurrencyCountRow>();
  for (const row of figures) {
    if (row.grouping !== "summary") continue;
    const count = counts.get(row.currency) ?? {
      currency: row.currency,
      orders: 0,
      previous_orders: 0,
    };
    if (row.in_period) count.orders += row.orders;
    else count.previous_orders += row.orders;
    counts.set(row.currency, count);
  }
  return [...counts.values()];
}

type Minor = number | string | bigint | null | undefined;

/** Money for the report: minor units of one currency read as its major units. */
function moneyIn(currency: CurrencyCode) {
  const major = (minor: Minor) => toMajorUnits(Number(minor ?? 0), currency);
  // The average is rounded to a whole minor unit before it becomes major units.
  const average = (minor: Minor, orders: number) =>
    orders > 0 ? toMajorUnits(Math.round(Number(minor ?? 0) / orders), currency) : null;
  return { major, average };
}

const averagePrep = (row: FigureRow | undefined) =>
  row && row.prepared > 0 ? Math.round(Number(row.prep_seconds) / row.prepared) : null;

function toSummary(row: FigureRow | undefined, currency: CurrencyCode): AnalyticsSummary {
  const money = moneyIn(currency);
  const closed = (row?.completed ?? 0) + (row?.cancelled ?? 0);
  return {
    orders: row?.orders ?? 0,
    grossSales: money.major(row?.sales_minor),
    averageOrderValue: row ? money.average(row.sales_minor, row.kept) : null,
    averagePrepSeconds: averagePrep(row),
    completionRate: row && closed > 0 ? row.completed / closed : null,
    cancelled: row?.cancelled ?? 0,
  };
}

type Money = ReturnType<typeof moneyIn>;

/** Platforms with an order, most sales first (then most orders, then the platform list's order). */
function toPlatforms(rows: readonly FigureRow[], money: Money): AnalyticsPlatform[] {
  return rows
    .flatMap((row) =>
      row.platform
        ? [
            {
              platform: row.platform,
              orders: row.orders,
              sales: money.major(row.sales_minor),
              averageOrderValue: money.average(row.sales_minor, row.kept),
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
    );
}

function toBrands(
  rows: readonly FigureRow[],
  places: readonly PlaceName[],
  money: Money,
): AnalyticsBrand[] {
  return rows
    .flatMap((row) => {
      const place = places.find((each) => each.id === row.restaurant_id);
      if (!place) return [];
      return [
        {
          locationId: place.id,
          name: place.name,
          isBrand: place.kitchenId !== null,
          orders: row.orders,
          sales: money.major(row.sales_minor),
          averageOrderValue: money.average(row.sales_minor, row.kept),
        },
      ];
    })
    .sort((a, b) => b.sales - a.sales || b.orders - a.orders || a.name.localeCompare(b.name));
}

function rankItems(
  rows: readonly ItemRow[],
  rank: "by_quantity" | "by_revenue",
  money: Money,
): AnalyticsItem[] {
  return rows
    .filter((row) => row[rank] <= TOP_ITEMS_LIMIT)
    .sort((a, b) => a[rank] - b[rank])
    .map((row) => ({
      name: row.name,
      quantity: Number(row.quantity),
      revenue: money.major(row.revenue_minor),
    }));
}

/** `GET /api/analytics`: every figure of the period, next to the period before it. */
export async function buildAnalyticsReport(
  scope: AnalyticsScope,
  query: AnalyticsQuery,
): Promise<AnalyticsReport> {
  return reportWithin(scope.db, query, await periodBounds(scope, query));
}

/**
 * The report for bounds already read (the CSV export needs them for its file name too):
 * the figures of every currency come back at once, and only the report's are kept.
 */
export async function reportWithin(
  db: Database,
  query: AnalyticsQuery,
  bounds: AnalyticsBounds,
): Promise<AnalyticsReport> {
  const [rows, places] = await Promise.all([
    queryAnalytics(db, bounds),
    listPlaceNames(db, bounds.restaurantIds),
  ]);
  const counts = countCurrencies(rows.figures);
  const currency = chooseCurrency({ requested: query.currency, counts });
  const money = moneyIn(currency);
  const figures = rows.figures.filter((row) => row.currency === currency);
  const items = rows.items.filter((row) => row.currency === currency);
  const current = (grouping: FigureRow["grouping"]) =>
    figures.filter((row) => row.in_period && row.grouping === grouping);
  const byDate = new Map(current("day").map((row) => [row.local_date, row]));
  const byHour = new Map(
    rows.hours.filter((row) => row.currency === currency).map((row) => [row.hour, row.orders]),
  );
  const fulfilment = (isDelivery: boolean) => {
    const row = current("fulfilment").find((entry) => entry.is_delivery === isDelivery);
    const type = isDelivery ? ("delivery" as const) : ("pickup" as const);
    return { type, orders: row?.orders ?? 0, sales: money.major(row?.sales_minor) };
  };
  const { from, to } = query;
  return {
    timezone: bounds.timezone,
    includeTest: query.includeTest,
    currency,
    currencies: listCurrencies(counts),
    period: { from, to, days: daysInRange(from, to) },
    previousPeriod: previousRange(from, to),
    summary: toSummary(current("summary")[0], currency),
    previousSummary: toSummary(
      figures.find((row) => !row.in_period && row.grouping === "summary"),
      currency,
    ),
    days: eachDate(from, to).map((date) => {
      const day = byDate.get(date);
      const sales = money.major(day?.sales_minor);
      return { date, orders: day?.orders ?? 0, sales, averagePrepSeconds: averagePrep(day) };
    }),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 })),
    platforms: toPlatforms(current("platform"), money),
    brands: toBrands(current("brand"), places, money),
    fulfilment: [fulfilment(true), fulfilment(false)],
    topItemsByQuantity: rankItems(items, "by_quantity", money),
    topItemsByRevenue: rankItems(items, "by_revenue", money),
  };
}
