import type { Order } from "../../../domain/order";
import { orderDetailsSchema } from "../../../domain/order";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import type { OrderEventActor } from "../../db/schema/order-events";
import { validationFailed } from "../../errors";
import { fromOrderRow, toOrderRow } from "./order-row";
import { findOrderByExternalId, insertNewOrder } from "./orders.repository";

/**
 * The one way an order enters OrderDock (issue 4): test orders now, platforms and the
 * website form later. It validates, computes the totals in cents, and stores the order, its
 * first event and its NEW_ORDER announcement in one statement: all three or none.
 * A second delivery of the same (restaurant, platform, external id) returns the stored
 * order and announces nothing, also when both arrive at once.
 */
export type IngestOrderOptions = {
  db: Database;
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

  const created = await insertNewOrder(db, {
    row: { ...row, createdAt: row.createdAt ?? now, receivedAt: now },
    actorType: actor.type,
    actorUserId: actor.userId ?? null,
    at: now,
  });
  if (created) return { order: fromOrderRow(created), isNew: true };

  const existing = await findOrderByExternalId(db, { restaurantId, platform, externalId });
  if (!existing) throw new Error(`order ${platform}/${externalId} neither inserted nor found`);
  return { order: fromOrderRow(existing), isNew: false };
}
