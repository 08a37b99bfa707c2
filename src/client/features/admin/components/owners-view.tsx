import { Plus, RefreshCw, Search, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Spinner } from "@/client/components/ui/spinner";
import { PHONE_QUERY, useMediaQuery } from "@/client/hooks/use-media-query";
import { cn } from "@/client/lib/utils";
import type { RestaurantOwner } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";
import { useOwnerActions } from "../hooks/use-owner-actions";
import { useOwnersList } from "../hooks/use-owners-list";
import { AccountDialog } from "./account-dialog";
import { AdminViewHeader } from "./admin-view-header";
import { EditOwnerDialog } from "./edit-owner-dialog";
import { DeactivateOwnerDialog, DeleteOwnerDialog } from "./owner-action-dialogs";
import { OwnerCards } from "./owner-cards";
import { AddOwnerDialog } from "./owner-form-dialog";
import { OwnersPagination } from "./owners-pagination";
import { OwnersTable } from "./owners-table";

const TEXT = ADMIN_TEXT.owners;

type OwnerDialogKind = "account" | "edit" | "deactivate" | "delete";
type OwnerDialog = { kind: "add" } | { kind: OwnerDialogKind; owner: RestaurantOwner } | null;

/** The Users view: the restaurant owners, searchable, with Add Owner and row actions. */
export function OwnersView() {
  const list = useOwnersList();
  const actions = useOwnerActions();
  const [dialog, setDialog] = useState<OwnerDialog>(null);
  // Five columns do not fit a phone: there each owner is a card (decision 068).
  const OwnerList = useMediaQuery(PHONE_QUERY) ? OwnerCards : OwnersTable;
  const closeDialog = (open: boolean) => !open && setDialog(null);
  const ownerFor = (kind: OwnerDialogKind) =>
    dialog && dialog.kind === kind ? dialog.owner : null;
  const { query } = list;
  const owners = query.data?.owners;

  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminViewHeader
        title={ADMIN_TEXT.viewTitles.users}
        subtitle={TEXT.subtitle}
        actions={
          <Button onClick={() => setDialog({ kind: "add" })}>
            <Plus aria-hidden />
            {TEXT.add}
          </Button>
        }
      />
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={TEXT.searchLabel}
          placeholder={TEXT.searchPlaceholder}
          value={list.searchInput}
          onChange={(event) => list.setSearchInput(event.target.value)}
          className="h-12 pl-11"
        />
      </div>

      {query.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 px-4 py-3"
        >
          <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden />
          <p className="min-w-0 flex-1 text-base">{TEXT.loadFailed}</p>
          <Button
            variant="outline"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden className={cn(query.isFetching && "motion-safe:animate-spin")} />
            {TEXT.retry}
          </Button>
        </div>
      )}

      {query.isPending && !query.isError ? (
        <div className="grid justify-items-center py-16">
          <Spinner label="Loading restaurant owners" />
        </div>
      ) : owners === undefined ? null : owners.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
          <p className="text-xl font-semibold">{TEXT.empty}</p>
          <p className="max-w-md text-muted-foreground">
            {list.search ? TEXT.emptySearchHint : TEXT.emptyHint}
          </p>
          {list.search && (
            <Button variant="outline" onClick={() => list.setSearchInput("")}>
              {TEXT.clearSearch}
            </Button>
          )}
        </div>
      ) : (
        <OwnerList
          owners={owners}
          busyOwnerId={actions.busyOwnerId}
          onViewAccount={(owner) => setDialog({ kind: "account", owner })}
          onEdit={(owner) => setDialog({ kind: "edit", owner })}
          onToggleActive={(owner) =>
            owner.active
              ? setDialog({ kind: "deactivate", owner })
              : void actions.setActive(owner, true)
          }
          onDelete={(owner) => setDialog({ kind: "delete", owner })}
        />
      )}

      <OwnersPagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        isLoading={query.isPlaceholderData}
        onPageChange={list.goToPage}
      />

      <AddOwnerDialog open={dialog?.kind === "add"} onOpenChange={closeDialog} />
      <AccountDialog owner={ownerFor("account")} onOpenChange={closeDialog} />
      <EditOwnerDialog owner={ownerFor("edit")} onOpenChange={closeDialog} />
      <DeactivateOwnerDialog
        owner={ownerFor("deactivate")}
        onOpenChange={closeDialog}
        onConfirm={(owner) => void actions.setActive(owner, false)}
      />
      <DeleteOwnerDialog
        owner={ownerFor("delete")}
        onOpenChange={closeDialog}
        onConfirm={(owner) => void actions.remove(owner)}
      />
    </div>
  );
}
