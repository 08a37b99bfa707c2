import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { fromOrderJson, type OrderJson } from "@/domain/api/order-json";
import { type CancelOrderInput, cancelOrderInputSchema } from "@/domain/api/orders";
import type { Order } from "@/domain/order";
import { showUpdatedOrder } from "./get-orders";

export { cancelOrderInputSchema as rejectOrderInputSchema };

export type RejectOrderOptions = CancelOrderInput & { orderId: string };

/**
 * POST /api/orders/{id}/reject: refuses a new order the platform waits on, with one of the
 * platform's reasons; the order is cancelled here.
 */
export async function rejectOrder({ orderId, ...input }: RejectOrderOptions): Promise<Order> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/reject`;
  return fromOrderJson(await apiSend<OrderJson>("POST", url, input));
}

export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrder,
    onSuccess: (updated) => showUpdatedOrder(queryClient, updated),
  });
}
