import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "@/client/lib/api-client";
import { fromOrderJson, orderJsonSchema } from "@/domain/api/order-json";
import { ORDER_LIST_MAX_LIMIT } from "@/domain/api/orders";
import type { Order } from "@/domain/order";

/** GET /api/orders: the list every dashboard shows, in cents once parsed. */
export const ORDERS_KEY = ["/api/orders"] as const;

const ordersJsonSchema = z.array(orderJsonSchema);

/**
 * The dashboard asks for the API's largest page rather than its default 500: a busy
 * restaurant's open orders and last 48 hours can pass 500 (decision 053).
 */
export const DASHBOARD_ORDERS_URL = `/api/orders?limit=${ORDER_LIST_MAX_LIMIT}`;

export async function getOrders(): Promise<Order[]> {
  const json = await apiGet<unknown>(DASHBOARD_ORDERS_URL);
  return ordersJsonSchema.parse(json).map(fromOrderJson);
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: ORDERS_KEY, queryFn: getOrders });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}

/** A call answered with the changed order: show it at once, then reload the list. */
export function showUpdatedOrder(queryClient: QueryClient, updated: Order): void {
  queryClient.setQueryData<Order[]>(ORDERS_KEY, (orders) =>
    orders?.map((order) => (order.id === updated.id ? updated : order)),
  );
  void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}
