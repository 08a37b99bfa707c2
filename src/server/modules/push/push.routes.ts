import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PUSH_ENDPOINT_MESSAGE,
  type PushDevice,
  pushDeviceSchema,
  pushStatusSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionPatchSchema,
} from "../../../domain/api/push";
import { isKnownPushService, testMessage } from "../../../domain/push";
import type { Database } from "../../db/database";
import type { PushSubscriptionRow } from "../../db/schema/push";
import { badRequest, conflict, notFound } from "../../errors";
import type { SecretsBox } from "../../lib/secrets-box";
import { personOf, restaurantOf } from "../../plugins/session";
import type { PushDelivery } from "./push-delivery";
import type { VapidKeys } from "./push-keys";
import {
  deleteSubscription,
  findSubscription,
  findSubscriptionByEndpoint,
  listSubscriptions,
  saveSubscription,
  updateSubscription,
} from "./push-subscriptions.repository";

export const PUSH_MESSAGES = {
  notFound: "That device does not take this restaurant's alerts",
  elsewhere:
    "This device takes another restaurant's alerts; turn them off there first, or turn alerts on again in this browser",
} as const;

const idParams = z.object({ id: z.uuid(PUSH_MESSAGES.notFound) });

/** The devices that take push alerts, for the session's restaurant (docs/push-alerts.md). */
export function pushRoutes({
  db,
  box,
  keys,
  delivery,
  extraServices,
}: {
  db: Database;
  box: SecretsBox;
  keys: () => Promise<VapidKeys>;
  delivery: PushDelivery;
  /** Push services allowed besides the browsers' own (PUSH_SERVICES), by origin. */
  extraServices: readonly string[];
}): FastifyPluginAsyncZod {
  return async (app) => {
    const found = async (restaurantId: string, id: string) => {
      const row = await findSubscription(db, restaurantId, id);
      if (!row) throw notFound(PUSH_MESSAGES.notFound, "PUSH_DEVICE_NOT_FOUND");
      return row;
    };

    app.get("/api/push", { schema: { response: { 200: pushStatusSchema } } }, async (request) => {
      const { restaurantId } = await restaurantOf(request);
      const [{ publicKey }, rows] = await Promise.all([
        keys(),
        listSubscriptions(db, restaurantId),
      ]);
      return { publicKey, devices: rows.map(deviceOf) };
    });

    app.post(
      "/api/push/subscriptions",
      { schema: { body: pushSubscriptionInputSchema, response: { 201: pushDeviceSchema } } },
      async (request, reply) => {
        const { restaurantId, userId } = await personOf(request);
        const { subscription, ...choices } = request.body;
        if (!isKnownPushService(subscription.endpoint, extraServices))
          throw badRequest(PUSH_ENDPOINT_MESSAGE, "PUSH_SERVICE_UNKNOWN");
        // The same endpoint is the same browser. Another restaurant's device moves here only
        // for the browser itself, which alone knows its keys (a shared tablet changing hands),
        // never for someone who has only learned its address.
        const existing = await findSubscriptionByEndpoint(db, subscription.endpoint);
        if (existing && existing.restaurantId !== restaurantId) {
          const keys = box.open(existing.keysSealed);
          if (keys.p256dh !== subscription.keys.p256dh || keys.auth !== subscription.keys.auth)
            throw conflict(PUSH_MESSAGES.elsewhere, "PUSH_DEVICE_ELSEWHERE");
        }
        const row = await saveSubscription(db, {
          restaurantId,
          userId,
          endpoint: subscription.endpoint,
          keysSealed: box.seal(subscription.keys),
          ...choices,
        });
        return reply.status(201).send(deviceOf(row));
      },
    );

    app.patch(
      "/api/push/subscriptions/:id",
      {
        schema: {
          params: idParams,
          body: pushSubscriptionPatchSchema,
          response: { 200: pushDeviceSchema },
        },
      },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        const row = await updateSubscription(db, restaurantId, request.params.id, request.body);
        if (!row) throw notFound(PUSH_MESSAGES.notFound, "PUSH_DEVICE_NOT_FOUND");
        return deviceOf(row);
      },
    );

    app.delete(
      "/api/push/subscriptions/:id",
      { schema: { params: idParams } },
      async (request, reply) => {
        const { restaurantId } = await restaurantOf(request);
        if (!(await deleteSubscription(db, restaurantId, request.params.id)))
          throw notFound(PUSH_MESSAGES.notFound, "PUSH_DEVICE_NOT_FOUND");
        return reply.status(204).send();
      },
    );

    /** A test alert to one device; the answer says what its push service did with it. */
    app.post(
      "/api/push/subscriptions/:id/test",
      { schema: { params: idParams } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        const row = await found(restaurantId, request.params.id);
        return delivery.deliver(row, testMessage(row.deviceName));
      },
    );
  };
}

function deviceOf(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    deviceName: row.deviceName,
    endpoint: row.endpoint,
    orderWaitMinutes: row.orderWaitMinutes as PushDevice["orderWaitMinutes"],
    printerOffline: row.printerOffline,
    autoPaused: row.autoPaused,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}
