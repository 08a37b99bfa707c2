import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsDay } from "@/domain/api/analytics";
import { formatDay, formatDuration, toMinutes } from "../../analytics-format";
import { CHART_TEXT } from "../../analytics-messages";
import { AXIS_PROPS, GRID_PROPS, SERIES, TOOLTIP_PROPS } from "./chart-theme";

/** Minutes from new to ready, day by day; a day when nothing reached ready has no point. */
export function PrepTimeChart({ days }: { days: AnalyticsDay[] }) {
  const data = days.map((day) => ({
    date: day.date,
    minutes: day.averagePrepSeconds === null ? null : toMinutes(day.averagePrepSeconds),
    seconds: day.averagePrepSeconds,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 12, left: 4 }}>
        <CartesianGrid {...GRID_PROPS} />
        <XAxis dataKey="date" tickFormatter={(date: string) => formatDay(date)} {...AXIS_PROPS} />
        <YAxis
          width={44}
          tickFormatter={(minutes: number) => `${minutes}m`}
          {...AXIS_PROPS}
          axisLine={false}
        />
        <Tooltip
          {...TOOLTIP_PROPS}
          cursor={{ stroke: "var(--border)" }}
          labelFormatter={(date) => formatDay(String(date), true)}
          formatter={(_value, _name, item) => [
            formatDuration(Number(item.payload.seconds)),
            CHART_TEXT.prepPerDay,
          ]}
        />
        <Line
          dataKey="minutes"
          type="monotone"
          stroke={SERIES.primary}
          strokeWidth={2.5}
          dot={{ r: 3, fill: SERIES.primary }}
          connectNulls
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
