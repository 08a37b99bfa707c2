import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type OrderMessage, orderMessageSchema } from "../../../domain/realtime";
import type { Database, DatabaseHandle } from "../../db/database";

/**
 * design §5: one EventBus for every instance. Publishing is a NOTIFY inside the caller's
 * transaction, so an event goes out exactly when its change commits, and never for a change
 * rolled back. Every instance LISTENs and hands each event to its local subscribers; one
 * instance or ten, the path is the same.
 */
export const EVENTS_CHANNEL = "orderdock_events";

export const restaurantEventSchema = z.object({
  restaurantId: z.string(),
  message: orderMessageSchema,
});
export type RestaurantEvent = { restaurantId: string; message: OrderMessage };

/**
 * The same notification `publish` sends, as SQL over the order rows of `source` (a CTE or
 * table with the orders columns), for statements that create an order and announce it in
 * one go. `restaurantEventSchema` reads both.
 */
export function orderNotificationSql(type: OrderMessage["type"], source: SQL): SQL {
  return sql`select pg_notify(${EVENTS_CHANNEL}, json_build_object(
      'restaurantId', ${source}.restaurant_id,
      'message', json_build_object(
        'type', ${type}::text,
        'order', json_build_object('id', ${source}.id, 'orderNumber', ${source}.order_number, 'status', ${source}.status)
      )
    )::text) from ${source}`;
}

export type EventBus = {
  publish(tx: Database, event: RestaurantEvent): Promise<void>;
  subscribe(listener: (event: RestaurantEvent) => void): () => void;
  /** Called after the feed was lost and restored: events in the gap may be missing. */
  onResubscribed(listener: () => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createEventBus({
  database,
  logger,
}: {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
}): EventBus {
  const listeners = new Set<(event: RestaurantEvent) => void>();
  const resubscribers = new Set<() => void>();
  let unlisten: (() => Promise<void>) | null = null;

  const deliver = (payload: string) => {
    let event: RestaurantEvent;
    try {
      event = restaurantEventSchema.parse(JSON.parse(payload));
    } catch (error) {
      logger.warn({ err: error }, "ignored a malformed event");
      return;
    }
    for (const listener of listeners) listener(event);
  };

  return {
    publish: async (tx, event) => {
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResubscribed: (listener) => {
      resubscribers.add(listener);
      return () => resubscribers.delete(listener);
    },
    start: async () => {
      unlisten ??= await database.listen({
        channel: EVENTS_CHANNEL,
        onNotification: deliver,
        onResubscribed: () => {
          logger.warn("event feed restored after a dropped database connection");
          for (const listener of resubscribers) listener();
        },
        onConnectionError: (error) => logger.warn({ err: error }, "event feed connection failed"),
      });
    },
    stop: async () => {
      await unlisten?.();
      unlisten = null;
    },
  };
}
