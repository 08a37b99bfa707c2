import { useCallback } from "react";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { Order } from "@/domain/order";
import { useRetryPlatformCall } from "../api/retry-platform-call";
import { useOrderLocationId } from "../order-location";
import { ANSWER_TOASTS } from "../order-messages";

/**
 * Retry on a refused platform call: the order shows "Sending…" again once the server has
 * queued it; a refusal of the retry itself is a toast.
 */
export function useRetryCall(): (order: Order) => void {
  const { mutateAsync } = useRetryPlatformCall();
  const orderLocationId = useOrderLocationId();
  return useCallback(
    (order: Order) => {
      mutateAsync({ orderId: order.id, locationId: orderLocationId(order) }).catch(
        (error: unknown) =>
          toast({
            variant: "destructive",
            title: ANSWER_TOASTS.retryFailedTitle,
            description: errorMessage(error, ANSWER_TOASTS.failedFallback),
          }),
      );
    },
    [mutateAsync, orderLocationId],
  );
}
