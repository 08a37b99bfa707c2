import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { type AnalyticsView, analyticsSearch, parseAnalyticsSearch } from "../period";

/**
 * The period and the test-orders switch, held in the address. A change replaces the
 * history entry, as the Platform Connections tabs do: Back leaves the screen rather than
 * walking through every period looked at.
 */
export function useAnalyticsView(): [AnalyticsView, (next: AnalyticsView) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const view = useMemo(() => parseAnalyticsSearch(search), [search]);
  const setView = useCallback(
    (next: AnalyticsView) => {
      const query = analyticsSearch(next);
      if (query === search) return;
      navigate(query === "" ? location : `${location}?${query}`, { replace: true });
    },
    [location, navigate, search],
  );
  return [view, setView];
}
