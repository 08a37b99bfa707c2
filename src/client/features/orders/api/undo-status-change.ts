import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AtLocation, apiSend } from "@/client/lib/api-client";
import { fromOrderJson, type OrderJson } from "@/domain/api/order-json";
import { type UndoStatusChangeInput, undoStatusChangeInputSchema } from "@/domain/api/orders";
import type { Order } from "@/domain/order";
import { showUpdatedOrder } from "./get-orders";

export { undoStatusChangeInputSchema };

export type UndoStatusChangeOptions = UndoStatusChangeInput & AtLocation & { orderId: string };

/**
 * POST /api/orders/{id}/undo: takes back a status change within its undo window; answers
 * the order as it was before. A 409 says it is too late (docs/api.md).
 */
export async function undoStatusChange({
  orderId,
  locationId,
  ...input
}: UndoStatusChangeOptions): Promise<Order> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/undo`;
  return fromOrderJson(await apiSend<OrderJson>("POST", url, input, { location: locationId }));
}

export function useUndoStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoStatusChange,
    onSuccess: (restored) => showUpdatedOrder(queryClient, restored),
  });
}
