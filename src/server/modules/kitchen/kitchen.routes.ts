import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { kitchenStationsSchema } from "../../../domain/api/kitchen";
import type { Database } from "../../db/database";
import { restaurantOf } from "../../plugins/session";
import { getKitchenStations } from "./kitchen.service";

/** The kitchen display's own read (docs/kitchen-display.md), for the session's restaurant. */
export function kitchenRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/kitchen/stations",
      { schema: { response: { 200: kitchenStationsSchema } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return getKitchenStations({ db, restaurantId });
      },
    );
  };
}
