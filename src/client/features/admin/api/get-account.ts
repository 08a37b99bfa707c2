import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { type AdminAccount, adminAccountSchema } from "@/domain/api/admin";

/** Every account the panel has opened sits under this key, so one invalidation reaches all. */
export const ACCOUNTS_KEY = ["/api/admin/accounts"] as const;

/** An account's locations with their kitchen devices, and its people. */
export async function getAccount(accountId: string): Promise<AdminAccount> {
  const json = await apiGet<unknown>(`${ACCOUNTS_KEY[0]}/${encodeURIComponent(accountId)}`);
  return adminAccountSchema.parse(json);
}

export function accountQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: [...ACCOUNTS_KEY, accountId],
    queryFn: () => getAccount(accountId),
  });
}

export function useAccount(accountId: string) {
  return useQuery(accountQueryOptions(accountId));
}
