import { z } from "zod";
import { addDays, type CalendarDate, daysInRange, isCalendarDate } from "../calendar-date";
import { type CurrencyCode, normalizeCurrency } from "../money";
import type { Platform } from "../platforms";
import { allLocationsQuerySchema } from "./locations";

/**
 * Analytics (decisions 081 and 083). A period is a range of calendar days in the restaurant's
 * timezone, both ends included; every figure is compared with the period of equal length
 * just before it. Money is in major units in JSON (dollars for USD), durations in seconds.
 *
 * A report is in one currency (`currency`): every figure counts only the orders in it, and
 * money is in its major units with its own decimals (dollars, yen, dinars). Without
 * `currency` in the query, the currency with the most orders in the period is used (a tie
 * goes to the one with more in the period before, then to USD); with no orders, USD.
 *
 * Definitions (docs/decisions/082-analytics-figures.md):
 * - orders: every order placed in the period (by its `created` time), cancelled included,
 *   awaiting payment left out (not a sale yet);
 * - gross sales: the item subtotal (items and modifiers, before tax and fees) of the
 *   orders not cancelled;
 * - average order value: gross sales / orders not cancelled;
 * - average preparation: from the order's 'new' event to its first 'ready' event, over the
 *   orders that have both;
 * - completion rate: completed / (completed + cancelled): orders still in progress count
 *   for neither;
 * - test orders are left out unless `includeTest` is true.
 */

export const ANALYTICS_MAX_DAYS = 366;
export const TOP_ITEMS_LIMIT = 10;

/** The years a period may cover: wide enough for any restaurant's history. */
export const ANALYTICS_EARLIEST_DATE = "2000-01-01";
export const ANALYTICS_LATEST_DATE = "2099-12-31";

/** A real date within the years analytics reads ("YYYY-MM-DD" sorts as text). */
export function isAnalyticsDate(value: string): boolean {
  return (
    isCalendarDate(value) && value >= ANALYTICS_EARLIEST_DATE && value <= ANALYTICS_LATEST_DATE
  );
}

