import { useCallback } from "react";
import { useCachedCurrentUser } from "@/client/lib/current-user-cache";
import { isAllLocationsView, useLocationView } from "@/client/lib/location-view";
import type { CurrentUser } from "@/domain/api/auth";
import { brandOf, type LocationSummary } from "@/domain/api/location-summary";
import { isKnownTimezone } from "@/domain/api/settings";
import type { Order } from "@/domain/order";

/**
 * Orders of several places on one board: every location's on the All locations dashboard
 * (docs/locations.md), and a location's own with its brands' on its dashboard and kitchen
 * display (docs/brands.md). Each is acted on at its own place, and named by it. With one
 * location and no brands nothing changes: no call names a location, no card shows one.
 */

/**
 * The place a call about this order is made at, sent as LOCATION_HEADER: the order's own on
 * the All locations dashboard, and wherever it is not the browser's current place (a brand's
 * order on its kitchen's dashboard, whose server finds the order only at the brand);
 * undefined, the browser's place, for the browser's own orders, or while the current place
 * is not known.
 */
export function orderLocationId(
  order: Pick<Order, "locationId">,
  currentPlaceId: string | undefined,
): string | undefined {
  if (!order.locationId) return undefined;
  if (isAllLocationsView()) return order.locationId;
  return currentPlaceId !== undefined && order.locationId !== currentPlaceId
    ? order.locationId
    : undefined;
}

export type OrderLocationIdOf = (order: Pick<Order, "locationId">) => string | undefined;

/** `orderLocationId` against the signed-in user's current place, for a screen's calls. */
export function useOrderLocationId(): OrderLocationIdOf {
  const currentPlaceId = useCachedCurrentUser()?.restaurant?.id;
  return useCallback((order) => orderLocationId(order, currentPlaceId), [currentPlaceId]);
}

/**
 * The place whose kitchen makes the order, for what belongs to the kitchen rather than the
 * brand (its printers): a brand's location; undefined where that is the browser's place.
 */
export function useOrderKitchenId(): OrderLocationIdOf {
  const user = useCachedCurrentUser();
  const currentPlaceId = user?.restaurant?.id;
  const places = user?.locations;
  return useCallback(
    (order) => {
      const at = orderLocationId(order, currentPlaceId);
      if (at === undefined) return undefined;
      const kitchenId = places?.find((place) => place.id === at)?.kitchenId ?? at;
      return isAllLocationsView() || kitchenId !== currentPlaceId ? kitchenId : undefined;
    },
    [currentPlaceId, places],
  );
}

export type OrderLocationLookup = (order: Pick<Order, "locationId">) => LocationSummary | undefined;

/**
 * On the All locations dashboard, each order's place (a location, or a brand) as the
 * person's list names it; elsewhere (or for a place not in the list) none.
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

/**
 * What a card, the order's dialog and the new-order alert name it by: on the All locations
 * dashboard the location whose kitchen makes it; wherever its kitchen runs more than one
 * brand, the brand it is sold under (`brandOf`), unless that is the location already named.
 */
export type OrderPlaceNames = { locationName?: string; brand?: string };

export function useOrderPlaceNames(
  user: Pick<CurrentUser, "permissions" | "locations"> | null | undefined,
): (order: Pick<Order, "locationId">) => OrderPlaceNames {
  const locationOf = useOrderLocation(user);
  const places = user?.locations;
  return useCallback(
    (order) => {
      const brand = places ? brandOf(order.locationId, places) : undefined;
      const place = locationOf(order);
      if (!place) return { brand };
      const kitchen = places?.find((each) => each.id === place.kitchenId) ?? place;
      return { locationName: kitchen.name, brand: brand === kitchen.name ? undefined : brand };
    },
    [locationOf, places],
  );
}

/** A location's zone for its dates, when this browser knows it (Intl throws on one it does not). */
export function locationTimeZone(location: LocationSummary | undefined): string | undefined {
  return location && isKnownTimezone(location.timezone) ? location.timezone : undefined;
}
