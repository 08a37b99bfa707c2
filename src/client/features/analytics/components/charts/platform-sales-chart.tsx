import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsPlatform } from "@/domain/api/analytics";
import type { CurrencyCode } from "@/domain/money";
import { PLATFORM_META } from "@/domain/platforms";
import { formatAmount, formatAmountShort } from "../../analytics-format";
import { CHART_TEXT } from "../../analytics-messages";
import { AXIS_PROPS, TOOLTIP_PROPS } from "./chart-theme";

export type PlatformSalesChartProps = { platforms: AnalyticsPlatform[]; currency: CurrencyCode };

/** One bar per platform in its platform colour, most sales first (the report's order). */
export function PlatformSalesChart({ platforms, currency }: PlatformSalesChartProps) {
  // A bar takes its colour from its row (recharts reads `fill` from the data).
  const data = platforms.map((row) => ({
    name: PLATFORM_META[row.platform].displayName,
    sales: row.sales,
    fill: PLATFORM_META[row.platform].color,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 72, left: 4, bottom: 4 }}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          tickFormatter={(amount: number) => formatAmountShort(amount, currency)}
          {...AXIS_PROPS}
        />
        <YAxis
          type="category"
          dataKey="name"
          width={108}
          {...AXIS_PROPS}
          tick={{ ...AXIS_PROPS.tick, fontSize: 13 }}
          axisLine={false}
        />
        <Tooltip
          {...TOOLTIP_PROPS}
          formatter={(value) => [formatAmount(Number(value), currency), CHART_TEXT.sales]}
        />
        <Bar dataKey="sales" radius={[0, 4, 4, 0]} maxBarSize={36}>
          <LabelList
            dataKey="sales"
            position="right"
            formatter={(value) => formatAmount(Number(value), currency)}
            style={{ fill: "var(--foreground)", fontSize: 13 }}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
