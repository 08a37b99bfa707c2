import type { LocationSummary } from "@/domain/api/locations";
import { joinNames } from "@/domain/join-names";
import { PEOPLE_TEXT } from "./people-text";

/**
 * Where a person or an invitation works, as the team list says it: "All locations", or the
 * names of the chosen ones the viewer knows, the rest counted ("Harbour and 1 other location").
 */
export function describeLocations(
  locationIds: readonly string[] | null,
  locations: readonly LocationSummary[],
): string {
  if (locationIds === null) return PEOPLE_TEXT.allLocations;
  const names = locations
    .filter((location) => locationIds.includes(location.id))
    .map((location) => location.name);
  const unknown = locationIds.length - names.length;
  return joinNames(unknown > 0 ? [...names, PEOPLE_TEXT.otherLocations(unknown)] : names);
}
