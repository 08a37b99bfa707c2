import { useQuery } from "@tanstack/react-query";
import { type AtLocation, apiGet } from "@/client/lib/api-client";
import { type HistoryEntry, orderHistorySchema } from "@/domain/api/order-history";
import type { OrderStatus } from "@/domain/status";

/** GET /api/orders/:id/history: each change of the order's status, who made it and where. */
export async function getOrderHistory(
  orderId: string,
  { locationId }: AtLocation = {},
): Promise<HistoryEntry[]> {
  const url = `/api/orders/${encodeURIComponent(orderId)}/history`;
  return orderHistorySchema.parse(await apiGet<unknown>(url, { location: locationId })).entries;
}

/**
 * Read when the dialog opens, and again whenever the order's status changes (its status is
 * part of the key), so a move made here or on another screen joins the list.
 */
export function useOrderHistory({
  orderId,
  locationId,
  status,
  isEnabled,
}: AtLocation & {
  orderId: string;
  status: OrderStatus;
  isEnabled: boolean;
}) {
  return useQuery({
    queryKey: ["order-history", orderId, status],
    queryFn: () => getOrderHistory(orderId, { locationId }),
    enabled: isEnabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}
