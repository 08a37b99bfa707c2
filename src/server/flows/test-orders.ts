import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orderJsonSchema, toOrderJson } from "../../domain/api/order-json";
import type { Order } from "../../domain/order";
import type { Database } from "../db/database";
import { ingestOrder } from "../modules/orders/ingest.service";
import { listOrderableItems } from "../modules/sample-data/orderable-items";
import { createRandom, type Random } from "../modules/sample-data/random";
import { createSampleOrder } from "../modules/sample-data/sample-orders";
import { personOf } from "../plugins/session";

export type CreateTestOrderOptions = {
  db: Database;
  restaurantId: string;
  userId: string;
  userName: string;
  random?: Random;
  now?: Date;
};

/**
 * One realistic order on a random platform, marked as test data, through the same ingest
 * path as a real one. Items come from the restaurant's menu, available ones only, or the
 * built-in catalogue while it has none.
 */
export async function createTestOrder({
  db,
  restaurantId,
  userId,
  userName,
  random = createRandom(),
  now = new Date(),
}: CreateTestOrderOptions): Promise<Order> {
  const orderable = await listOrderableItems(db, restaurantId, now);
  const sample = createSampleOrder({
    random,
    created: now,
    sequence: random.int(100, 8999),
    // A restaurant without a menu (or with everything 86'd) still gets a believable ticket.
    ...(orderable.length > 0 && { catalogue: orderable }),
  });
  const { order } = await ingestOrder({
    db,
    restaurantId,
    platform: sample.platform,
    externalId: `test-${randomUUID()}`,
    order: sample.details,
    isTest: true,
    actor: { type: "user", userId, userName },
    now,
  });
  return order;
}

/** POST /api/orders/test-new (docs/api.md), for a restaurant's owner or demo visitor. */
export function testOrderRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/orders/test-new",
      { schema: { response: { 201: orderJsonSchema } } },
      async (request, reply) => {
        const { restaurantId, userId, userName } = await personOf(request);
        const order = await createTestOrder({ db, restaurantId, userId, userName });
        return reply.status(201).send(toOrderJson(order));
      },
    );
  };
}
