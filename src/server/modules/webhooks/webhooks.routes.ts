import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { isUuid } from "../../../domain/ids";
import type { Platform } from "../../../domain/platforms";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { badRequest, notFound, unauthorized } from "../../errors";
import type { SecretsBox } from "../../lib/secrets-box";
import {
  findConnection,
  findUberConnectionByStore,
} from "../platforms/platform-connections.repository";
import { originOf } from "../platforms/platforms.routes";
import { fetchOrderDetails, uberCredentials } from "../platforms/ubereats/uber-client";
import type { EventBus } from "../realtime/event-bus";
import { handleOrderEvent, type OrderEvent } from "./handle-order-event";
import { mapDoorDashOrder, parseDoorDashCancellation } from "./mappers/doordash";
import { isGrubhubCancellation, mapGrubhubOrder } from "./mappers/grubhub";
import { isShopifyCancellation, mapShopifyOrder } from "./mappers/shopify";
import { shopifyOrderIdFromRaw } from "./mappers/shopify-id";
import { PayloadError } from "./mappers/types";
import { isUberCancellation, mapUberEatsOrder, parseUberNotification } from "./mappers/ubereats";
import { isWooCommerceCancellation, mapWooCommerceOrder } from "./mappers/woocommerce";
import { hasBearer, hasHmacBase64, hasHmacHex, SIGNATURE_HEADERS } from "./signatures";

export type WebhookRoutesOptions = { db: Database; bus: EventBus; box: SecretsBox; config: Config };

const NOT_CONNECTED = "No enabled connection for this platform here";
const BAD_SIGNATURE = "Missing or invalid signature";

/**
 * One receiver per platform (issue 9, platforms.md §0): verify on the raw bytes, parse, map,
 * store, answer. Missing or bad signature → 401; disabled connection → 404; malformed → 400;
 * database down → 503 so the platform retries. Nothing is stored before the check passes.
 */
