import { useCallback } from "react";
import { isAllLocationsView, useLocationView } from "@/client/lib/location-view";
import type { CurrentUser } from "@/domain/api/auth";
import type { LocationSummary } from "@/domain/api/location-summary";
import { isKnownTimezone } from "@/domain/api/settings";
import type { Order } from "@/domain/order";

/**
 * Orders of several locations on one board (the All locations dashboard, docs/locations.md):
 * each is acted on at its own location and named by it. With one location on the board
 * nothing changes: no call names a location, no card shows one.
 */

/**
 * The location a call about this order is made at: the order's own on the All locations
 * dashboard (sent as LOCATION_HEADER); undefined, the browser's location, everywhere else.
 */
export function orderLocationId(order: Pick<Order, "locationId">): string | undefined {
  return isAllLocationsView() ? order.locationId : undefined;
}

export type OrderLocationLookup = (order: Pick<Order, "locationId">) => LocationSummary | undefined;

/**
 * On the All locations dashboard, each order's location as the person's list of locations
 * names it; elsewhere (or for a location not in the list) none.
 */
export function useOrderLocation(
  user: Pick<CurrentUser, "permissions" | "locations"> | null | undefined,
): OrderLocationLookup {
  const isAll = useLocationView(user) === "all";
  const locations = user?.locations;
  return useCallback(
    (order) =>
      isAll && order.locationId
        ? locations?.find((location) => location.id === order.locationId)
        : undefined,
    [isAll, locations],
  );
}

/** A location's zone for its dates, when this browser knows it (Intl throws on one it does not). */
export function locationTimeZone(location: LocationSummary | undefined): string | undefined {
  return location && isKnownTimezone(location.timezone) ? location.timezone : undefined;
}
