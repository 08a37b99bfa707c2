import { MapPin } from "lucide-react";
import type { LocationSummary } from "@/domain/api/locations";
import { describeLocations } from "../location-names";

export type LocationLineProps = {
  locationIds: readonly string[] | null;
  locations: readonly LocationSummary[];
};

/** A team row's "All locations" or the names of the chosen ones, under its address. */
export function LocationLine({ locationIds, locations }: LocationLineProps) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="[overflow-wrap:anywhere]">{describeLocations(locationIds, locations)}</span>
    </p>
  );
}
