import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { type SystemStatus, systemStatusSchema } from "@/domain/api/admin";

/** 'System Status' on the Dashboard and the Configuration tabs of the System view. */
export const SYSTEM_STATUS_KEY = ["/api/admin/system-status"] as const;

export async function getSystemStatus(): Promise<SystemStatus> {
  return systemStatusSchema.parse(await apiGet<unknown>(SYSTEM_STATUS_KEY[0]));
}

export function systemStatusQueryOptions() {
  return queryOptions({
    queryKey: SYSTEM_STATUS_KEY,
    queryFn: getSystemStatus,
    // A live check: it runs again whenever a view showing it opens (still no
    // interval and no refetch on focus).
    refetchOnMount: "always",
  });
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
