import type { FastifyBaseLogger } from "fastify";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { badRequest } from "../../errors";
import { ingestOrder } from "../orders/ingest.service";
import { cancelOrderFromPlatform } from "../orders/orders.service";
import type { EventBus } from "../realtime/event-bus";
import { claimDelivery, finishDelivery } from "./deliveries.repository";
import { type MappedOrder, PayloadError } from "./mappers/types";

/**
 * One verified webhook, whatever the platform (conventions §9): claim the delivery (a
 * duplicate stops here), then a new order goes through the one ingest path, a cancellation
 * cancels. The order is stored before the platform gets its 200 (an order acknowledged is
 * an order stored); a failure leaves the delivery open so the platform's retry is handled.
 */
export type OrderEvent =
  | { kind: "order"; map(): MappedOrder | Promise<MappedOrder> }
  | { kind: "cancel"; externalId: string }
  | { kind: "ignore" };

export type HandleOrderEventOptions = {
  db: Database;
  bus: EventBus;
  log: FastifyBaseLogger;
  platform: Platform;
  restaurantId: string;
  deliveryKey: string;
  eventType: string;
  payload: unknown;
  event: OrderEvent;
};

export async function handleOrderEvent(
  options: HandleOrderEventOptions,
): Promise<"stored" | "duplicate" | "cancelled" | "ignored"> {
  const { db, bus, log, platform, restaurantId, event } = options;
  const deliveryId = await claimDelivery(db, options);
  if (!deliveryId) return "duplicate";
  try {
    if (event.kind === "ignore") {
      await finishDelivery(db, deliveryId, { status: "ignored" });
      return "ignored";
    }
    if (event.kind === "cancel") {
      const order = await cancelOrderFromPlatform({
        db,
        bus,
        restaurantId,
        platform,
        externalId: event.externalId,
      });
      await finishDelivery(db, deliveryId, {
        status: order ? "processed" : "ignored",
        orderId: order?.id,
      });
      return "cancelled";
    }
    const mapped = await event.map();
    const { order } = await ingestOrder({
      db,
      restaurantId,
      platform,
      externalId: mapped.externalId,
      order: mapped.details,
    });
    await finishDelivery(db, deliveryId, { status: "processed", orderId: order.id });
    return "stored";
  } catch (error) {
    if (error instanceof PayloadError) {
      log.warn(
        { platform, deliveryKey: options.deliveryKey, reason: error.message },
        "malformed webhook payload",
      );
      await finishDelivery(db, deliveryId, { status: "rejected", error: error.message });
      throw badRequest(error.message, "MALFORMED_PAYLOAD");
    }
    await finishDelivery(db, deliveryId, { status: "failed", error: String(error) }).catch(
      () => {},
    );
    throw error;
  }
}
