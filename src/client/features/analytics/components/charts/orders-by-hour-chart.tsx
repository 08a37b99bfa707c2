import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsHour } from "@/domain/api/analytics";
import { formatCount, formatHour } from "../../analytics-format";
import { CHART_TEXT } from "../../analytics-messages";
import { AXIS_PROPS, GRID_PROPS, SERIES, TOOLTIP_PROPS } from "./chart-theme";

/** Hours 0–23 of the restaurant's clock: when the rush comes. */
export function OrdersByHourChart({ hours }: { hours: AnalyticsHour[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={hours} accessibilityLayer={false} margin={{ top: 8, right: 4, left: 4 }}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis dataKey="hour" tickFormatter={formatHour} minTickGap={8} {...AXIS_PROPS} />
        <YAxis allowDecimals={false} width={36} {...AXIS_PROPS} axisLine={false} />
        <Tooltip
          {...TOOLTIP_PROPS}
          labelFormatter={(hour) => formatHour(Number(hour))}
          formatter={(value) => [formatCount(Number(value)), CHART_TEXT.orders]}
        />
        <Bar dataKey="orders" fill={SERIES.primary} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
