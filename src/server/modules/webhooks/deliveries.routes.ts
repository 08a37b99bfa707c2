import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  deliveryDetailSchema,
  deliveryIdParamsSchema,
  deliveryLogQuerySchema,
  deliveryLogSchema,
  deliveryParamsSchema,
  deliverySchema,
} from "../../../domain/api/webhook-deliveries";
import type { Platform } from "../../../domain/platforms";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import type { SelfOrigin } from "../../lib/self-origin";
import { restaurantOf } from "../../plugins/session";
import { getDelivery, getDeliveryLog, processDeliveryAgain } from "./deliveries.service";
import { receiverContext } from "./receivers/receiver-context";
import { isWebhookPlatform } from "./receivers/receivers";

export type DeliveryRoutesOptions = {
  db: Database;
  bus: EventBus;
  config: Config;
  selfOrigin: SelfOrigin;
};

/** The delivery log of each Platform Connections tab (docs/api.md), for the restaurant's owner. */
export function deliveryRoutes({
  db,
  bus,
  config,
  selfOrigin,
}: DeliveryRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const scopeOf = async (request: FastifyRequest, platform: Platform) => {
      if (!isWebhookPlatform(platform)) throw notFound("This platform sends no webhooks");
      const { restaurantId } = await restaurantOf(request);
      return { db, restaurantId, platform };
    };

    app.get(
      "/api/platform-connections/:platform/deliveries",
      {
        schema: {
          params: deliveryParamsSchema,
          querystring: deliveryLogQuerySchema,
          response: { 200: deliveryLogSchema },
        },
      },
      async (request) => {
        const scope = await scopeOf(request, request.params.platform);
        return { deliveries: await getDeliveryLog({ ...scope, ...request.query }) };
      },
    );

    app.get(
      "/api/platform-connections/:platform/deliveries/:id",
      { schema: { params: deliveryIdParamsSchema, response: { 200: deliveryDetailSchema } } },
      async (request) => {
        const scope = await scopeOf(request, request.params.platform);
        return { delivery: await getDelivery({ ...scope, id: request.params.id }) };
      },
    );

    app.post(
      "/api/platform-connections/:platform/deliveries/:id/process",
      {
        schema: {
          params: deliveryIdParamsSchema,
          response: { 200: z.object({ delivery: deliverySchema }) },
        },
      },
      async (request) => {
        const scope = await scopeOf(request, request.params.platform);
        const delivery = await processDeliveryAgain({
          ...scope,
          id: request.params.id,
          bus,
          log: request.log,
          context: receiverContext(config, selfOrigin(), scope.platform),
        });
        return { delivery };
      },
    );
  };
}
