import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AtLocation, apiSend } from "@/client/lib/api-client";
import {
  type CancelOrderInput,
  fromStatusChangeJson,
  type StatusChange,
  type StatusChangeJson,
} from "@/domain/api/orders";
import { showUpdatedOrder } from "./get-orders";

export type OrderEndingOptions = CancelOrderInput & AtLocation & { orderId: string };

/**
 * POST /api/orders/{id}/reject or /cancel: the order ends here with one of its platform's
 * reasons (and the staff's words); the platform is told where it takes the call.
 */
export function endOrder(
  how: "reject" | "cancel",
): (options: OrderEndingOptions) => Promise<StatusChange> {
  return async ({ orderId, locationId, ...input }) => {
    const url = `/api/orders/${encodeURIComponent(orderId)}/${how}`;
    const options = { location: locationId };
    return fromStatusChangeJson(await apiSend<StatusChangeJson>("POST", url, input, options));
  };
}

/** The mutation for one way of ending an order; the list shows the order as it now stands. */
export function useOrderEnding(send: (options: OrderEndingOptions) => Promise<StatusChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ order }) => showUpdatedOrder(queryClient, order),
  });
}
