import type { Order } from "../../../domain/order";
import { orderDetailsSchema } from "../../../domain/order";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import type { OrderEventActor } from "../../db/schema/order-events";
import { validationFailed } from "../../errors";
import type { EventBus } from "../realtime/event-bus";
import { fromOrderRow, type OrderRow, toOrderRow } from "./order-row";
import { findOrderByExternalId, insertOrderEvent, insertOrderIfAbsent } from "./orders.repository";

/**
 * The one way an order enters OrderDock (issue 4): test orders now, platforms and the
 * website form later. It validates, computes the totals in cents, stores the order and its
 * first event in one transaction, and announces NEW_ORDER when (and only when) that commits.
 * A second delivery of the same (restaurant, platform, external id) returns the stored
 * order and announces nothing, also when both arrive at once.
 */
export type IngestOrderOptions = {
  db: Database;
  bus: EventBus;
  restaurantId: string;
  platform: Platform;
  /** The platform's own id for the order: what makes a redelivery recognisable. */
  externalId: string;
  /** The order as the channel describes it (domain shape, money in cents). */
  order: unknown;
  isTest?: boolean;
  actor?: { type: OrderEventActor; userId?: string };
  now?: Date;
};

export type IngestResult = { order: Order; isNew: boolean };

export async function ingestOrder({
  db,
  bus,
  restaurantId,
  platform,
  externalId,
  order,
  isTest = false,
  actor = { type: "platform" },
  now = new Date(),
}: IngestOrderOptions): Promise<IngestResult> {
  const parsed = orderDetailsSchema.safeParse(order);
  if (!parsed.success) throw validationFailed(parsed.error.issues);
  const row = toOrderRow({
    restaurantId,
    platform,
    externalId,
    details: parsed.data,
    isTest,
    receivedAt: now,
  });

  const created = await db.transaction(async (tx): Promise<OrderRow | null> => {
    const inserted = await insertOrderIfAbsent(tx, row);
    if (!inserted) return null;
    await insertOrderEvent(tx, {
      orderId: inserted.id,
      restaurantId,
      actorType: actor.type,
      actorUserId: actor.userId ?? null,
      fromStatus: null,
      toStatus: inserted.status,
      at: now,
    });
    await bus.publish(tx, {
      restaurantId,
      message: {
        type: "NEW_ORDER",
        order: { id: inserted.id, orderNumber: inserted.orderNumber, status: inserted.status },
      },
    });
    return inserted;
  });
  if (created) return { order: fromOrderRow(created), isNew: true };

  const existing = await findOrderByExternalId(db, { restaurantId, platform, externalId });
  if (!existing) throw new Error(`order ${platform}/${externalId} neither inserted nor found`);
  return { order: fromOrderRow(existing), isNew: false };
}
