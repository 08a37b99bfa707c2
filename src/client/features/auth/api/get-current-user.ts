import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import type { CurrentUser } from "@/domain/api/auth";

/** spec §7: GET /api/auth/me, no retry; "not signed in" is null rather than an error. */
export const CURRENT_USER_KEY = ["/api/auth/me"] as const;

export function getCurrentUser(): Promise<CurrentUser | null> {
  return apiGet<CurrentUser>("/api/auth/me", { on401: "returnNull" });
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
