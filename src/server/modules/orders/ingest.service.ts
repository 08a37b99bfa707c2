import type { Order } from "../../../domain/order";
import { orderDetailsSchema } from "../../../domain/order";
import type { Platform } from "../../../domain/platforms";
import type { OrderStatus } from "../../../domain/status";
import type { Database } from "../../db/database";
import type { OrderEventActor } from "../../db/schema/order-events";
import { validationFailed } from "../../errors";
import { fromOrderRow, toOrderRow } from "./order-row";
import { findOrderByExternalId, insertNewOrder } from "./orders.repository";

/**
 * How an order of OrderDock's own making enters: test orders, the website form, seeds.
 * It validates, computes the totals, and stores the order, its first event and its
 * NEW_ORDER announcement in one statement: all three or none. A second delivery of the same
 * (restaurant, platform, external id) returns the stored order and announces nothing, also
 * when both arrive at once. Platform orders, which change after they arrive, go through
 * `platform-orders.service.ts`, which uses the same insert.
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
  actor?: { type: OrderEventActor; userId?: string; userName?: string };
  /** The status it enters with (seeds and browser-test fixtures place finished orders). */
  status?: OrderStatus;
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
  status = "new",
  now = new Date(),
}: IngestOrderOptions): Promise<IngestResult> {
  const parsed = orderDetailsSchema.safeParse(order);
  if (!parsed.success) throw validationFailed(parsed.error.issues);
  const row = toOrderRow({
    restaurantId,
    platform,
    externalId,
    details: parsed.data,
    status,
    isTest,
    receivedAt: now,
  });

  const created = await insertNewOrder(db, {
    row: { ...row, createdAt: row.createdAt ?? now, receivedAt: now },
    actorType: actor.type,
    actorUserId: actor.userId ?? null,
    actorName: actor.userName ?? null,
    at: now,
  });
  if (created) return { order: fromOrderRow(created), isNew: true };

  const existing = await findOrderByExternalId(db, { restaurantId, platform, externalId });
  if (!existing) throw new Error(`order ${platform}/${externalId} neither inserted nor found`);
  return { order: fromOrderRow(existing), isNew: false };
}
