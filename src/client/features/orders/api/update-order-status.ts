import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AtLocation, apiSend } from "@/client/lib/api-client";
import {
  fromStatusChangeJson,
  type StatusChange,
  type StatusChangeJson,
} from "@/domain/api/orders";
import type { OrderStatus } from "@/domain/status";
import { showUpdatedOrder } from "./get-orders";

export type UpdateOrderStatusInput = AtLocation & { orderId: string; status: OrderStatus };

/**
 * PUT /api/orders/{id}: only the status travels; the server owns the rest. The answer
 * offers to undo the change for a while (`undo`, docs/api.md).
 */
export async function updateOrderStatus({
  orderId,
  locationId,
  status,
}: UpdateOrderStatusInput): Promise<StatusChange> {
  const url = `/api/orders/${encodeURIComponent(orderId)}`;
  const options = { location: locationId };
  return fromStatusChangeJson(await apiSend<StatusChangeJson>("PUT", url, { status }, options));
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: ({ order }) => showUpdatedOrder(queryClient, order),
  });
}
