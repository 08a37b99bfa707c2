import { ActivitySettings } from "@/client/features/activity/components/activity-settings";
import { DevicesSettings } from "@/client/features/devices/components/devices-settings";
import { PeopleSettings } from "@/client/features/people/components/people-settings";
import { PrinterSettings } from "@/client/features/printers/components/printer-settings";
import { SettingsPage } from "@/client/features/settings/components/settings-page";
import type { CurrentUser } from "@/domain/api/auth";

/**
 * /settings: the Settings page with the printers, people, devices and activity features' parts
 * in their sections, composed here because features never import each other. Loaded on demand
 * as one piece.
 */
export function SettingsRoute({ user }: { user: CurrentUser }) {
  return (
    <SettingsPage
      user={user}
      printers={<PrinterSettings timeZone={user.restaurant?.timezone} />}
      people={<PeopleSettings user={user} />}
      devices={<DevicesSettings timeZone={user.restaurant?.timezone} />}
      activity={<ActivitySettings timeZone={user.restaurant?.timezone} />}
    />
  );
}
