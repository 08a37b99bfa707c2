import {
  LOCATION_MESSAGES,
  type Location,
  MAX_LOCATIONS_PER_ACCOUNT,
  type NewLocation,
} from "../../../domain/api/locations";
import { isUuid } from "../../../domain/ids";
import type { Database } from "../../db/database";
import { conflict, forbidden, notFound } from "../../errors";
import { findAccountTerms, insertRestaurant } from "../restaurants/restaurants.repository";
import {
  countAccountLocations,
  type LocationRow,
  listLocationsOf,
  lockAccountOf,
} from "./locations.repository";

/**
 * An account's locations (docs/locations.md): the ones a person works at, adding one, and
 * checking that a location named in a request is one of theirs.
 */
export type LocationScope = {
  db: Database;
  /** The location the request works at now. */
  restaurantId: string;
  /** The person; null for a kitchen device, which works at its own location only. */
  userId: string | null;
};

export async function getLocations(scope: LocationScope): Promise<Location[]> {
  return (await listLocationsOf(scope.db, scope)).map((row) => toLocation(row, scope));
}

/** The location, if the person works there; 404 for any other id, theirs or not. */
export async function requireLocation(scope: LocationScope, locationId: string) {
  const found = isUuid(locationId)
    ? (await listLocationsOf(scope.db, scope)).find((row) => row.id === locationId)
    : undefined;
  if (!found) throw notFound(LOCATION_MESSAGES.notFound);
  return found;
}

/**
 * A new location of the account, with an empty menu and nothing connected. It runs on the
 * account's terms: the trial (or a demo's expiry) covers it as it covers the first.
 */
export async function addLocation(
  { db, restaurantId, isDemo }: LocationScope & { isDemo: boolean },
  { name, phone, address, timezone, currency }: NewLocation,
): Promise<Location> {
  if (isDemo) throw forbidden(LOCATION_MESSAGES.demo, "DEMO");
  const id = await db.transaction(async (tx) => {
    await lockAccountOf(tx, restaurantId);
    if ((await countAccountLocations(tx, restaurantId)) >= MAX_LOCATIONS_PER_ACCOUNT)
      throw conflict(LOCATION_MESSAGES.tooMany, "TOO_MANY_LOCATIONS");
    const terms = await findAccountTerms(tx, restaurantId);
    if (!terms) throw notFound(LOCATION_MESSAGES.notFound);
    return insertRestaurant(tx, { ...terms, name, phone, address, timezone, currency });
  });
  return toLocation(
    { id, name, kitchenId: null, phone, address, timezone, currency, createdAt: new Date() },
    { restaurantId },
  );
}

export function toLocation(row: LocationRow, { restaurantId }: { restaurantId: string }): Location {
  return {
    id: row.id,
    name: row.name,
    kitchenId: row.kitchenId,
    timezone: row.timezone,
    currency: row.currency,
    address: row.address,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    isCurrent: row.id === restaurantId,
  };
}
