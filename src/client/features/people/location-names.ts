import { isLocation } from "@/client/lib/places";
import type { LocationSummary } from "@/domain/api/locations";
import { joinNames } from "@/domain/join-names";
import { PEOPLE_TEXT } from "./people-text";

/**
 * The places a person can be given to work at: locations only. A brand is made by its
 * location's people (docs/brands.md), so it is never a choice of its own.
 */
export function workplaces<T extends LocationSummary>(places: readonly T[]): T[] {
  return places.filter(isLocation);
}

/**
 * Where the browser works, as a workplace: the location itself, or a brand's location (whose
 * people make the brand's orders).
 */
export function workplaceOf(
  placeId: string | undefined,
  places: readonly LocationSummary[],
): string | undefined {
  const place = places.find((each) => each.id === placeId);
  return place ? (place.kitchenId ?? place.id) : placeId;
}

/**
 * Where a person or an invitation works, as the team list says it: "All locations", or the
 * names of the chosen ones the viewer knows, the rest counted ("Harbour and 1 other location").
 */
export function describeLocations(
  locationIds: readonly string[] | null,
  locations: readonly LocationSummary[],
): string {
  if (locationIds === null) return PEOPLE_TEXT.allLocations;
  const names = workplaces(locations)
    .filter((location) => locationIds.includes(location.id))
    .map((location) => location.name);
  const unknown = locationIds.length - names.length;
  return joinNames(unknown > 0 ? [...names, PEOPLE_TEXT.otherLocations(unknown)] : names);
}
