import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/client/lib/query-client";
import { ACCOUNTS_KEY } from "./get-account";
import { ADMIN_STATS_KEY } from "./get-admin-stats";
import { AUDIT_LOG_KEY } from "./get-audit-log";
import { OWNERS_KEY } from "./get-owners";
import { SYSTEM_STATUS_KEY } from "./get-system-status";
import { invalidateAdminData } from "./invalidate-admin-data";

describe("after an admin change", () => {
  it("reloads every owner page, the stats, the audit log and opened accounts, nothing else", async () => {
    const queryClient = createQueryClient();
    const keys = {
      ownersPage2: [...OWNERS_KEY, { search: "maria", page: 2, pageSize: 50 }],
      stats: ADMIN_STATS_KEY,
      audit: [...AUDIT_LOG_KEY, 50],
      account: [...ACCOUNTS_KEY, "a1"],
      status: SYSTEM_STATUS_KEY,
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, "cached");

    await invalidateAdminData(queryClient);

    const isInvalidated = (key: readonly unknown[]) =>
      queryClient.getQueryState(key)?.isInvalidated;
    expect(isInvalidated(keys.ownersPage2)).toBe(true);
    expect(isInvalidated(keys.stats)).toBe(true);
    expect(isInvalidated(keys.audit)).toBe(true);
    expect(isInvalidated(keys.account)).toBe(true);
    expect(isInvalidated(keys.status)).toBe(false);
  });
});
