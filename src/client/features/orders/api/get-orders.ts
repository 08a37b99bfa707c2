import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "@/client/lib/api-client";
import type { LocationView } from "@/client/lib/location-view";
import { ALL_LOCATIONS } from "@/domain/api/locations";
import { fromOrderJson, orderJsonSchema } from "@/domain/api/order-json";
import { ORDER_LIST_MAX_LIMIT } from "@/domain/api/orders";
import type { Order } from "@/domain/order";

/** GET /api/orders: the list every dashboard shows, in cents once parsed. */
export const ORDERS_KEY = ["/api/orders"] as const;
/**
 * Every location's orders at once (the All locations dashboard). Under ORDERS_KEY, so what
 * reloads the orders reloads this list too.
 */
export const ALL_LOCATIONS_ORDERS_KEY = [...ORDERS_KEY, { locations: ALL_LOCATIONS }] as const;

const ordersJsonSchema = z.array(orderJsonSchema);

/**
 * The dashboard asks for the API's largest page rather than its default 500: a busy
 * restaurant's open orders and last 48 hours can pass 500 (decision 053).
 */
export const DASHBOARD_ORDERS_URL = `/api/orders?limit=${ORDER_LIST_MAX_LIMIT}`;

export function ordersQueryKey(view: LocationView = "current") {
  return view === "all" ? ALL_LOCATIONS_ORDERS_KEY : ORDERS_KEY;
}

export async function getOrders(view: LocationView = "current"): Promise<Order[]> {
  const url =
    view === "all" ? `${DASHBOARD_ORDERS_URL}&locations=${ALL_LOCATIONS}` : DASHBOARD_ORDERS_URL;
  const json = await apiGet<unknown>(url);
  return ordersJsonSchema.parse(json).map(fromOrderJson);
}

/** The browser's location's orders, or with "all" those of every location the person works at. */
export function ordersQueryOptions(view: LocationView = "current") {
  return queryOptions({ queryKey: ordersQueryKey(view), queryFn: () => getOrders(view) });
}

export function useOrders(view: LocationView = "current") {
  return useQuery(ordersQueryOptions(view));
}

/**
 * A call answered with the changed order: show it at once in every list, then reload them.
 * The order keeps its location should the answer not name it.
 */
export function showUpdatedOrder(queryClient: QueryClient, updated: Order): void {
  queryClient.setQueriesData<Order[]>({ queryKey: ORDERS_KEY }, (orders) =>
    orders?.map((order) => (order.id === updated.id ? withLocationOf(order, updated) : order)),
  );
  void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
}

function withLocationOf(known: Order, updated: Order): Order {
  if (updated.locationId || !known.locationId) return updated;
  return { ...updated, locationId: known.locationId };
}
