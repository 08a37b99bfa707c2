import type { FastifyRequest } from "fastify";
import { ALL_LOCATIONS } from "../../../domain/api/locations";
import { ROLE_FORBIDDEN_CODE, ROLE_FORBIDDEN_MESSAGE, roleMay } from "../../../domain/permissions";
import type { Database } from "../../db/database";
import { forbidden } from "../../errors";
import { restaurantOf, sessionOf } from "../../plugins/session";
import { listLocationsOf } from "./locations.repository";

/**
 * The locations a view of the orders asks for: the one the request works at, or with
 * `?locations=all` every location the person works at, for those whose role oversees
 * locations (Owner, Manager). A kitchen device sees its own location only.
 */
export async function locationsAsked(
  db: Database,
  request: FastifyRequest,
  asked: typeof ALL_LOCATIONS | undefined,
): Promise<string[]> {
  const { restaurantId, userId } = await restaurantOf(request);
  if (asked !== ALL_LOCATIONS) return [restaurantId];
  const { user, device } = await sessionOf(request);
  if (device || !roleMay(user.role, "locations.overview"))
    throw forbidden(ROLE_FORBIDDEN_MESSAGE, ROLE_FORBIDDEN_CODE);
  return (await listLocationsOf(db, { userId, restaurantId })).map((location) => location.id);
}
