import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import {
  type AdminAccount,
  accountStatusInputSchema,
  adminAccountSchema,
} from "@/domain/api/admin";
import { accountQueryOptions } from "./get-account";
import { invalidateAdminData } from "./invalidate-admin-data";

export { accountStatusInputSchema };

export type UpdateAccountStatusOptions = { accountId: string; disabled: boolean };

/**
 * Disable an account (everyone of it is signed out and its devices stop) or enable it again.
 * The answer is the account as it now stands.
 */
export async function updateAccountStatus({
  accountId,
  disabled,
}: UpdateAccountStatusOptions): Promise<AdminAccount> {
  const json = await apiSend<unknown>(
    "PUT",
    `/api/admin/accounts/${encodeURIComponent(accountId)}/status`,
    accountStatusInputSchema.parse({ disabled }),
  );
  return adminAccountSchema.parse(json);
}

export function useUpdateAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountStatus,
    // The dialog shows the new status at once; the reload below confirms it.
    onSuccess: (account) =>
      queryClient.setQueryData(accountQueryOptions(account.id).queryKey, account),
    onSettled: () => invalidateAdminData(queryClient),
  });
}
