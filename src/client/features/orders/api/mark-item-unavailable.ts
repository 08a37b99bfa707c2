import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { fromOrderJson, type OrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { showUpdatedOrder } from "./get-orders";

export type MarkItemUnavailableOptions = { orderId: string; lineId: string };

/**
 * POST /api/orders/{id}/items/unavailable: tells the platform one line of an accepted order
 * is out of stock. The order comes back with the call on its way; the item leaves the
 * order only once the platform confirms.
 */
export async function markItemUnavailable({
  orderId,
  lineId,
}: MarkItemUnavailableOptions): Promise<Order> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/items/unavailable`;
  return fromOrderJson(await apiSend<OrderJson>("POST", url, { lineId }));
}

export function useMarkItemUnavailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markItemUnavailable,
    onSuccess: (updated) => showUpdatedOrder(queryClient, updated),
  });
}
