import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { MENU_KEY } from "@/client/lib/menu-query-key";
import { type KitchenStations, kitchenStationsSchema } from "@/domain/api/kitchen";

/**
 * GET /api/kitchen/stations: the stations the kitchen display offers and each menu item's
 * station. Kept under the menu's key, so a menu change (a category routed elsewhere) reads
 * it again.
 */
export const KITCHEN_STATIONS_KEY = [...MENU_KEY, "kitchen-stations"] as const;

export async function getKitchenStations(): Promise<KitchenStations> {
  return kitchenStationsSchema.parse(await apiGet<unknown>("/api/kitchen/stations"));
}

export function kitchenStationsQueryOptions() {
  return queryOptions({ queryKey: KITCHEN_STATIONS_KEY, queryFn: getKitchenStations });
}

export function useKitchenStations() {
  return useQuery(kitchenStationsQueryOptions());
}
