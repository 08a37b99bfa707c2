import type { QueryClient } from "@tanstack/react-query";
import { ACCOUNTS_KEY } from "./get-account";
import { ADMIN_STATS_KEY } from "./get-admin-stats";
import { AUDIT_LOG_KEY } from "./get-audit-log";
import { OWNERS_KEY } from "./get-owners";

/**
 * Every admin change can move the owner list, the Dashboard's figures, the audit log and an
 * opened account (an owner is one of its people), so each mutation reloads all four once it
 * settles (a failed call may have been logged).
 */
export function invalidateAdminData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [OWNERS_KEY, ADMIN_STATS_KEY, AUDIT_LOG_KEY, ACCOUNTS_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
