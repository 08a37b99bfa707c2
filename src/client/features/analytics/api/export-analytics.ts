import type { AnalyticsExport } from "@/domain/api/analytics";
import { type AnalyticsPeriodQuery, analyticsParams } from "./get-analytics";

/**
 * GET /api/analytics/export.csv: a CSV of the period's orders or of one table. A plain
 * link downloads it (the server names the file), so the browser sends the session cookie
 * and treats it as any download.
 */
export function analyticsExportHref(query: AnalyticsPeriodQuery, table: AnalyticsExport): string {
  const params = analyticsParams(query);
  params.set("table", table);
  return `/api/analytics/export.csv?${params}`;
}
