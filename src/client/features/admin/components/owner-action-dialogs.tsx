import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import type { RestaurantOwner } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";

export type OwnerConfirmDialogProps = {
  /** The owner asked about; none closes the dialog. */
  owner: RestaurantOwner | null;
  onOpenChange(open: boolean): void;
  onConfirm(owner: RestaurantOwner): void;
};

/** Deactivating signs the owner out at once, so it is asked about first. */
export function DeactivateOwnerDialog({ owner, onOpenChange, onConfirm }: OwnerConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={owner !== null}
      onOpenChange={onOpenChange}
      title={owner ? ADMIN_TEXT.deactivate.title(owner.name) : ""}
      description={ADMIN_TEXT.deactivate.description}
      confirmLabel={ADMIN_TEXT.deactivate.confirm}
      onConfirm={() => owner && onConfirm(owner)}
    />
  );
}

/** Deleting cannot be undone, so the question names what goes: the owner and their restaurant. */
export function DeleteOwnerDialog({ owner, onOpenChange, onConfirm }: OwnerConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={owner !== null}
      onOpenChange={onOpenChange}
      title={owner ? ADMIN_TEXT.delete.title(owner.name) : ""}
      description={owner ? ADMIN_TEXT.delete.description(owner.name, owner.restaurantName) : ""}
      confirmLabel={ADMIN_TEXT.delete.confirm}
      onConfirm={() => owner && onConfirm(owner)}
    />
  );
}
