import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import type { AdminUser } from "@/domain/api/auth";

/** The admin session is checked on load; any failure sends to the admin login. */
export const ADMIN_USER_KEY = ["/api/admin/me"] as const;

export function getAdminUser(): Promise<AdminUser | null> {
  return apiGet<AdminUser>("/api/admin/me");
}

export function adminUserQueryOptions() {
  // Checked again every time the panel opens, whatever the cache holds.
  return queryOptions({
    queryKey: ADMIN_USER_KEY,
    queryFn: getAdminUser,
    refetchOnMount: "always",
  });
}

export function useAdminUser() {
  return useQuery(adminUserQueryOptions());
}
