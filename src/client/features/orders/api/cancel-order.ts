import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import {
  type CancelOrderInput,
  cancelOrderInputSchema,
  fromStatusChangeJson,
  type StatusChange,
  type StatusChangeJson,
} from "@/domain/api/orders";
import { showUpdatedOrder } from "./get-orders";

export { cancelOrderInputSchema };

export type CancelOrderOptions = CancelOrderInput & { orderId: string };

/**
 * POST /api/orders/{id}/cancel: the restaurant cancels an open order with one of its
 * platform's reasons; the platform is told where it takes the call.
 */
export async function cancelOrder({
  orderId,
  ...input
}: CancelOrderOptions): Promise<StatusChange> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/cancel`;
  return fromStatusChangeJson(await apiSend<StatusChangeJson>("POST", url, input));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => showUpdatedOrder(queryClient, order),
  });
}
