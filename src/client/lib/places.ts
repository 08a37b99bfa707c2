/**
 * Locations and their brands (a brand is cooked in one location's kitchen: its `kitchenId`),
 * as the switcher, Settings, the menu and the admin panel list them. Here rather than in a
 * feature because several features list them the same way, and features never import each
 * other.
 */
export type Place = { id: string; kitchenId: string | null };

/** A location with the brands its kitchen cooks, in the order they were given. */
export type PlaceGroup<T extends Place> = { place: T; brands: T[] };

/** Whether this is a location (its own kitchen) rather than a brand cooked in another's. */
export function isLocation(place: Place): boolean {
  return place.kitchenId === null;
}

/**
 * Each location followed by its brands, both in the order given; a brand whose location is
 * not among them (one should not be) is listed at the end, on its own.
 */
export function groupBrands<T extends Place>(places: readonly T[]): PlaceGroup<T>[] {
  const locationIds = new Set(places.filter(isLocation).map((place) => place.id));
  const groups = places
    .filter(isLocation)
    .map((place) => ({ place, brands: places.filter((each) => each.kitchenId === place.id) }));
  const strays = places
    .filter((place) => place.kitchenId !== null && !locationIds.has(place.kitchenId))
    .map((place) => ({ place, brands: [] }));
  return [...groups, ...strays];
}

/** The location whose kitchen cooks a brand, when it is among the places given. */
export function kitchenOf<T extends Place>(place: Place, places: readonly T[]): T | undefined {
  if (place.kitchenId === null) return undefined;
  return places.find((each) => each.id === place.kitchenId);
}
