import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  publicMenuSchema,
  publicOrderInputSchema,
  publicOrderResultSchema,
} from "../../../domain/api/public-order";
import type { Database } from "../../db/database";
import { getPublicMenu, placeWebsiteOrder } from "./public-orders.service";

const params = z.object({ restaurantId: z.string() });

/**
 * The order form runs on the restaurant's own site, so any origin may call these
 * routes. No credentials: they need no session, and a browser sends no cookie with them.
 */
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  // helmet's same-origin default would stop another site from reading the answer.
  "cross-origin-resource-policy": "cross-origin",
} as const;
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type",
  "access-control-max-age": "600",
} as const;

/** The website order form's API: no session, the restaurant named in the path. */
export function publicRoutes({
  db,
  clock = () => new Date(),
}: {
  db: Database;
  /** Now, for whether the restaurant has paused its form (tests move it on). */
  clock?: () => Date;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // This plugin's routes only; errors and 429s carry it too, so the form can read them.
    app.addHook("onRequest", async (_request, reply) => {
      reply.headers(CORS_HEADERS);
    });
    app.options("/api/public/*", async (_request, reply) =>
      reply.status(204).headers(PREFLIGHT_HEADERS).send(),
    );

    app.get(
      "/api/public/restaurants/:restaurantId/menu",
      {
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: { params, response: { 200: publicMenuSchema } },
      },
      async (request) =>
        getPublicMenu({ db, restaurantId: request.params.restaurantId, now: clock() }),
    );

    app.post(
      "/api/public/restaurants/:restaurantId/orders",
      {
        // A person orders a few times an hour; a script hammering the form is stopped here.
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: {
          params,
          body: publicOrderInputSchema,
          response: { 200: publicOrderResultSchema, 201: publicOrderResultSchema },
        },
      },
      async (request, reply) => {
        const { result, isNew } = await placeWebsiteOrder({
          db,
          restaurantId: request.params.restaurantId,
          input: request.body,
          now: clock(),
        });
        return reply.status(isNew ? 201 : 200).send(result);
      },
    );
  };
}
