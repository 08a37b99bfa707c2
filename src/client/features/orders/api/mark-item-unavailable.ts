import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AtLocation, apiSend } from "@/client/lib/api-client";
import { fromOrderJson, type OrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import { showUpdatedOrder } from "./get-orders";

export type MarkItemUnavailableOptions = AtLocation & { orderId: string; lineId: string };

/**
 * POST /api/orders/{id}/items/unavailable: tells the platform one line of an accepted order
 * is out of stock. The order comes back with the call on its way; the item leaves the
 * order only once the platform confirms.
 */
export async function markItemUnavailable({
  orderId,
  locationId,
  lineId,
}: MarkItemUnavailableOptions): Promise<Order> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/items/unavailable`;
  const options = { location: locationId };
  return fromOrderJson(await apiSend<OrderJson>("POST", url, { lineId }, options));
}

export function useMarkItemUnavailable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markItemUnavailable,
    onSuccess: (updated) => showUpdatedOrder(queryClient, updated),
  });
}
