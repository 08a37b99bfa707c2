import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import { type WebhookDeliveryStatus, webhookDeliveries } from "../../db/schema/webhook-deliveries";

/** The delivery log: every webhook a restaurant received, per platform (decision 095). */
export type NewDelivery = {
  platform: Platform;
  restaurantId: string;
  deliveryKey: string;
  eventType: string;
  rawBody: string;
  headers: Record<string, string>;
  at: Date;
};

/**
 * Records a delivery under the platform's own key, or counts another attempt at one seen
 * before. Null when that one was already handled (processed or deliberately ignored): the
 * caller answers 200 and does nothing more. A failed or refused one is handled again.
 */
export async function claimDelivery(db: Database, delivery: NewDelivery): Promise<string | null> {
  const { at, ...values } = delivery;
  const [inserted] = await db
    .insert(webhookDeliveries)
    .values({ ...values, receivedAt: at })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  if (inserted) return inserted.id;
  const [retry] = await db
    .update(webhookDeliveries)
    .set({
      status: sql`case when ${webhookDeliveries.status} in ('processed', 'ignored') then ${webhookDeliveries.status} else 'received' end`,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      rawBody: delivery.rawBody,
      headers: delivery.headers,
    })
    .where(keyOf(delivery))
    .returning({ id: webhookDeliveries.id, status: webhookDeliveries.status });
  return retry && retry.status === "received" ? retry.id : null;
}

function keyOf(delivery: Pick<NewDelivery, "restaurantId" | "platform" | "deliveryKey">) {
  return and(
    eq(webhookDeliveries.restaurantId, delivery.restaurantId),
    eq(webhookDeliveries.platform, delivery.platform),
    eq(webhookDeliveries.deliveryKey, delivery.deliveryKey),
  );
}

export type DeliveryOutcome = {
  status: WebhookDeliveryStatus;
  orderId?: string | null;
  summary?: string | null;
  error?: string | null;
};

export async function finishDelivery(
  db: Database,
  id: string,
  outcome: DeliveryOutcome,
  at = new Date(),
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      orderId: outcome.orderId ?? null,
      summary: outcome.summary ?? null,
      error: outcome.error ?? null,
      processedAt: at,
    })
    .where(eq(webhookDeliveries.id, id));
}

/**
 * A delivery whose signature did not match, counted once a minute per restaurant and
 * platform with no body kept (it cannot be trusted), so the owner sees a wrong secret.
 */
export async function countUnverifiedDelivery(
  db: Database,
  delivery: { platform: Platform; restaurantId: string; eventType: string; at: Date },
): Promise<void> {
  const minute = delivery.at.toISOString().slice(0, 16);
  await db
    .insert(webhookDeliveries)
    .values({
      platform: delivery.platform,
      restaurantId: delivery.restaurantId,
      deliveryKey: `${UNVERIFIED_KEY_PREFIX}${minute}`,
      eventType: delivery.eventType,
      status: "refused",
      error: UNVERIFIED_ERROR,
      receivedAt: delivery.at,
      processedAt: delivery.at,
    })
    .onConflictDoUpdate({
      target: [
        webhookDeliveries.restaurantId,
        webhookDeliveries.platform,
        webhookDeliveries.deliveryKey,
      ],
      set: { attempts: sql`${webhookDeliveries.attempts} + 1` },
    });
}

export const UNVERIFIED_KEY_PREFIX = "unverified:";
export const UNVERIFIED_ERROR =
  "The signature did not match: check that the secret saved here is the one the platform signs with";

/**
 * A refused delivery's body (up to the 1 MB request limit) is kept to read and process
 * again for a while, and within a size per restaurant: past `before`, or beyond the newest
 * `maxBytesPerRestaurant` of a restaurant's refused bodies, only the record stays (what it
 * was, when, and why it was refused).
 */
export async function dropRefusedBodies(
  db: Database,
  { before, maxBytesPerRestaurant }: { before: Date; maxBytesPerRestaurant: number },
): Promise<number> {
  const result = await db.execute(sql`
    update webhook_deliveries set raw_body = ''
    where id in (
      select id from (
        select id, received_at,
          sum(octet_length(raw_body)) over (
            partition by restaurant_id order by received_at desc, id desc
          ) as kept_bytes
        from webhook_deliveries
        where status = 'refused' and raw_body <> ''
      ) refused
      where received_at < ${before.toISOString()}::timestamptz
        or kept_bytes > ${maxBytesPerRestaurant}
    )
    returning id`);
  return (result as { rows: unknown[] }).rows.length;
}

/** Unverified attempts are only counts; a week of them is plenty. */
export async function deleteUnverifiedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      and(
        sql`${webhookDeliveries.deliveryKey} like ${`${UNVERIFIED_KEY_PREFIX}%`}`,
        lt(webhookDeliveries.receivedAt, before),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}

export type DeliveryLogRow = {
  id: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  summary: string | null;
  error: string | null;
  attempts: number;
  receivedAt: Date;
  processedAt: Date | null;
  orderId: string | null;
  orderNumber: string | null;
  hasBody: boolean;
};

const logColumns = {
  id: webhookDeliveries.id,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  summary: webhookDeliveries.summary,
  error: webhookDeliveries.error,
  attempts: webhookDeliveries.attempts,
  receivedAt: webhookDeliveries.receivedAt,
  processedAt: webhookDeliveries.processedAt,
  orderId: webhookDeliveries.orderId,
  orderNumber: orders.orderNumber,
  hasBody: sql<boolean>`${webhookDeliveries.rawBody} <> ''`,
};

/**
 * A restaurant's deliveries from one platform, newest first; after `beforeId`, the ones older
 * than it (by time, then id, so deliveries of the same moment are neither skipped nor repeated).
 */
export function listDeliveries(
  db: Database,
  query: { restaurantId: string; platform: Platform; limit: number; beforeId?: string },
): Promise<DeliveryLogRow[]> {
  return db
    .select(logColumns)
    .from(webhookDeliveries)
    .leftJoin(orders, eq(orders.id, webhookDeliveries.orderId))
    .where(
      and(
        eq(webhookDeliveries.restaurantId, query.restaurantId),
        eq(webhookDeliveries.platform, query.platform),
        query.beforeId
          ? sql`(${webhookDeliveries.receivedAt}, ${webhookDeliveries.id}) < (
              select cursor.received_at, cursor.id from webhook_deliveries cursor
              where cursor.id = ${query.beforeId}::uuid and cursor.restaurant_id = ${query.restaurantId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.receivedAt), desc(webhookDeliveries.id))
    .limit(query.limit);
}

export type StoredDelivery = DeliveryLogRow & {
  rawBody: string;
  headers: Record<string, string>;
  deliveryKey: string;
};

export async function findDelivery(
  db: Database,
  query: { restaurantId: string; platform: Platform; id: string },
): Promise<StoredDelivery | null> {
  const [row] = await db
    .select({
      ...logColumns,
      rawBody: webhookDeliveries.rawBody,
      headers: webhookDeliveries.headers,
      deliveryKey: webhookDeliveries.deliveryKey,
    })
    .from(webhookDeliveries)
    .leftJoin(orders, eq(orders.id, webhookDeliveries.orderId))
    .where(
      and(
        eq(webhookDeliveries.id, query.id),
        eq(webhookDeliveries.restaurantId, query.restaurantId),
        eq(webhookDeliveries.platform, query.platform),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a stored delivery as being handled again ("Process again"). */
export async function reopenDelivery(db: Database, id: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: "received", attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(eq(webhookDeliveries.id, id));
}
