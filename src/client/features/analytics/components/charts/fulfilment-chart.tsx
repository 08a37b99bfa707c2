import { Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { pluralize } from "@/client/lib/pluralize";
import type { AnalyticsFulfilment } from "@/domain/api/analytics";
import type { CurrencyCode } from "@/domain/money";
import { formatAmount, formatRate } from "../../analytics-format";
import { CHART_TEXT } from "../../analytics-messages";
import { SERIES, TOOLTIP_PROPS } from "./chart-theme";

const LABELS = { delivery: CHART_TEXT.delivery, pickup: CHART_TEXT.pickup } as const;
const COLOURS = { delivery: SERIES.primary, pickup: SERIES.secondary } as const;

/** The share of orders delivered and picked up, as a donut. */
export function FulfilmentChart({ fulfilment }: { fulfilment: AnalyticsFulfilment[] }) {
  // A slice takes its colour from its row (recharts reads `fill` from the data).
  const data = fulfilment.map((row) => ({
    name: LABELS[row.type],
    orders: row.orders,
    fill: COLOURS[row.type],
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="orders"
          nameKey="name"
          innerRadius="58%"
          outerRadius="88%"
          paddingAngle={2}
          stroke="var(--card)"
          strokeWidth={2}
        />
        <Tooltip
          {...TOOLTIP_PROPS}
          formatter={(value, name) => [pluralize(Number(value), "order"), name]}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}

export type FulfilmentLegendProps = { fulfilment: AnalyticsFulfilment[]; currency: CurrencyCode };

/** The donut's legend in words: orders, share and sales of each. */
export function FulfilmentLegend({ fulfilment, currency }: FulfilmentLegendProps) {
  const total = fulfilment.reduce((sum, row) => sum + row.orders, 0);
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {fulfilment.map((row) => (
        <li key={row.type} className="flex items-start gap-3 rounded-lg border p-3">
          <span
            aria-hidden
            className="mt-1 size-3 shrink-0 rounded-full"
            style={{ background: COLOURS[row.type] }}
          />
          <div className="grid gap-0.5 tabular-nums">
            <span className="font-semibold">{LABELS[row.type]}</span>
            <span className="text-sm text-muted-foreground">
              {pluralize(row.orders, "order")}
              {total > 0 && ` · ${formatRate(row.orders / total)}`}
            </span>
            <span className="text-sm text-muted-foreground">
              {formatAmount(row.sales, currency)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
