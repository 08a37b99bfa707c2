import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { newBrandInputSchema } from "../../../domain/api/brands";
import {
  chooseLocationInputSchema,
  LOCATION_COOKIE,
  locationSchema,
  newLocationInputSchema,
} from "../../../domain/api/locations";
import type { Database } from "../../db/database";
import { personOf, restaurantOf } from "../../plugins/session";
import { addBrand } from "./brands.service";
import { addLocation, getLocations, requireLocation } from "./locations.service";

/** A browser remembers the location it works at for a year, as a device remembers its pairing. */
const LOCATION_COOKIE_DAYS = 365;

/**
 * The account's locations and their brands (docs/api.md, docs/locations.md,
 * docs/brands.md): the list, adding either, and the browser choosing the one it works at. Who may call each is in the permission table.
 */
export function locationRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/locations",
      { schema: { response: { 200: z.array(locationSchema) } } },
      async (request) => {
        const { restaurantId, userId } = await restaurantOf(request);
        return getLocations({ db, restaurantId, userId });
      },
    );

    app.post(
      "/api/locations",
      { schema: { body: newLocationInputSchema, response: { 201: locationSchema } } },
      async (request, reply) => {
        const { restaurantId, userId, role } = await personOf(request);
        const location = await addLocation(
          { db, restaurantId, userId, isDemo: role === "demo" },
          request.body,
        );
        return reply.status(201).send(location);
      },
    );

    app.post(
      "/api/brands",
      { schema: { body: newBrandInputSchema, response: { 201: locationSchema } } },
      async (request, reply) => {
        const { restaurantId, userId, role } = await personOf(request);
        const brand = await addBrand(
          { db, restaurantId, userId, isDemo: role === "demo" },
          request.body,
        );
        return reply.status(201).send(brand);
      },
    );

    // Every later call of this browser, and its live feed, works at the location chosen.
    app.put(
      "/api/session/location",
      { schema: { body: chooseLocationInputSchema } },
      async (request, reply) => {
        const { restaurantId, userId } = await personOf(request);
        const location = await requireLocation(
          { db, restaurantId, userId },
          request.body.locationId,
        );
        reply.setCookie(LOCATION_COOKIE, location.id, {
          path: "/",
          httpOnly: true,
          sameSite: "lax",
          secure: request.protocol === "https",
          maxAge: LOCATION_COOKIE_DAYS * 24 * 3600,
        });
        return reply.status(204).send();
      },
    );
  };
}
