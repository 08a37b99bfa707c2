import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderHistorySchema } from "../../../domain/api/order-history";
import { orderJsonSchema, toOrderJson } from "../../../domain/api/order-json";
import {
  acceptOrderInputSchema,
  cancelOrderInputSchema,
  itemUnavailableInputSchema,
  listOrdersQuerySchema,
  statusChangeJsonSchema,
  undoStatusChangeInputSchema,
  updateOrderInputSchema,
} from "../../../domain/api/orders";
import type { Database } from "../../db/database";
import { pinGateOf } from "../../plugins/route-permissions";
import { restaurantOf, sessionOf } from "../../plugins/session";
import { placesAsked } from "../locations/locations-asked";
import { getOrderHistory } from "./order-history";
import { changeOrderStatus, clearTestOrders, getOrders } from "./orders.service";
import {
  acceptOrder,
  cancelOrder,
  markItemUnavailable,
  rejectOrder,
  retryPlatformCall,
} from "./platform-actions.service";
import type { StatusChange } from "./status-change";
import { undoStatusChange } from "./undo.service";

export type OrderRoutesOptions = {
  db: Database;
  /** The server's clock: when a change happened, and whether it can still be undone. */
  clock?: () => Date;
};

/** Order calls (docs/api.md), for a restaurant's owner or demo visitor only. */
export function orderRoutes({
  db,
  clock = () => new Date(),
}: OrderRoutesOptions): FastifyPluginAsyncZod {
  /** A status change answers its order and the offer to undo it. */
  const changed = ({ order, undo }: StatusChange) => ({
    ...toOrderJson(order),
    ...(undo && { undo }),
  });

  return async (app) => {
    app.get(
      "/api/orders",
      {
        schema: { querystring: listOrdersQuerySchema, response: { 200: z.array(orderJsonSchema) } },
      },
      async (request) => {
        const { locations, ...query } = request.query;
        const places = await placesAsked(db, request, locations);
        const orders = await getOrders({ db, places, ...query });
        return orders.map(toOrderJson);
      },
    );

    app.put(
      "/api/orders/:id",
      {
        schema: {
          params: z.object({ id: z.string() }),
          body: updateOrderInputSchema,
          response: { 200: statusChangeJsonSchema },
        },
      },
      async (request) => {
        const { restaurantId, actor } = await restaurantOf(request);
        const change = await changeOrderStatus({
          db,
          restaurantId,
          actor,
          pinGate: pinGateOf(await sessionOf(request)),
          orderId: request.params.id,
          status: request.body.status,
          now: clock(),
        });
        return changed(change);
      },
    );

    const idParams = z.object({ id: z.string() });
    const actionSchema = <T extends z.ZodType>(body: T) => ({
      schema: { params: idParams, body, response: { 200: orderJsonSchema } },
    });
    const endingSchema = {
      schema: {
        params: idParams,
        body: cancelOrderInputSchema,
        response: { 200: statusChangeJsonSchema },
      },
    };
    const scopeOf = async (request: FastifyRequest) => {
      const { restaurantId, actor } = await restaurantOf(request);
      return { db, now: clock(), restaurantId, actor };
    };

    app.post("/api/orders/:id/accept", actionSchema(acceptOrderInputSchema), async (request) => {
      const scope = await scopeOf(request);
      const order = await acceptOrder({ ...scope, orderId: request.params.id, ...request.body });
      return toOrderJson(order);
    });

    app.post("/api/orders/:id/reject", endingSchema, async (request) => {
      const scope = await scopeOf(request);
      return changed(await rejectOrder({ ...scope, orderId: request.params.id, ...request.body }));
    });

    app.post("/api/orders/:id/cancel", endingSchema, async (request) => {
      const scope = await scopeOf(request);
      return changed(await cancelOrder({ ...scope, orderId: request.params.id, ...request.body }));
    });

    app.post(
      "/api/orders/:id/undo",
      {
        schema: {
          params: idParams,
          body: undoStatusChangeInputSchema,
          response: { 200: orderJsonSchema },
        },
      },
      async (request) => {
        const scope = await scopeOf(request);
        const order = await undoStatusChange({
          ...scope,
          orderId: request.params.id,
          eventId: request.body.eventId,
          pinGate: pinGateOf(await sessionOf(request)),
        });
        return toOrderJson(order);
      },
    );

    app.post(
      "/api/orders/:id/items/unavailable",
      actionSchema(itemUnavailableInputSchema),
      async (request) => {
        const scope = await scopeOf(request);
        const order = await markItemUnavailable({
          ...scope,
          orderId: request.params.id,
          lineId: request.body.lineId,
        });
        return toOrderJson(order);
      },
    );

    app.post(
      "/api/orders/:id/platform-call/retry",
      { schema: { params: idParams, response: { 200: orderJsonSchema } } },
      async (request) => {
        const scope = await scopeOf(request);
        return toOrderJson(await retryPlatformCall({ ...scope, orderId: request.params.id }));
      },
    );

    app.get(
      "/api/orders/:id/history",
      { schema: { params: idParams, response: { 200: orderHistorySchema } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return getOrderHistory(db, { restaurantId, orderId: request.params.id });
      },
    );

    app.post(
      "/api/orders/clear-test-data",
      { schema: { response: { 200: z.object({ deleted: z.number().int() }) } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return { deleted: await clearTestOrders({ db, restaurantId }) };
      },
    );
  };
}
