import type { QueryClient } from "@tanstack/react-query";
import { ADMIN_STATS_KEY } from "./get-admin-stats";
import { AUDIT_LOG_KEY } from "./get-audit-log";
import { OWNERS_KEY } from "./get-owners";

/**
 * Every admin change can move the owner list, the Dashboard's figures and the audit log,
 * so each mutation reloads all three once it settles (a failed call may have been logged).
 */
export function invalidateAdminData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [OWNERS_KEY, ADMIN_STATS_KEY, AUDIT_LOG_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
