import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { type AdminStats, adminStatsSchema } from "@/domain/api/admin";

/** The admin Dashboard view: the figures on its cards. */
export const ADMIN_STATS_KEY = ["/api/admin/stats"] as const;

export async function getAdminStats(): Promise<AdminStats> {
  return adminStatsSchema.parse(await apiGet<unknown>(ADMIN_STATS_KEY[0]));
}

export function adminStatsQueryOptions() {
  return queryOptions({ queryKey: ADMIN_STATS_KEY, queryFn: getAdminStats });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
