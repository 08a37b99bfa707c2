import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { CurrentUser } from "@/domain/api/auth";

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
