import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publishStatusSchema } from "../../../domain/api/menu-publish";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { personOf, restaurantOf } from "../../plugins/session";
import { retryMenuCall } from "./menu-calls.service";
import { getPublishStatus, publishMenu } from "./menu-publish.service";

const callParamsSchema = z.object({ callId: z.string().max(100) });

/** Publishing the menu and retrying a menu call a marketplace refused (docs/menu-sync.md). */
export function menuSyncRoutes({
  db,
  bus,
  clock,
}: {
  db: Database;
  bus: EventBus;
  clock?: () => Date;
}): FastifyPluginAsyncZod {
  const now = () => clock?.() ?? new Date();
  return async (app) => {
    app.get(
      "/api/menu/publish",
      { schema: { response: { 200: publishStatusSchema } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return getPublishStatus({ db, restaurantId, now: now() });
      },
    );

    app.post(
      "/api/menu/publish",
      { schema: { response: { 200: publishStatusSchema } } },
      async (request) => {
        const { restaurantId, userId } = await personOf(request);
        return publishMenu({ db, bus, restaurantId, userId, now: now() });
      },
    );

    app.post(
      "/api/menu/calls/:callId/retry",
      {
        schema: {
          params: callParamsSchema,
          response: { 200: z.object({ retried: z.literal(true) }) },
        },
      },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return retryMenuCall({ db, bus, restaurantId, callId: request.params.callId, now: now() });
      },
    );
  };
}
