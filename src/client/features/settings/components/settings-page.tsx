import type { ReactNode } from "react";
import { can } from "@/client/lib/permissions";
import type { CurrentUser } from "@/domain/api/auth";
import type { Permission } from "@/domain/permissions";
import { SETTINGS_TEXT } from "../settings-messages";
import { AccountSection } from "./account-section";
import { AppearanceSection } from "./appearance-section";
import { LocationsSection } from "./locations-section";
import { NotificationsSection } from "./notifications-section";
import { OrdersSection } from "./orders-section";
import { PhoneAlertsSection } from "./phone-alerts-section";
import { ProfileSection } from "./profile-section";
import { SettingsSection } from "./settings-section";
import { TrialNotice } from "./trial-notice";

const SECTIONS = SETTINGS_TEXT.sections;
/** A restaurant's clock when the user has none (never, in the signed-in shell). */
const DEFAULT_TIME_ZONE = "America/New_York";
/**
 * The table of contents, in page order; the ids are the sections' anchors. A section with a
 * permission shows only to the roles that hold it (docs/permissions.md).
 */
const CONTENTS: ReadonlyArray<{ id: string; title: string; permission?: Permission }> = [
  { id: "restaurant-profile", title: SECTIONS.profile.title, permission: "settings.manage" },
  { id: "locations", title: SECTIONS.locations.title, permission: "settings.view" },
  // The restaurant's part of Orders is settings.manage's; this device's part is everyone's.
  { id: "orders", title: SECTIONS.orders.title },
  { id: "printers", title: SECTIONS.printers.title, permission: "printers.manage" },
  { id: "people", title: SECTIONS.people.title, permission: "people.invite" },
  { id: "devices", title: SECTIONS.devices.title, permission: "devices.manage" },
  { id: "activity", title: SECTIONS.activity.title, permission: "activity.view" },
  { id: "notifications", title: SECTIONS.notifications.title },
  { id: "phone-alerts", title: SECTIONS.phoneAlerts.title, permission: "alerts.manage" },
  { id: "appearance", title: SECTIONS.appearance.title },
  { id: "account", title: SECTIONS.account.title },
];

export type SettingsPageProps = {
  user: CurrentUser;
  /**
   * The Printers section's contents, which belong to the printers feature: the app hands
   * them in (features never import each other). Without them there is no Printers section.
   */
  printers?: ReactNode;
  /** The People section's contents, from the people feature; without them, no section. */
  people?: ReactNode;
  /** The Devices section's contents, from the devices feature; without them, no section. */
  devices?: ReactNode;
  /** The Activity section's contents, from the activity feature; without them, no section. */
  activity?: ReactNode;
};

/**
 * Settings: the restaurant's profile, its printers and the account live in the database;
 * the orders, notification and appearance preferences belong to this browser.
 */
export function SettingsPage({ user, printers, people, devices, activity }: SettingsPageProps) {
  const parts: Record<string, ReactNode> = { printers, people, devices, activity };
  const contents = CONTENTS.filter(
    (entry) =>
      (!(entry.id in parts) || parts[entry.id]) &&
      (!entry.permission || can(user, entry.permission)),
  );
  const shows = (id: string) => contents.some((entry) => entry.id === id);
  return (
    <div className="mx-auto max-w-6xl p-4 sm:p-8">
      <h1 className="text-3xl font-bold tracking-tight">{SETTINGS_TEXT.title}</h1>
      <p className="mt-1 text-base text-muted-foreground">{SETTINGS_TEXT.subtitle}</p>
      <TrialNotice timeZone={user.restaurant?.timezone ?? DEFAULT_TIME_ZONE} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={SETTINGS_TEXT.tocLabel} className="hidden lg:block">
          <ul className="sticky top-6 grid gap-1">
            {contents.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 gap-6">
          {shows("restaurant-profile") && <ProfileSection />}
          {shows("locations") && <LocationsSection user={user} />}
          <OrdersSection managesRestaurant={can(user, "settings.manage")} />
          {shows("printers") && (
            <SettingsSection id="printers" {...SECTIONS.printers}>
              {printers}
            </SettingsSection>
          )}
          {shows("people") && (
            <SettingsSection id="people" {...SECTIONS.people}>
              {people}
            </SettingsSection>
          )}
          {shows("devices") && (
            <SettingsSection id="devices" {...SECTIONS.devices}>
              {devices}
            </SettingsSection>
          )}
          {shows("activity") && (
            <SettingsSection id="activity" {...SECTIONS.activity}>
              {activity}
            </SettingsSection>
          )}
          <NotificationsSection />
          {shows("phone-alerts") && <PhoneAlertsSection />}
          <AppearanceSection />
          <AccountSection user={user} />
        </div>
      </div>
    </div>
  );
}
