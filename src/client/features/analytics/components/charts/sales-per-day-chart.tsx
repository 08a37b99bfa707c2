import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsDay } from "@/domain/api/analytics";
import type { CurrencyCode } from "@/domain/money";
import {
  amountAxisWidth,
  formatAmount,
  formatAmountShort,
  formatCount,
  formatDay,
} from "../../analytics-format";
import { CHART_TEXT } from "../../analytics-messages";
import { AXIS_PROPS, GRID_PROPS, SERIES, TOOLTIP_PROPS } from "./chart-theme";

export type SalesPerDayChartProps = { days: AnalyticsDay[]; currency: CurrencyCode };

/** Sales as bars against the left axis, orders as a line against the right. */
export function SalesPerDayChart({ days, currency }: SalesPerDayChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 4, left: 4 }}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis dataKey="date" tickFormatter={(date: string) => formatDay(date)} {...AXIS_PROPS} />
        <YAxis
          yAxisId="sales"
          tickFormatter={(amount: number) => formatAmountShort(amount, currency)}
          width={amountAxisWidth(
            days.map((day) => day.sales),
            currency,
          )}
          {...AXIS_PROPS}
          axisLine={false}
        />
        <YAxis
          yAxisId="orders"
          orientation="right"
          allowDecimals={false}
          width={36}
          {...AXIS_PROPS}
          axisLine={false}
        />
        <Tooltip
          {...TOOLTIP_PROPS}
          labelFormatter={(date) => formatDay(String(date), true)}
          formatter={(value, name) =>
            name === CHART_TEXT.sales
              ? [formatAmount(Number(value), currency), name]
              : [formatCount(Number(value)), name]
          }
        />
        {/* Words in the text colour (a series colour is too faint for text). */}
        <Legend
          wrapperStyle={{ fontSize: 14 }}
          formatter={(value) => <span style={{ color: "var(--foreground)" }}>{value}</span>}
        />
        <Bar
          yAxisId="sales"
          dataKey="sales"
          name={CHART_TEXT.sales}
          fill={SERIES.primary}
          radius={[4, 4, 0, 0]}
          maxBarSize={48}
        />
        <Line
          yAxisId="orders"
          dataKey="orders"
          name={CHART_TEXT.orders}
          type="monotone"
          stroke={SERIES.secondary}
          strokeWidth={2.5}
          dot={{ r: 3, fill: SERIES.secondary }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
