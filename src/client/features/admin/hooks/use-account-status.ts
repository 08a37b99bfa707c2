import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { AdminAccount } from "@/domain/api/admin";
import { ADMIN_TOASTS } from "../admin-messages";
import { useUpdateAccountStatus } from "../api/update-account-status";

export type SetAccountDisabledOptions = { account: AdminAccount; isDisabled: boolean };

/** Disable Account and Enable Account, each ending in a toast either way. */
export function useAccountStatus() {
  const updateStatus = useUpdateAccountStatus();

  const setDisabled = async ({ account, isDisabled }: SetAccountDisabledOptions) => {
    try {
      await updateStatus.mutateAsync({ accountId: account.id, disabled: isDisabled });
    } catch (error) {
      toast({
        variant: "destructive",
        title: ADMIN_TOASTS.accountUpdateFailedTitle,
        description: errorMessage(error, ADMIN_TOASTS.unknownError),
      });
      return;
    }
    toast(
      isDisabled
        ? ADMIN_TOASTS.accountDisabled(account.name)
        : ADMIN_TOASTS.accountEnabled(account.name),
    );
  };

  return { setDisabled, isPending: updateStatus.isPending };
}
