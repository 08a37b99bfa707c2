import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { fromOrderJson, type OrderJson } from "@/domain/api/order-json";
import { type CancelOrderInput, cancelOrderInputSchema } from "@/domain/api/orders";
import type { Order } from "@/domain/order";
import { showUpdatedOrder } from "./get-orders";

export { cancelOrderInputSchema };

export type CancelOrderOptions = CancelOrderInput & { orderId: string };

/**
 * POST /api/orders/{id}/cancel: the restaurant cancels an open order with one of its
 * platform's reasons; the platform is told where it takes the call.
 */
export async function cancelOrder({ orderId, ...input }: CancelOrderOptions): Promise<Order> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/cancel`;
  return fromOrderJson(await apiSend<OrderJson>("POST", url, input));
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (updated) => showUpdatedOrder(queryClient, updated),
  });
}
