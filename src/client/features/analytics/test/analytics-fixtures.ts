import type { AnalyticsReport, AnalyticsSummary } from "@/domain/api/analytics";
import { eachDate } from "@/domain/calendar-date";

/** Figures for tests: a busy week (Nov 16–22, 2026) against a quieter one before it. */
export function buildSummary(overrides: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    orders: 120,
    grossSales: 3000,
    averageOrderValue: 25,
    averagePrepSeconds: 870,
    completionRate: 0.9,
    cancelled: 4,
    ...overrides,
  };
}

export function buildReport(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  const from = overrides.period?.from ?? "2026-11-16";
  const to = overrides.period?.to ?? "2026-11-22";
  const dates = eachDate(from, to);
  return {
    timezone: "America/Chicago",
    includeTest: false,
    currency: "USD",
    currencies: [{ currency: "USD", orders: 120 }],
    period: { from, to, days: dates.length },
    previousPeriod: { from: "2026-11-09", to: "2026-11-15" },
    summary: buildSummary(),
    previousSummary: buildSummary({
      orders: 100,
      grossSales: 2600,
      averageOrderValue: 26,
      averagePrepSeconds: 780,
      completionRate: 0.85,
      cancelled: 5,
    }),
    days: dates.map((date, index) => ({
      date,
      orders: 10 + index,
      sales: 250 + index * 20,
      averagePrepSeconds: index === 2 ? null : 800 + index * 30,
    })),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 12 ? 14 : 3 })),
    platforms: [
      {
        platform: "ubereats",
        orders: 70,
        sales: 1800,
        averageOrderValue: 25.71,
        averagePrepSeconds: 840,
      },
      {
        platform: "website",
        orders: 50,
        sales: 1200,
        averageOrderValue: 24,
        averagePrepSeconds: null,
      },
    ],
    // A kitchen without brands: no "By brand" table (docs/brands.md).
    brands: [],
    fulfilment: [
      { type: "delivery", orders: 90, sales: 2300 },
      { type: "pickup", orders: 30, sales: 700 },
    ],
    topItemsByQuantity: [
      { name: "Margherita Pizza", quantity: 42, revenue: 546 },
      { name: "Caesar Salad", quantity: 30, revenue: 285 },
    ],
    topItemsByRevenue: [
      { name: "Margherita Pizza", quantity: 42, revenue: 546 },
      { name: "Ribeye Steak", quantity: 12, revenue: 420 },
    ],
    ...overrides,
  };
}

/** A period with no orders: zeros now, a few orders before. */
export function buildEmptyReport(): AnalyticsReport {
  return buildReport({
    summary: buildSummary({
      orders: 0,
      grossSales: 0,
      averageOrderValue: null,
      averagePrepSeconds: null,
      completionRate: null,
      cancelled: 0,
    }),
    currencies: [],
    platforms: [],
    fulfilment: [
      { type: "delivery", orders: 0, sales: 0 },
      { type: "pickup", orders: 0, sales: 0 },
    ],
    topItemsByQuantity: [],
    topItemsByRevenue: [],
  });
}
