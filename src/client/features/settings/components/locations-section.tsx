import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { can } from "@/client/lib/permissions";
import type { CurrentUser } from "@/domain/api/auth";
import { LOCATION_MESSAGES, MAX_LOCATIONS_PER_ACCOUNT } from "@/domain/api/locations";
import { DEFAULT_CURRENCY } from "@/domain/money";
import { useLocations } from "../api/get-locations";
import { SETTINGS_TEXT } from "../settings-messages";
import { AddLocationForm } from "./add-location-form";
import { LocationList } from "./location-list";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.locations;
/** A new location's clock when the session names none (never, in the signed-in shell). */
const DEFAULT_TIME_ZONE = "America/New_York";

/**
 * Settings → Locations: the account's locations; an owner (`locations.manage`) adds one
 * there, until the account holds as many as it may.
 */
export function LocationsSection({ user }: { user: CurrentUser }) {
  const locations = useLocations();
  const mayAdd = can(user, "locations.manage");
  const isFull = (locations.data?.length ?? 0) >= MAX_LOCATIONS_PER_ACCOUNT;
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
