import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@/client/lib/api-client";
import { fromOrderJson, type OrderJson } from "@/domain/api/order-json";
import type { Order } from "@/domain/order";
import type { OrderStatus } from "@/domain/status";
import { showUpdatedOrder } from "./get-orders";

export type UpdateOrderStatusInput = { orderId: string; status: OrderStatus };

/** PUT /api/orders/{id}: only the status travels; the server owns the rest. */
export async function updateOrderStatus({
  orderId,
  status,
}: UpdateOrderStatusInput): Promise<Order> {
  const json = await apiSend<OrderJson>("PUT", `/api/orders/${encodeURIComponent(orderId)}`, {
    status,
  });
  return fromOrderJson(json);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (updated) => showUpdatedOrder(queryClient, updated),
  });
}
