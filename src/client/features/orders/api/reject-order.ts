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

export { cancelOrderInputSchema as rejectOrderInputSchema };

export type RejectOrderOptions = CancelOrderInput & { orderId: string };

/**
 * POST /api/orders/{id}/reject: refuses a new order the platform waits on, with one of the
 * platform's reasons; the order is cancelled here.
 */
export async function rejectOrder({
  orderId,
  ...input
}: RejectOrderOptions): Promise<StatusChange> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/reject`;
  return fromStatusChangeJson(await apiSend<StatusChangeJson>("POST", url, input));
}

export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrder,
    onSuccess: ({ order }) => showUpdatedOrder(queryClient, order),
  });
}
