import type { SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ALL_LOCATIONS } from "../../../domain/api/locations";
import { ROLE_FORBIDDEN_CODE, ROLE_FORBIDDEN_MESSAGE, roleMay } from "../../../domain/permissions";
import type { Database } from "../../db/database";
import { forbidden } from "../../errors";
import { restaurantOf, type Session, sessionOf } from "../../plugins/session";
import { listKitchenIds, listLocationsOf } from "./locations.repository";
import { idList, kitchenPlaces } from "./works-at";

/**
 * The locations a view of the orders (the list, the live feed, analytics) follows: the one
 * the session works at with the brands cooked in its kitchen (docs/brands.md), or with
 * `?locations=all` every location and brand the person works at, for those whose role
 * oversees locations (Owner, Manager), never a device. Null when the view asked for is not
 * theirs.
 */
export async function viewLocations(
  db: Database,
  { user, device }: Session,
  asked: unknown,
): Promise<string[] | null> {
  const { restaurantId } = user;
  if (!restaurantId) return null;
  if (asked === undefined) return listKitchenIds(db, restaurantId);
  if (asked !== ALL_LOCATIONS || device || !roleMay(user.role, "locations.overview")) return null;
  const locations = await listLocationsOf(db, { userId: user.id, restaurantId });
  return locations.map((location) => location.id);
}

/** The same for a request's route: 403 for a view that is not the person's. */
export async function locationsAsked(
  db: Database,
  request: FastifyRequest,
  asked: typeof ALL_LOCATIONS | undefined,
): Promise<string[]> {
  await restaurantOf(request);
  const locations = await viewLocations(db, await sessionOf(request), asked);
  if (!locations) throw forbidden(ROLE_FORBIDDEN_MESSAGE, ROLE_FORBIDDEN_CODE);
  return locations;
}

/**
 * The same as a list for `in`, for the order list a dashboard reloads: a location's own view
 * is its kitchen's places as a subquery of the list's statement, with no read before it.
 */
export async function placesAsked(
  db: Database,
  request: FastifyRequest,
  asked: typeof ALL_LOCATIONS | undefined,
): Promise<SQL> {
  const { restaurantId } = await restaurantOf(request);
  if (asked === undefined) return kitchenPlaces(restaurantId);
  return idList(await locationsAsked(db, request, asked));
}
