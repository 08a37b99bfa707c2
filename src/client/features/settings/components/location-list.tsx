import { MapPin } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import type { Location } from "@/domain/api/locations";
import { SETTINGS_TEXT } from "../settings-messages";

const TEXT = SETTINGS_TEXT.locations;

/** The account's locations in the order they were added, the one this browser works at marked. */
export function LocationList({ locations }: { locations: readonly Location[] }) {
  return (
    <section aria-labelledby="location-list-heading" className="grid gap-1">
      <h3 id="location-list-heading" className="text-lg font-semibold">
        {TEXT.listTitle}
      </h3>
      <ul aria-label={TEXT.listLabel} className="divide-y">
        {locations.map((location) => (
          <li key={location.id} className="flex items-start gap-3 py-3">
            <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="flex flex-wrap items-center gap-2 text-base font-semibold">
                <span className="[overflow-wrap:anywhere]">{location.name}</span>
                {location.isCurrent && <Badge variant="secondary">{TEXT.thisLocation}</Badge>}
              </p>
              <p
                className={
                  location.address
                    ? "text-sm whitespace-pre-line [overflow-wrap:anywhere]"
                    : "text-sm text-muted-foreground"
                }
              >
                {location.address || TEXT.noAddress}
              </p>
              <p className="text-sm text-muted-foreground">
                {TEXT.zoneAndCurrency(location.timezone, location.currency)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
