import { keepPreviousData, queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import type { AnalyticsReport } from "@/domain/api/analytics";
import { ALL_LOCATIONS } from "@/domain/api/locations";
import type { CalendarDate } from "@/domain/calendar-date";
import type { CurrencyCode } from "@/domain/money";

/**
 * GET /api/analytics: one period's figures against the period before it, in one
 * currency; of the browser's location, or rolled up over every location the person works at.
 */
export const ANALYTICS_KEY = ["/api/analytics"] as const;

export type AnalyticsPeriodQuery = {
  from: CalendarDate;
  to: CalendarDate;
  includeTest: boolean;
  /** Without it, the server reports in the period's most used currency. */
  currency?: CurrencyCode;
  /** `locations=all`: every location the person works at (locations.overview). */
  isAllLocations?: boolean;
};

export function analyticsParams({
  from,
  to,
  includeTest,
  currency,
  isAllLocations,
}: AnalyticsPeriodQuery) {
  const params = new URLSearchParams({ from, to, includeTest: String(includeTest) });
  if (currency) params.set("currency", currency);
  if (isAllLocations) params.set("locations", ALL_LOCATIONS);
  return params;
}

export async function getAnalytics(query: AnalyticsPeriodQuery): Promise<AnalyticsReport> {
  const report = await apiGet<AnalyticsReport>(`/api/analytics?${analyticsParams(query)}`);
  if (!report) throw new Error("The analytics answer was empty");
  return report;
}

/**
 * A report is a snapshot of orders that keep arriving: it counts as fresh for 30 s, so
 * going back to a period looked at a while ago fetches it again, while flicking between
 * two periods does not. The previous period's figures stay on screen while the next load
 * (no flash of an empty page).
 */
export function analyticsQueryOptions(query: AnalyticsPeriodQuery | null) {
  return queryOptions({
    queryKey: [...ANALYTICS_KEY, query],
    queryFn: query ? () => getAnalytics(query) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** `null` while the chosen period is invalid: nothing is asked of the server. */
export function useAnalytics(query: AnalyticsPeriodQuery | null) {
  return useQuery(analyticsQueryOptions(query));
}
