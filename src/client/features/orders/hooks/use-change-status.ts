import { useCallback } from "react";
import { toast } from "@/client/hooks/use-toast";
import { ApiError, errorMessage } from "@/client/lib/api-client";
import type { Order } from "@/domain/order";
import { isBackwardMove, type OrderStatus } from "@/domain/status";
import { useUpdateOrderStatus } from "../api/update-order-status";
import { useOrderLocationId } from "../order-location";
import { STATUS_TOASTS } from "../order-messages";
import { markLocalChange } from "./local-changes";
import { useStatusChangeToast } from "./use-status-change-toast";

export type StatusChangeSource = "quick" | "menu" | "dialog";

/**
 * Moves an order (forward or stay, never back) with these toasts: 'Order Status Updated' for the
 * quick action and the dialog, 'Status Updated' for the card menu, 'Invalid Status Change'
 * for a backward move (refused here, or by the server when this screen was behind), and
 * 'Failed to update order status' for anything else. The success toast offers Undo for the
 * undo window (decision 107).
 */
export function useChangeStatus() {
  const mutation = useUpdateOrderStatus();
  const { mutateAsync } = mutation;
  const showChanged = useStatusChangeToast();
  const orderLocationId = useOrderLocationId();

  const changeStatus = useCallback(
    async (order: Order, status: OrderStatus, source: StatusChangeSource): Promise<boolean> => {
      if (isBackwardMove(order.status, status)) {
        toast({ variant: "destructive", ...STATUS_TOASTS.invalid });
        return false;
      }
      markLocalChange(order.id, status);
      try {
        const change = await mutateAsync({
          orderId: order.id,
          locationId: orderLocationId(order),
          status,
        });
        const message = source === "menu" ? STATUS_TOASTS.menuUpdated : STATUS_TOASTS.updated;
        showChanged({
          before: order,
          change,
          message: message(change.order.orderNumber, change.order.status),
        });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === "INVALID_STATUS_CHANGE") {
          toast({ variant: "destructive", ...STATUS_TOASTS.invalid });
        } else {
          console.error("Failed to update order status", error);
          toast({
            variant: "destructive",
            title: STATUS_TOASTS.failedTitle,
            description: errorMessage(error, STATUS_TOASTS.failedFallback),
          });
        }
        return false;
      }
    },
    [mutateAsync, showChanged, orderLocationId],
  );

  return { changeStatus, isPending: mutation.isPending };
}
