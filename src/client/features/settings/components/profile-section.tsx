import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { useSettings } from "../api/get-settings";
import { SETTINGS_TEXT } from "../settings-messages";
import { ProfileForm } from "./profile-form";
import { SettingsSection } from "./settings-section";

const TEXT = SETTINGS_TEXT.profile;

/** Restaurant profile (database): the form once the saved profile has arrived. */
export function ProfileSection() {
  const settings = useSettings();
  return (
    <SettingsSection id="restaurant-profile" {...SETTINGS_TEXT.sections.profile}>
      {settings.data ? (
        <ProfileForm profile={settings.data.restaurant} />
      ) : settings.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-base">{TEXT.loadFailed}</p>
          <Button
            variant="outline"
            disabled={settings.isFetching}
            onClick={() => void settings.refetch()}
          >
            {TEXT.retry}
          </Button>
        </div>
      ) : (
        <div className="grid justify-items-center py-8">
          <Spinner label={TEXT.loading} className="size-7" />
        </div>
      )}
    </SettingsSection>
  );
}
