import { pluralize } from "@/client/lib/pluralize";
import type { AnalyticsReport } from "@/domain/api/analytics";
import type { CalendarDate } from "@/domain/calendar-date";
import { platformDisplayName } from "@/domain/platforms";
import {
  describeDayRange,
  formatAmount,
  formatDay,
  formatDuration,
  formatHour,
} from "./analytics-format";
import { CHART_TEXT } from "./analytics-messages";

/**
 * What each chart shows, in one sentence: the chart's accessible name (it is an image to a
 * screen reader), naming the period and the figure that stands out.
 */
export type ChartSummaries = Record<
  "salesPerDay" | "ordersByHour" | "salesByPlatform" | "fulfilment" | "prepPerDay",
  string
>;

function maxBy<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return items.reduce<T | undefined>(
    (best, item) => (best === undefined || value(item) > value(best) ? item : best),
    undefined,
  );
}

export function summariseCharts(report: AnalyticsReport, today: CalendarDate): ChartSummaries {
  const range = describeDayRange(report.period.from, report.period.to, today);
  const title = (name: string) => `${name}, ${range}`;
  const { summary, currency } = report;
  const money = (amount: number) => formatAmount(amount, currency);

  const bestDay = maxBy(report.days, (day) => day.sales);
  const busiestHour = maxBy(report.hours, (hour) => hour.orders);
  const prepDays = report.days.filter((day) => day.averagePrepSeconds !== null);
  const prepValues = prepDays.map((day) => day.averagePrepSeconds ?? 0);

  return {
    salesPerDay: `${title(CHART_TEXT.salesPerDay)}: ${money(summary.grossSales)} from ${pluralize(summary.orders, "order")}${
      bestDay && bestDay.sales > 0
        ? `; best day ${formatDay(bestDay.date)} with ${money(bestDay.sales)}`
        : ""
    }.`,
    ordersByHour: `${title(CHART_TEXT.ordersByHour)}: ${
      busiestHour && busiestHour.orders > 0
        ? `busiest at ${formatHour(busiestHour.hour)} with ${pluralize(busiestHour.orders, "order")}`
        : "no orders"
    }.`,
    salesByPlatform: `${title(CHART_TEXT.salesByPlatform)}: ${
      report.platforms
        .map((row) => `${platformDisplayName(row.platform)} ${money(row.sales)}`)
        .join(", ") || "no sales"
    }.`,
    fulfilment: `${title(CHART_TEXT.fulfilment)}: ${report.fulfilment
      .map((row) => `${row.type} ${pluralize(row.orders, "order")}, ${money(row.sales)}`)
      .join("; ")}.`,
    prepPerDay: `${title(CHART_TEXT.prepPerDay)}: ${
      prepValues.length === 0 || summary.averagePrepSeconds === null
        ? "no order reached ready"
        : `${formatDuration(summary.averagePrepSeconds)} on average, from ${formatDuration(
            Math.min(...prepValues),
          )} to ${formatDuration(Math.max(...prepValues))} a day`
    }.`,
  };
}