const calendarDate = (name: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${name} is required, e.g. 2026-11-22`
          : `${name} must be given once, as a date such as 2026-11-22`,
    })
    .refine(isCalendarDate, `${name} must be a date, e.g. 2026-11-22`)
    .refine(
      (value) => !isCalendarDate(value) || isAnalyticsDate(value),
      `${name} must be between ${ANALYTICS_EARLIEST_DATE} and ${ANALYTICS_LATEST_DATE}`,
    );

const includeTestSchema = z
  .enum(["true", "false"], { message: "includeTest must be true or false" })
  .default("false")
  .transform((value) => value === "true");

const CURRENCY_MESSAGE = "currency must be a three-letter currency code, e.g. USD";

/** An ISO 4217 code, any case ("aud" reads as "AUD"). */
const currencySchema = z
  .string({ error: CURRENCY_MESSAGE })
  .transform((value, context) => {
    const code = normalizeCurrency(value);
    if (code) return code;
    context.addIssue({ code: "custom", message: CURRENCY_MESSAGE });
    return z.NEVER;
  })
  .optional();

const periodShape = {
  from: calendarDate("from"),
  to: calendarDate("to"),
  includeTest: includeTestSchema,
  currency: currencySchema,
  /**
   * `all`: every location the person works at, rolled up per currency, days and hours on the
   * clock of the location worked at now (docs/locations.md).
   */
  locations: allLocationsQuerySchema.shape.locations,
};

function checkPeriodLength(query: { from: string; to: string }, context: z.RefinementCtx): void {
  if (!isAnalyticsDate(query.from) || !isAnalyticsDate(query.to)) return;
  const days = daysInRange(query.from, query.to);
  if (days < 1)
    context.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
  else if (days > ANALYTICS_MAX_DAYS)
    context.addIssue({
      code: "custom",
      path: ["to"],
      message: `A period can be at most ${ANALYTICS_MAX_DAYS} days`,
    });
}

export const analyticsQuerySchema = z.object(periodShape).superRefine(checkPeriodLength);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The CSV files `GET /api/analytics/export.csv?table=` offers. */
export const ANALYTICS_EXPORTS = [
  "orders",
  "top-items-by-quantity",
  "top-items-by-revenue",
  "platforms",
  "days",
] as const;
export type AnalyticsExport = (typeof ANALYTICS_EXPORTS)[number];

export const analyticsExportQuerySchema = z
  .object({
    ...periodShape,
    table: z
      .enum(ANALYTICS_EXPORTS, { message: `table must be one of ${ANALYTICS_EXPORTS.join(", ")}` })
      .default("orders"),
  })
  .superRefine(checkPeriodLength);
export type AnalyticsExportQuery = z.infer<typeof analyticsExportQuerySchema>;

/** Money below is in major units of the report's currency: dollars, yen, dinars. */
export type AnalyticsSummary = {
  orders: number;
  grossSales: number;
  /** Null when no order was left after cancellations. */
  averageOrderValue: number | null;
  /** Seconds from 'new' to 'ready'; null when no order reached 'ready'. */
  averagePrepSeconds: number | null;
  /** 0–1; null when no order was completed or cancelled yet. */
  completionRate: number | null;
  cancelled: number;
};

export type AnalyticsDay = {
  date: CalendarDate;
  orders: number;
  sales: number;
  averagePrepSeconds: number | null;
};

export type AnalyticsHour = { hour: number; orders: number };

export type AnalyticsPlatform = {
  platform: Platform;
  orders: number;
  sales: number;
  averageOrderValue: number | null;
  averagePrepSeconds: number | null;
};

/**
 * A location or brand of the report with its orders in the period (docs/brands.md): the
 * split by brand of a kitchen, or by location and brand on All locations.
 */
export type AnalyticsBrand = {
  locationId: string;
  name: string;
  /** Sold under a brand cooked in another location's kitchen. */
  isBrand: boolean;
  orders: number;
  sales: number;
  averageOrderValue: number | null;
};

export type AnalyticsFulfilment = { type: "delivery" | "pickup"; orders: number; sales: number };

export type AnalyticsItem = { name: string; quantity: number; revenue: number };

/** A currency the period's orders are in, with how many of them. */
export type AnalyticsCurrency = { currency: CurrencyCode; orders: number };

export type AnalyticsReport = {
  timezone: string;
  includeTest: boolean;
  /** The one currency every figure below is in. */
  currency: CurrencyCode;
  /** Every currency with orders in the period, most orders first (then by code). */
  currencies: AnalyticsCurrency[];
  period: { from: CalendarDate; to: CalendarDate; days: number };
  previousPeriod: { from: CalendarDate; to: CalendarDate };
  summary: AnalyticsSummary;
  previousSummary: AnalyticsSummary;
  /** Every day of the period, oldest first, zero-filled. */
  days: AnalyticsDay[];
  /** Hours 0–23 of the restaurant's clock, zero-filled. */
  hours: AnalyticsHour[];
  /** Platforms with at least one order in the period, most sales first. */
  platforms: AnalyticsPlatform[];
  /** Locations and brands with at least one order in the period, most sales first. */
  brands: AnalyticsBrand[];
  /** Delivery then pickup, both always present. */
  fulfilment: AnalyticsFulfilment[];
  topItemsByQuantity: AnalyticsItem[];
  topItemsByRevenue: AnalyticsItem[];
};

/** The period picker's presets; 'custom' takes two dates. */
export const ANALYTICS_PRESETS = ["today", "yesterday", "last-7-days", "last-30-days"] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

export const ANALYTICS_PRESET_LABELS: Record<AnalyticsPreset, string> = {
  today: "Today",
  yesterday: "Yesterday",
  "last-7-days": "Last 7 days",
  "last-30-days": "Last 30 days",
};

/** The dates a preset covers, given today's date in the restaurant's timezone. */
export function presetRange(preset: AnalyticsPreset, today: CalendarDate) {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "last-7-days":
      return { from: addDays(today, -6), to: today };
    case "last-30-days":
      return { from: addDays(today, -29), to: today };
  }
}
