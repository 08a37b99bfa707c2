import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  busyInputSchema,
  endInputSchema,
  kitchenLoadStatusSchema,
  pauseInputSchema,
  storeStatusSchema,
} from "../../../domain/api/store";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { restaurantOf } from "../../plugins/session";
import { listAutomaticActions, measureKitchenLoad } from "./kitchen-load";
import { endStoreControl, retryStoreCall, setStoreControl } from "./store-controls.service";
import { getStoreStatus } from "./store-status";

/** Pause and busy on the session's restaurant's channels (docs/store-controls.md). */
export function storeRoutes({
  db,
  bus,
  clock,
}: {
  db: Database;
  bus: EventBus;
  clock?: () => Date;
}): FastifyPluginAsyncZod {
  const now = () => clock?.() ?? new Date();
  const response = { response: { 200: storeStatusSchema } };
  return async (app) => {
    app.get("/api/store", { schema: response }, async (request) => {
      const { restaurantId } = await restaurantOf(request);
      return getStoreStatus({ db, restaurantId, now: now() });
    });

    app.get(
      "/api/store/load",
      { schema: { response: { 200: kitchenLoadStatusSchema } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        const [load, actions] = await Promise.all([
          measureKitchenLoad(db, restaurantId),
          listAutomaticActions(db, restaurantId),
        ]);
        return { load, actions };
      },
    );

    app.post(
      "/api/store/pause",
      { schema: { body: pauseInputSchema, ...response } },
      async (request) => {
        const { restaurantId, userId } = await restaurantOf(request);
        return setStoreControl({
          db,
          bus,
          restaurantId,
          userId,
          kind: "pause",
          ...request.body,
          now: now(),
        });
      },
    );

    app.post(
      "/api/store/busy",
      { schema: { body: busyInputSchema, ...response } },
      async (request) => {
        const { restaurantId, userId } = await restaurantOf(request);
        return setStoreControl({
          db,
          bus,
          restaurantId,
          userId,
          kind: "busy",
          ...request.body,
          now: now(),
        });
      },
    );

    app.post(
      "/api/store/end",
      { schema: { body: endInputSchema, ...response } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return endStoreControl({ db, bus, restaurantId, ...request.body, now: now() });
      },
    );

    app.post(
      "/api/store/calls/:callId/retry",
      { schema: { params: z.object({ callId: z.string() }), ...response } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return retryStoreCall({ db, bus, restaurantId, callId: request.params.callId, now: now() });
      },
    );
  };
}
