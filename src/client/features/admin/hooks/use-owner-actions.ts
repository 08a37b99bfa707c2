import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { RestaurantOwner } from "@/domain/api/admin";
import { ADMIN_TOASTS } from "../admin-messages";
import { useDeleteOwner } from "../api/delete-owner";
import { useUpdateOwner } from "../api/update-owner";

/** A row's Activate, Deactivate and Delete, each ending in a toast either way. */
export function useOwnerActions() {
  const updateOwner = useUpdateOwner();
  const deleteOwner = useDeleteOwner();

  const setActive = async (owner: RestaurantOwner, active: boolean) => {
    try {
      await updateOwner.mutateAsync({ ownerId: owner.id, changes: { active } });
    } catch (error) {
      toast({
        variant: "destructive",
        title: ADMIN_TOASTS.ownerUpdateFailedTitle,
        description: errorMessage(error, ADMIN_TOASTS.unknownError),
      });
      return;
    }
    toast(active ? ADMIN_TOASTS.ownerActivated : ADMIN_TOASTS.ownerDeactivated);
  };

  const remove = async (owner: RestaurantOwner) => {
    try {
      const { removed } = await deleteOwner.mutateAsync(owner.id);
      toast(ADMIN_TOASTS.ownerDeleted(owner.name, removed.orders));
    } catch (error) {
      toast({
        variant: "destructive",
        title: ADMIN_TOASTS.ownerDeleteFailedTitle,
        description: errorMessage(error, ADMIN_TOASTS.unknownError),
      });
    }
  };

  // The row being changed, so its buttons can wait for the answer.
  const busyOwnerId = updateOwner.isPending
    ? updateOwner.variables?.ownerId
    : deleteOwner.isPending
      ? deleteOwner.variables
      : undefined;

  return { setActive, remove, busyOwnerId };
}
