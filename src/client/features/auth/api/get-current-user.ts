import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { CURRENT_USER_KEY } from "@/client/lib/current-user-cache";
import type { CurrentUser } from "@/domain/api/auth";

// The key lives in lib so other features can refresh the entry (Settings).
export { CURRENT_USER_KEY };

/** GET /api/auth/me, no retry; "not signed in" is null rather than an error. */
export function getCurrentUser(): Promise<CurrentUser | null> {
  return apiGet<CurrentUser>("/api/auth/me", { on401: "returnNull" });
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
