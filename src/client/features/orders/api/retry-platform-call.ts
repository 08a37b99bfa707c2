import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AtLocation, apiSend } from "@/client/lib/api-client";
import { fromOrderJson, type OrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { showUpdatedOrder } from "./get-orders";

/** POST /api/orders/{id}/platform-call/retry: sends the call the platform refused again. */
export async function retryPlatformCall({
  orderId,
  locationId,
}: AtLocation & { orderId: string }): Promise<Order> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/platform-call/retry`;
  return fromOrderJson(await apiSend<OrderJson>("POST", url, undefined, { location: locationId }));
}

export function useRetryPlatformCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPlatformCall,
    onSuccess: (updated) => showUpdatedOrder(queryClient, updated),
  });
}
