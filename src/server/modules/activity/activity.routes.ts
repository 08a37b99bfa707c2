import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { activityPageSchema, activityQuerySchema } from "../../../domain/api/activity";
import type { Database } from "../../db/database";
import { restaurantOf } from "../../plugins/session";
import { getActivity } from "./activity.service";

/** GET /api/activity (docs/api.md): the restaurant's activity log, for owners and managers. */
export function activityRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/activity",
      { schema: { querystring: activityQuerySchema, response: { 200: activityPageSchema } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return getActivity(db, restaurantId, request.query);
      },
    );
  };
}
