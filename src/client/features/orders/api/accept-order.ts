import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AtLocation, apiSend } from "@/client/lib/api-client";
import { fromOrderJson, type OrderJson } from "@/domain/api/order-json";
import { type AcceptOrderInput, acceptOrderInputSchema } from "@/domain/api/orders";
import type { Order } from "@/domain/order";
import { showUpdatedOrder } from "./get-orders";

export { acceptOrderInputSchema };

export type AcceptOrderOptions = AcceptOrderInput & AtLocation & { orderId: string };

/**
 * POST /api/orders/{id}/accept: tells the platform the order is taken and when it will be
 * ready. Without a preparation time the server uses the restaurant's default.
 */
export async function acceptOrder({
  orderId,
  locationId,
  ...input
}: AcceptOrderOptions): Promise<Order> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/accept`;
  return fromOrderJson(await apiSend<OrderJson>("POST", url, input, { location: locationId }));
}

export function useAcceptOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOrder,
    onSuccess: (updated) => showUpdatedOrder(queryClient, updated),
  });
}
