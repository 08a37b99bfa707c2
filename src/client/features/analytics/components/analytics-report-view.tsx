import { lazy, Suspense } from "react";
import { Card } from "@/client/components/ui/card";
import type { AnalyticsReport } from "@/domain/api/analytics";
import type { CalendarDate } from "@/domain/calendar-date";
import type { CurrencyCode } from "@/domain/money";
import { formatDayRange } from "../analytics-format";
import { TABLE_TEXT } from "../analytics-messages";
import { analyticsExportHref } from "../api/export-analytics";
import type { AnalyticsPeriodQuery } from "../api/get-analytics";
import { EmptyPeriod } from "./analytics-states";
import { BrandsTable, PlatformsTable, TopItemsTable } from "./analytics-tables";
import { CurrencySwitch } from "./currency-switch";
import { KpiCards } from "./kpi-cards";

// recharts arrives with the charts, after the figures: the only import of it in the app.
const AnalyticsCharts = lazy(() =>
  import("./charts/analytics-charts").then((m) => ({ default: m.AnalyticsCharts })),
);

export type AnalyticsReportViewProps = {
  report: AnalyticsReport;
  /** The period asked for: the CSV links follow it even while its report is on its way. */
  query: AnalyticsPeriodQuery;
  today: CalendarDate;
  onCurrencyChange(currency: CurrencyCode): void;
};

/**
 * The report's currency (with a switch when the period has others), the figures, then the
 * charts and tables, or a kind word when the period is empty.
 */
export function AnalyticsReportView({
  report,
  query,
  today,
  onCurrencyChange,
}: AnalyticsReportViewProps) {
  const previous = report.previousPeriod;
  const { currency } = report;
  return (
    <>
      <CurrencySwitch
        currency={currency}
        currencies={report.currencies}
        selected={query.currency ?? currency}
        onChange={onCurrencyChange}
      />
      <KpiCards
        summary={report.summary}
        previousSummary={report.previousSummary}
        currency={currency}
        comparedWith={formatDayRange(previous.from, previous.to, today)}
      />
      {report.summary.orders === 0 ? (
        <EmptyPeriod />
      ) : (
        <>
          <Suspense fallback={<ChartsLoading />}>
            <AnalyticsCharts report={report} today={today} />
          </Suspense>
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
            <TopItemsTable
              title={TABLE_TEXT.topByQuantity}
              items={report.topItemsByQuantity}
              currency={currency}
              exportHref={analyticsExportHref(query, "top-items-by-quantity")}
            />
            <TopItemsTable
              title={TABLE_TEXT.topByRevenue}
              items={report.topItemsByRevenue}
              currency={currency}
              exportHref={analyticsExportHref(query, "top-items-by-revenue")}
            />
            <PlatformsTable
              platforms={report.platforms}
              currency={currency}
              exportHref={analyticsExportHref(query, "platforms")}
            />
            {/* Only where a kitchen in the report sells under a brand: else one row, the total. */}
            {report.brands.some((row) => row.isBrand) && (
              <BrandsTable brands={report.brands} currency={currency} />
            )}
          </div>
        </>
      )}
    </>
  );
}

/** Cards of the charts' size while their code arrives, so nothing below jumps. */
function ChartsLoading() {
  return (
    <div aria-hidden className="grid gap-4 sm:gap-6 lg:grid-cols-2">
      {[0, 1, 2, 3, 4].map((index) => (
        <Card
          key={index}
          className={`h-[22rem] animate-pulse bg-muted/40 ${index === 0 ? "lg:col-span-2" : ""}`}
        />
      ))}
    </div>
  );
}
