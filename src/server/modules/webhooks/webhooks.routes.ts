import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isUuid } from "../../../domain/ids";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { badRequest, HttpError, notFound, unauthorized } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import type { SecretsBox } from "../../lib/secrets-box";
import type { SelfOrigin } from "../../lib/self-origin";
import { uberCredentials } from "../platform-calls/clients/uber-client";
import {
  findConnection,
  findUberConnectionByStore,
} from "../platforms/platform-connections.repository";
import { countUnverifiedDelivery } from "./deliveries.repository";
import { type DeliveryResult, handleDelivery, parseBody } from "./handle-delivery";
import { parseUberNotification } from "./mappers/ubereats";
import type { Receiver } from "./receivers/receiver";
import { receiverContext } from "./receivers/receiver-context";
import { RECEIVERS } from "./receivers/receivers";
import { isUberOrderEvent } from "./receivers/ubereats.receiver";
import { hasBearer, hasHmacBase64, hasHmacHex, SIGNATURE_HEADERS } from "./signatures";

export type WebhookRoutesOptions = {
  db: Database;
  bus: EventBus;
  box: SecretsBox;
  config: Config;
  selfOrigin: SelfOrigin;
};

const NOT_CONNECTED = "No enabled connection for this platform here";
const BAD_SIGNATURE = "Missing or invalid signature";
const BODY_LIMIT = 1024 * 1024;

type Secrets = { apiKey?: string; consumerSecret?: string };

/** Each platform's authenticity check on the raw bytes. */
const VERIFY: Record<
  "shopify" | "woocommerce" | "doordash" | "grubhub",
  (raw: Buffer, secrets: Secrets, request: FastifyRequest) => boolean
> = {
  shopify: (raw, secrets, request) =>
    hasHmacBase64(raw, secrets.apiKey ?? "", header(request, SIGNATURE_HEADERS.shopify)),
  woocommerce: (raw, secrets, request) =>
    hasHmacBase64(
      raw,
      secrets.consumerSecret ?? "",
      header(request, SIGNATURE_HEADERS.woocommerce),
    ),
  doordash: (_raw, secrets, request) =>
    hasBearer(secrets.apiKey ?? "", header(request, SIGNATURE_HEADERS.doordash)),
  grubhub: (raw, secrets, request) =>
    hasHmacBase64(raw, secrets.apiKey ?? "", header(request, SIGNATURE_HEADERS.grubhub)),
};

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * One receiver per platform (decision 094): the route checks the connection and the
 * signature on the raw bytes, then `handleDelivery` records the delivery and runs the
 * platform's receiver. Missing or bad signature → 401 (counted in the owner's log, body not
 * kept); switched-off or unknown connection → 404; a delivery with no order → 400; database
 * or platform unreachable → 503 so the platform retries. Everything else → 200.
 */
export function webhookRoutes({
  db,
  bus,
  box,
  config,
  selfOrigin,
}: WebhookRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    // Signatures cover the exact bytes sent, so every body stays a Buffer here.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    const run = (request: FastifyRequest, receiver: Receiver, restaurantId: string) =>
      handleDelivery({
        db,
        bus,
        log: request.log,
        receiver,
        context: { restaurantId, ...receiverContext(config, selfOrigin(), receiver.platform) },
        raw: rawOf(request),
        headers: request.headers,
      });

    app.post(
      "/webhooks/ubereats",
      { schema: { response: { 200: z.undefined() } } },
      async (request, reply) => {
        const raw = rawOf(request);
        const credentials = uberCredentials(config, selfOrigin());
        const notification = safeNotification(raw);
        const connection = notification?.storeId
          ? await findUberConnectionByStore(db, notification.storeId)
          : null;
        const isSigned = hasHmacHex(
          raw,
          credentials.clientSecret,
          header(request, SIGNATURE_HEADERS.ubereats),
        );
        if (!isSigned) {
          if (connection?.isConnected) {
            await countUnverifiedDelivery(db, {
              platform: "ubereats",
              restaurantId: connection.restaurantId,
              eventType: notification?.eventType.slice(0, 100) ?? "",
              at: new Date(),
            });
          }
          throw unauthorized(BAD_SIGNATURE, "BAD_SIGNATURE");
        }
        if (!notification)
          throw badRequest(
            "Uber Eats webhook without event_id and event_type",
            "MALFORMED_PAYLOAD",
          );
        if (!connection?.isConnected) {
          // An event for a store not connected here: orders are retried by Uber (404) in case
          // the store connects; anything else needs nothing.
          if (isUberOrderEvent(notification.eventType)) {
            throw notFound(NOT_CONNECTED, "NOT_CONNECTED");
          }
          return reply.status(200).send();
        }
        answer(await run(request, RECEIVERS.ubereats, connection.restaurantId));
        // Uber's webhooks guide: acknowledge with 200 and an empty body.
        return reply.status(200).send();
      },
    );

    for (const platform of ["shopify", "woocommerce", "doordash", "grubhub"] as const) {
      app.post(
        `/webhooks/${platform}/:restaurantId`,
        {
          schema: {
            params: z.object({ restaurantId: z.string().max(100) }),
            response: { 200: receivedSchema },
          },
        },
        async (request, reply) => {
          const { restaurantId } = request.params;
          if (!isUuid(restaurantId)) throw notFound(NOT_CONNECTED, "NOT_CONNECTED");
          const connection = await findConnection(db, restaurantId, platform);
          const raw = rawOf(request);
          // WooCommerce pings a new webhook with an unsigned form body first.
          if (platform === "woocommerce" && connection && isWooPing(request, raw)) {
            return reply.status(200).send({ received: true });
          }
          if (!connection?.isConnected) throw notFound(NOT_CONNECTED, "NOT_CONNECTED");
          const secrets = box.open(connection.secretsEncrypted) as Secrets;
          if (!VERIFY[platform](raw, secrets, request)) {
            await countUnverifiedDelivery(db, {
              platform,
              restaurantId,
              eventType: eventHeader(request, platform),
              at: new Date(),
            });
            throw unauthorized(BAD_SIGNATURE, "BAD_SIGNATURE");
          }
          answer(await run(request, RECEIVERS[platform], restaurantId));
          return reply.status(200).send({ received: true });
        },
      );
    }
  };
}

/** Refused → 400 with the reason; unreachable → 503 with Retry-After; otherwise 200. */
function answer(result: DeliveryResult): void {
  if (result.kind === "refused") throw badRequest(result.reason, "MALFORMED_PAYLOAD");
  if (result.kind === "unavailable") {
    throw new HttpError(503, result.reason, "UNAVAILABLE", { "retry-after": "30" });
  }
}

function rawOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function eventHeader(request: FastifyRequest, platform: string): string {
  const name =
    platform === "shopify"
      ? "x-shopify-topic"
      : platform === "woocommerce"
        ? "x-wc-webhook-topic"
        : "";
  return (name ? (header(request, name) ?? "") : "").slice(0, 100);
}

/**
 * The notification's store and event, read before the signature is checked (an unverified
 * delivery is counted in its store's log): made storable first, as every body is, since
 * they go into a query.
 */
function safeNotification(raw: Buffer) {
  try {
    return parseUberNotification(parseBody(raw.toString("utf8")));
  } catch {
    return null;
  }
}

function isWooPing(request: FastifyRequest, raw: Buffer): boolean {
  return (
    !header(request, SIGNATURE_HEADERS.woocommerce) &&
    /^webhook_id=\d+$/.test(raw.toString("utf8").trim())
  );
}
