import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { CurrentUser } from "@/domain/api/auth";
import { resetLocationCache } from "./query-client";

/**
 * The signed-in user's cache entry (GET /api/auth/me), here rather than in the auth
 * feature so other features (Settings, the live orders) can update or read it without
 * importing a feature (features never import each other). The query itself is features/auth/api.
 */
export const CURRENT_USER_KEY = ["/api/auth/me"] as const;

/** Puts the server's fresh answer in place, so the shell and every screen show it at once. */
export function setCachedCurrentUser(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

/** Something the current-user answer carries (the restaurant's name) changed: ask again. */
export function refreshCurrentUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}

/**
 * The cached user, without observing the query: a second observer would need the query's
 * fetch function, which belongs to the auth feature.
 */
export function useCachedCurrentUser(): CurrentUser | null | undefined {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_KEY),
  );
}

/**
 * Whenever the session's location changes (the location switcher, or the server moving a
 * person whose locations were narrowed to one of theirs), the last location's cached answers
 * are reset and every screen loads its own again; the live feed reconnects by itself. Not for
 * a first session: signing in replaces the cache already.
 */
export function useResetOnLocationChange(locationId: string | undefined): void {
  const queryClient = useQueryClient();
  const known = useRef(locationId);
  useEffect(() => {
    const previous = known.current;
    known.current = locationId;
    if (previous === locationId || previous === undefined || locationId === undefined) return;
    void resetLocationCache(queryClient, CURRENT_USER_KEY);
  }, [locationId, queryClient]);
}
