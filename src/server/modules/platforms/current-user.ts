import type { CurrentUser } from "../../../domain/api/auth";
import type { LocationSummary } from "../../../domain/api/locations";
import { permissionsOf } from "../../../domain/permissions";
import { PLATFORMS } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import type { SessionDevice, SessionUser } from "../../plugins/session";
import { listLocationsOf, worksAtAllLocations } from "../locations/locations.repository";
import { findAccountOf } from "../restaurants/restaurants.repository";
import { listPlatformConnections } from "./platform-connections.repository";

/**
 * The current user: who is signed in, which platforms their restaurant has connected,
 * the saved keys masked (only the last four characters are ever shown), and
 * when Uber Eats' merchant agreement was accepted.
 */
export async function getCurrentUser(
  db: Database,
  user: SessionUser,
  device: SessionDevice | null = null,
): Promise<CurrentUser> {
  const { restaurantId } = user;
  const [connections, locations, account, isEverywhere] = restaurantId
    ? await Promise.all([
        listPlatformConnections(db, restaurantId),
        listLocationsOf(db, { userId: device ? null : user.id, restaurantId }),
        findAccountOf(db, restaurantId),
        device ? false : worksAtAllLocations(db, user.id),
      ])
    : [[], [], null, false];
  const restaurant = locations.find((location) => location.id === restaurantId) ?? null;
  const byPlatform = new Map(connections.map((connection) => [connection.platform, connection]));
  const apiKeys: CurrentUser["apiKeys"] = {};
  const permissions = permissionsOf(user.role);
  // Even masked, a key's hint is for the people who manage the connections.
  for (const connection of permissions.includes("platforms.manage") ? connections : []) {
    const hint = connection.settings.apiKeyHint;
    if (hint) apiKeys[connection.platform] = maskKey(hint);
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    permissions: [...permissions],
    platformConnections: Object.fromEntries(
      PLATFORMS.map((platform) => [platform, byPlatform.get(platform)?.isConnected ?? false]),
    ) as CurrentUser["platformConnections"],
    apiKeys,
    uberEatsMerchantAgreementDate:
      byPlatform.get("ubereats")?.merchantAgreementAcceptedAt?.toISOString() ?? null,
    restaurant: restaurant && summaryOf(restaurant),
    account,
    locations: locations.map(summaryOf),
    worksAtAllLocations: isEverywhere,
    device: device && { id: device.id, name: device.name, pinActions: device.pinActions },
  };
}

const summaryOf = ({
  id,
  name,
  kitchenId,
  timezone,
  currency,
}: LocationSummary): LocationSummary => ({
  id,
  name,
  kitchenId,
  timezone,
  currency,
});

/** "••••1234": the stored hint is the key's last four characters, never the key. */
export function maskKey(lastFour: string): string {
  return `••••${lastFour.slice(-4)}`;
}
