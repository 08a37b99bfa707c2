import { Ban, CircleCheck, RefreshCw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { errorMessage } from "@/client/lib/api-client";
import { cn } from "@/client/lib/utils";
import type { AdminAccount, RestaurantOwner } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";
import { useAccount } from "../api/get-account";
import { formatDateTime } from "../format";
import { useAccountStatus } from "../hooks/use-account-status";
import { AccountLocations, AccountPeople } from "./account-details";
import { DISABLED_TEXT_CLASSES, HEALTH_TEXT_CLASSES } from "./colors";

const TEXT = ADMIN_TEXT.account;

export type AccountDialogProps = {
  /** The owner whose account is shown; none (or one without an account) closes the dialog. */
  owner: RestaurantOwner | null;
  onOpenChange(open: boolean): void;
};

/** 'View account': the account's status, its locations with their devices, and its people. */
export function AccountDialog({ owner, onOpenChange }: AccountDialogProps) {
  const accountId = owner?.accountId ?? null;
  return (
    <Dialog open={accountId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-6">
        {owner && accountId && <AccountPanel accountId={accountId} ownerName={owner.name} />}
      </DialogContent>
    </Dialog>
  );
}

function AccountPanel({ accountId, ownerName }: { accountId: string; ownerName: string }) {
  const query = useAccount(accountId);
  const account = query.data;
  return (
    <>
      <div className="grid gap-1.5 pr-10">
        <DialogTitle className="[overflow-wrap:anywhere]">
          {account?.name ?? TEXT.loadingTitle(ownerName)}
        </DialogTitle>
        <DialogDescription className="text-base">{TEXT.description}</DialogDescription>
      </div>
      {query.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 px-4 py-3"
        >
          <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden />
          <p className="min-w-0 flex-1 text-base">
            {TEXT.loadFailed} {errorMessage(query.error, ADMIN_TEXT.status.noAnswer)}
          </p>
          <Button
            variant="outline"
            className="h-11"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden className={cn(query.isFetching && "motion-safe:animate-spin")} />
            {ADMIN_TEXT.owners.retry}
          </Button>
        </div>
      )}
      {account ? (
        <>
          <AccountStatus account={account} />
          <AccountLocations locations={account.locations} />
          <AccountPeople people={account.people} locations={account.locations} />
        </>
      ) : (
        !query.isError && (
          <div className="grid justify-items-center py-10">
            <Spinner label={TEXT.loading} />
          </div>
        )
      )}
    </>
  );
}

/**
 * Active, or disabled since when, with the button that changes it. Disabling signs everyone
 * of the account out at once, so it is asked about first; enabling takes effect at once, as
 * activating an owner does.
 */
function AccountStatus({ account }: { account: AdminAccount }) {
  const status = useAccountStatus();
  const [isConfirming, setConfirming] = useState(false);
  const isDisabled = account.disabledAt !== null;
  const StatusIcon = isDisabled ? Ban : CircleCheck;

  return (
    <section aria-label={TEXT.status} className="grid gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p
            className={cn(
              "inline-flex items-center gap-2 text-base font-semibold",
              isDisabled ? DISABLED_TEXT_CLASSES : HEALTH_TEXT_CLASSES.operational,
            )}
          >
            <StatusIcon aria-hidden className="size-5 shrink-0" />
            {account.disabledAt === null
              ? TEXT.active
              : TEXT.disabledSince(formatDateTime(account.disabledAt))}
          </p>
          <p className="text-sm text-muted-foreground">
            {TEXT.created(formatDateTime(account.createdAt))}
          </p>
        </div>
        {isDisabled ? (
          <Button
            variant="outline"
            className="h-11"
            disabled={status.isPending}
            onClick={() => void status.setDisabled({ account, isDisabled: false })}
          >
            <CircleCheck aria-hidden />
            {status.isPending ? TEXT.enabling : TEXT.enable}
          </Button>
        ) : (
          <Button
            variant="destructive"
            className="h-11"
            disabled={status.isPending}
            onClick={() => setConfirming(true)}
          >
            <Ban aria-hidden />
            {status.isPending ? TEXT.disabling : TEXT.disable}
          </Button>
        )}
      </div>
      {isDisabled && <p className="text-sm">{TEXT.disabledNotice}</p>}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={TEXT.disableTitle(account.name)}
        description={TEXT.disableDescription}
        confirmLabel={TEXT.disable}
        onConfirm={() => void status.setDisabled({ account, isDisabled: true })}
      />
    </section>
  );
}
