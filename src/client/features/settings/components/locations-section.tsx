import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { can } from "@/client/lib/permissions";
import { kitchenOf } from "@/client/lib/places";
import type { CurrentUser } from "@/domain/api/auth";
import { BRAND_MESSAGES, MAX_BRANDS_PER_LOCATION } from "@/domain/api/brands";
import {
  LOCATION_MESSAGES,
  type Location,
  MAX_LOCATIONS_PER_ACCOUNT,
} from "@/domain/api/locations";
import { DEFAULT_CURRENCY } from "@/domain/money";
import { useLocations } from "../api/get-locations";
import { SETTINGS_TEXT } from "../settings-messages";
import { AddBrandForm } from "./add-brand-form";
import { AddLocationForm } from "./add-location-form";
import { LocationList } from "./location-list";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.locations;
const TEXT_BRANDS = SETTINGS_TEXT.brands;
/** A new location's clock when the session names none (never, in the signed-in shell). */
const DEFAULT_TIME_ZONE = "America/New_York";

/**
 * Settings → Locations: the account's locations with their brands; an owner
 * (`locations.manage`) adds a location there, until the account holds as many as it may, and,
 * at a location, a brand cooked in its kitchen. At a brand it says whose kitchen that is.
 */
export function LocationsSection({ user }: { user: CurrentUser }) {
  const locations = useLocations();
  const mayAdd = can(user, "locations.manage");
  const locationCount = locations.data?.filter((place) => place.kitchenId === null).length ?? 0;
  const isFull = locationCount >= MAX_LOCATIONS_PER_ACCOUNT;
  return (
    <SettingsSection id="locations" {...SETTINGS_TEXT.sections.locations}>
      {locations.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-base">{TEXT.loadFailed}</p>
          <Button
            variant="outline"
            disabled={locations.isFetching}
            onClick={() => void locations.refetch()}
          >
            {TEXT.retry}
          </Button>
        </div>
      ) : !locations.data ? (
        <div className="grid justify-items-center py-6">
          <Spinner label={TEXT.loading} className="size-7" />
        </div>
      ) : (
        <LocationList locations={locations.data} />
      )}
      <BrandsPart user={user} mayAdd={mayAdd} locations={locations.data} />
      {mayAdd &&
        (isFull ? (
          <p className="text-base text-muted-foreground">{LOCATION_MESSAGES.tooMany}</p>
        ) : (
          <AddLocationForm
            timezone={user.restaurant?.timezone ?? DEFAULT_TIME_ZONE}
            currency={user.restaurant?.currency ?? DEFAULT_CURRENCY}
          />
        ))}
    </SettingsSection>
  );
}

type BrandsPartProps = {
  user: CurrentUser;
  mayAdd: boolean;
  /** The account's locations and brands, once loaded. */
  locations: readonly Location[] | undefined;
};

/**
 * At a location, "Add a brand" for an owner (or why not, once its kitchen runs as many as it
 * may); at a brand, which location's kitchen makes its orders.
 */
function BrandsPart({ user, mayAdd, locations }: BrandsPartProps) {
  const here = user.restaurant;
  if (!here) return null;
  if (here.kitchenId) {
    const kitchen = kitchenOf(here, [...user.locations, ...(locations ?? [])]);
    return (
      <p className="border-t pt-5 text-base text-muted-foreground">
        {TEXT_BRANDS.atBrand(here.name, kitchen?.name)}
      </p>
    );
  }
  if (!mayAdd) return null;
  const brandCount = locations?.filter((place) => place.kitchenId === here.id).length ?? 0;
  if (brandCount >= MAX_BRANDS_PER_LOCATION) {
    return <p className="text-base text-muted-foreground">{BRAND_MESSAGES.tooMany}</p>;
  }
  return <AddBrandForm kitchenName={here.name} />;
}