export function webhookRoutes({ db, bus, box, config }: WebhookRoutesOptions): FastifyPluginAsync {
  return async (app) => {
    // Signatures cover the exact bytes sent, so every body stays a Buffer here.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    const handle = (
      request: FastifyRequest,
      platform: Platform,
      restaurantId: string,
      deliveryKey: string,
      eventType: string,
      payload: unknown,
      event: OrderEvent,
    ) =>
      handleOrderEvent({
        db,
        bus,
        log: request.log,
        platform,
        restaurantId,
        deliveryKey,
        eventType,
        payload,
        event,
      });

    app.post("/webhooks/ubereats", async (request, reply) => {
      const raw = rawOf(request);
      const credentials = uberCredentials(config, originOf(config, request));
      if (!hasHmacHex(raw, credentials.clientSecret, header(request, SIGNATURE_HEADERS.ubereats))) {
        throw unauthorized(BAD_SIGNATURE, "BAD_SIGNATURE");
      }
      const payload = jsonOf(raw);
      const notification = parsed(() => parseUberNotification(payload));
      const connection = notification.storeId
        ? await findUberConnectionByStore(db, notification.storeId)
        : null;
      if (!connection?.isConnected) throw notFound(NOT_CONNECTED, "NOT_CONNECTED");
      const event: OrderEvent = isUberCancellation(notification)
        ? { kind: "cancel", externalId: notification.orderId }
        : notification.eventType === "orders.notification"
          ? {
              kind: "order",
              map: async () =>
                mapUberEatsOrder(await fetchOrderDetails(credentials, notification.orderId)),
            }
          : { kind: "ignore" };
      await handle(
        request,
        "ubereats",
        connection.restaurantId,
        notification.eventId,
        notification.eventType,
        payload,
        event,
      );
      // platforms.md §1: Uber wants 200 with an empty body.
      return reply.status(200).send();
    });

    app.post("/webhooks/:platform/:restaurantId", async (request, reply) => {
      const { platform, restaurantId } = request.params as {
        platform: string;
        restaurantId: string;
      };
      if (
        !["doordash", "grubhub", "shopify", "woocommerce"].includes(platform) ||
        !isUuid(restaurantId)
      ) {
        throw notFound(NOT_CONNECTED, "NOT_CONNECTED");
      }
      const connection = await findConnection(db, restaurantId, platform as Platform);
      const raw = rawOf(request);
      // platforms.md §5: WooCommerce pings a new webhook with an unsigned form body first.
      if (platform === "woocommerce" && connection && isWooPing(request, raw))
        return reply.status(200).send();
      if (!connection?.isConnected) throw notFound(NOT_CONNECTED, "NOT_CONNECTED");
      const secrets = box.open(connection.secretsEncrypted);

      if (platform === "shopify") {
        if (!hasHmacBase64(raw, secrets.apiKey ?? "", header(request, SIGNATURE_HEADERS.shopify)))
          throw unauthorized(BAD_SIGNATURE, "BAD_SIGNATURE");
        const payload = jsonOf(raw);
        const topic = header(request, "x-shopify-topic") ?? "orders/create";
        // platforms.md §4: ids exceed 2^53, so the id is read from the raw text.
        const orderId = parsed(() => shopifyOrderIdFromRaw(raw.toString("utf8")));
        const deliveryKey = header(request, "x-shopify-webhook-id") ?? `${topic}:${orderId}`;
        // A create is stored as it comes; a cancellation arrives as its own topic (or an update).
        const isCancel =
          topic === "orders/cancelled" ||
          (topic === "orders/updated" && isShopifyCancellation(topic, payload));
        const event: OrderEvent = isCancel
          ? { kind: "cancel", externalId: orderId }
          : topic === "orders/create"
            ? {
                kind: "order",
                map: () => mapShopifyOrder(payload, { rawBody: raw.toString("utf8") }),
              }
            : { kind: "ignore" };
        await handle(request, "shopify", restaurantId, deliveryKey, topic, payload, event);
      } else if (platform === "woocommerce") {
        if (
          !hasHmacBase64(
            raw,
            secrets.consumerSecret ?? "",
            header(request, SIGNATURE_HEADERS.woocommerce),
          )
        )
          throw unauthorized(BAD_SIGNATURE, "BAD_SIGNATURE");
        const payload = jsonOf(raw) as { id?: unknown; date_modified_gmt?: unknown };
        const topic = header(request, "x-wc-webhook-topic") ?? "order.created";
        // platforms.md §5: no retry id; the order id and its modification time identify an event.
        const deliveryKey = `${topic}:${String(payload.id)}:${String(payload.date_modified_gmt ?? "")}`;
        const event: OrderEvent = isWooCommerceCancellation(payload)
          ? { kind: "cancel", externalId: String(payload.id) }
          : topic.startsWith("order.")
            ? { kind: "order", map: () => mapWooCommerceOrder(payload) }
            : { kind: "ignore" };
        await handle(request, "woocommerce", restaurantId, deliveryKey, topic, payload, event);
      } else if (platform === "doordash") {
        if (!hasBearer(secrets.apiKey ?? "", header(request, SIGNATURE_HEADERS.doordash)))
          throw unauthorized(BAD_SIGNATURE, "BAD_SIGNATURE");
        const payload = jsonOf(raw) as {
          order?: { id?: unknown };
          id?: unknown;
          event?: { type?: unknown };
        };
        const cancellation = parseDoorDashCancellation(payload);
        const orderId = String(payload.order?.id ?? payload.id ?? "");
        const eventType = cancellation
          ? "OrderCancel"
          : String(payload.event?.type ?? "OrderCreate");
        // platforms.md §2a: no event id is documented; the order id identifies the event.
        const deliveryKey = `${eventType}:${cancellation?.orderId ?? orderId}`;
        const event: OrderEvent = cancellation
          ? { kind: "cancel", externalId: cancellation.orderId }
          : { kind: "order", map: () => mapDoorDashOrder(payload) };
        await handle(request, "doordash", restaurantId, deliveryKey, eventType, payload, event);
      } else {
        if (!hasHmacBase64(raw, secrets.apiKey ?? "", header(request, SIGNATURE_HEADERS.grubhub)))
          throw unauthorized(BAD_SIGNATURE, "BAD_SIGNATURE");
        const payload = jsonOf(raw) as { uuid?: unknown; status?: unknown };
        // platforms.md §3: dedupe on the order's uuid and status.
        const deliveryKey = `${String(payload.uuid)}:${String(payload.status ?? "")}`;
        const event: OrderEvent = isGrubhubCancellation(payload)
          ? { kind: "cancel", externalId: String(payload.uuid) }
          : { kind: "order", map: () => mapGrubhubOrder(payload) };
        await handle(
          request,
          "grubhub",
          restaurantId,
          deliveryKey,
          String(payload.status ?? "order"),
          payload,
          event,
        );
      }
      return reply.status(200).send({ received: true });
    });
  };
}

function rawOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw badRequest("The body is not JSON", "MALFORMED_PAYLOAD");
  }
}

/** A mapper's PayloadError, thrown before any delivery is recorded, is a 400 too. */
function parsed<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof PayloadError) throw badRequest(error.message, "MALFORMED_PAYLOAD");
    throw error;
  }
}

function isWooPing(request: FastifyRequest, raw: Buffer): boolean {
  return (
    !header(request, SIGNATURE_HEADERS.woocommerce) &&
    /^webhook_id=\d+$/.test(raw.toString("utf8").trim())
  );
}
