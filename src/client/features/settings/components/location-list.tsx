import { MapPin, Store } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { groupBrands } from "@/client/lib/places";
import type { Location } from "@/domain/api/locations";
import { SETTINGS_TEXT } from "../settings-messages";

const TEXT = SETTINGS_TEXT.locations;
const BRAND_TEXT = SETTINGS_TEXT.brands;

/**
 * The account's locations in the order they were added, each with the brands its kitchen
 * cooks under it, the place this browser works at marked.
 */
export function LocationList({ locations }: { locations: readonly Location[] }) {
  return (
    <section aria-labelledby="location-list-heading" className="grid gap-1">
      <h3 id="location-list-heading" className="text-lg font-semibold">
        {TEXT.listTitle}
      </h3>
      <ul aria-label={TEXT.listLabel} className="divide-y">
        {groupBrands(locations).map(({ place, brands }) => (
          <li key={place.id} className="grid gap-2 py-3">
            {place.kitchenId === null ? (
              <LocationRow location={place} />
            ) : (
              <BrandRow brand={place} />
            )}
            {brands.length > 0 && (
              <ul aria-label={BRAND_TEXT.listLabel(place.name)} className="grid gap-2 pl-8">
                {brands.map((brand) => (
                  <li key={brand.id}>
                    <BrandRow brand={brand} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LocationRow({ location }: { location: Location }) {
  return (
    <div className="flex items-start gap-3">
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
    </div>
  );
}

/** A brand: its name marked as one, its clock and currency; its kitchen's address is its own. */
function BrandRow({ brand }: { brand: Location }) {
  return (
    <div className="flex items-start gap-3">
      <Store aria-hidden className="mt-1 size-5 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-base font-semibold">
          <span className="[overflow-wrap:anywhere]">{brand.name}</span>
          <Badge variant="outline">{BRAND_TEXT.brand}</Badge>
          {brand.isCurrent && <Badge variant="secondary">{BRAND_TEXT.thisBrand}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {TEXT.zoneAndCurrency(brand.timezone, brand.currency)}
        </p>
      </div>
    </div>
  );
}
