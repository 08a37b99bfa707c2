import { cn } from "@/client/lib/utils";
import type { AnalyticsReport } from "@/domain/api/analytics";
import type { CalendarDate } from "@/domain/calendar-date";
import { CHART_TEXT } from "../../analytics-messages";
import { summariseCharts } from "../../chart-summaries";
import { ChartCard } from "./chart-card";
import { CHART_COLOURS } from "./chart-theme";
import { FulfilmentChart, FulfilmentLegend } from "./fulfilment-chart";
import { OrdersByHourChart } from "./orders-by-hour-chart";
import { PlatformSalesChart } from "./platform-sales-chart";
import { PrepTimeChart } from "./prep-time-chart";
import { SalesPerDayChart } from "./sales-per-day-chart";

export type AnalyticsChartsProps = { report: AnalyticsReport; today: CalendarDate };

/**
 * The five charts. This module is the only one that imports recharts, and the
 * page loads it on demand: the figures show while the drawing code arrives.
 */
export function AnalyticsCharts({ report, today }: AnalyticsChartsProps) {
  const summaries = summariseCharts(report, today);
  return (
    <div className={cn("grid gap-4 sm:gap-6 lg:grid-cols-2", CHART_COLOURS)}>
      <ChartCard
        title={CHART_TEXT.salesPerDay}
        summary={summaries.salesPerDay}
        className="lg:col-span-2"
      >
        <SalesPerDayChart days={report.days} currency={report.currency} />
      </ChartCard>
      <ChartCard title={CHART_TEXT.ordersByHour} summary={summaries.ordersByHour}>
        <OrdersByHourChart hours={report.hours} />
      </ChartCard>
      <ChartCard title={CHART_TEXT.salesByPlatform} summary={summaries.salesByPlatform}>
        <PlatformSalesChart platforms={report.platforms} currency={report.currency} />
      </ChartCard>
      <ChartCard
        title={CHART_TEXT.fulfilment}
        summary={summaries.fulfilment}
        aside={<FulfilmentLegend fulfilment={report.fulfilment} currency={report.currency} />}
        // Shorter, so with its legend it is as tall as its neighbour.
        chartClassName="h-48 sm:h-52"
      >
        <FulfilmentChart fulfilment={report.fulfilment} />
      </ChartCard>
      <ChartCard title={CHART_TEXT.prepPerDay} summary={summaries.prepPerDay}>
        <PrepTimeChart days={report.days} />
      </ChartCard>
    </div>
  );
}
