import { ArrowDown, ArrowUp } from "lucide-react";
import { useId } from "react";
import { cn } from "@/client/lib/utils";
import type { AnalyticsSummary } from "@/domain/api/analytics";
import type { CurrencyCode } from "@/domain/money";
import { formatAmount, formatCount, formatDuration, formatRate } from "../analytics-format";
import { KPI_TEXT } from "../analytics-messages";
import { compareFigures, type Delta, type DeltaKind } from "../kpi-delta";

type Kpi = {
  label: string;
  pick(summary: AnalyticsSummary): number | null;
  format(value: number, currency: CurrencyCode): string;
  isLowerBetter?: boolean;
  unit?: DeltaKind;
};

/** The six Analytics figures, in the order an owner reads them. */
const KPIS: readonly Kpi[] = [
  { label: KPI_TEXT.orders, pick: (s) => s.orders, format: formatCount },
  { label: KPI_TEXT.grossSales, pick: (s) => s.grossSales, format: formatAmount },
  { label: KPI_TEXT.averageOrderValue, pick: (s) => s.averageOrderValue, format: formatAmount },
  {
    label: KPI_TEXT.averagePrep,
    pick: (s) => s.averagePrepSeconds,
    format: formatDuration,
    isLowerBetter: true,
  },
  {
    label: KPI_TEXT.completionRate,
    pick: (s) => s.completionRate,
    format: formatRate,
    unit: "points",
  },
  { label: KPI_TEXT.cancelled, pick: (s) => s.cancelled, format: formatCount, isLowerBetter: true },
];

/** Better in green, worse in red; each keeps 4.5:1 on the card in both themes. */
const BETTER = "text-green-700 dark:text-green-300";
const WORSE = "text-red-700 dark:text-red-300";

export type KpiCardsProps = {
  summary: AnalyticsSummary;
  previousSummary: AnalyticsSummary;
  /** The currency of the money figures. */
  currency: CurrencyCode;
  /** "Nov 9 – Nov 15": the period every delta is measured against. */
  comparedWith: string;
};

export function KpiCards({ summary, previousSummary, currency, comparedWith }: KpiCardsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="sr-only">
        {KPI_TEXT.sectionLabel}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {KPIS.map((kpi) => (
          <KpiCard
            key={kpi.label}
            label={kpi.label}
            value={kpi.pick(summary)}
            format={(value) => kpi.format(value, currency)}
            delta={compareFigures({
              current: kpi.pick(summary),
              previous: kpi.pick(previousSummary),
              isLowerBetter: kpi.isLowerBetter,
              unit: kpi.unit,
            })}
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{KPI_TEXT.comparedWith(comparedWith)}</p>
    </section>
  );
}

type KpiCardProps = {
  label: string;
  value: number | null;
  format(value: number): string;
  delta: Delta;
};

/** One figure, large enough to read at arm's length on a tablet, with its change. */
function KpiCard({ label, value, format, delta }: KpiCardProps) {
  const labelId = useId();
  return (
    // A group named by its label, so the figure and its change are found under its name.
    // biome-ignore lint/a11y/useSemanticElements: a figure, not form controls: no fieldset
    <div
      role="group"
      aria-labelledby={labelId}
      className="grid content-start gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <h3 id={labelId} className="text-sm font-medium text-muted-foreground sm:text-base">
        {label}
      </h3>
      {/* A long amount wraps rather than leave a phone's narrow card. */}
      <p className="text-xl font-bold tracking-tight tabular-nums [overflow-wrap:anywhere] min-[400px]:text-2xl sm:text-3xl xl:text-4xl">
        {value === null ? (
          <>
            <span aria-hidden>—</span>
            <span className="sr-only">No data</span>
          </>
        ) : (
          format(value)
        )}
      </p>
      <DeltaLine delta={delta} />
    </div>
  );
}

function DeltaLine({ delta }: { delta: Delta }) {
  const base = "flex items-center gap-1 text-sm font-semibold tabular-nums";
  if (delta.kind === "same") {
    return <p className={cn(base, "text-muted-foreground")}>{KPI_TEXT.noChange}</p>;
  }
  if (delta.kind === "none") {
    return (
      <p className={cn(base, "font-normal text-muted-foreground")}>
        <span aria-hidden>{KPI_TEXT.noPrevious}</span>
        <span>{KPI_TEXT.noPreviousSpoken}</span>
      </p>
    );
  }
  const Arrow = delta.direction === "up" ? ArrowUp : ArrowDown;
  return (
    <p
      className={cn(base, delta.isBetter ? BETTER : WORSE)}
      data-trend={delta.isBetter ? "better" : "worse"}
    >
      <Arrow aria-hidden className="size-4 shrink-0" strokeWidth={2.5} />
      <span aria-hidden>{delta.amount}</span>
      <span className="sr-only">{delta.spoken}</span>
    </p>
  );
}
