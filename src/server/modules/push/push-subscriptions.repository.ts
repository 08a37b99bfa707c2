import { and, eq, inArray } from "drizzle-orm";
import type { PushChoices } from "../../../domain/api/push";
import type { Database } from "../../db/database";
import { type PushSubscriptionRow, pushSubscriptions } from "../../db/schema/push";

/** SQL for the devices that take push alerts, always within one restaurant. */

export function listSubscriptions(db: Database, restaurantId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.restaurantId, restaurantId))
    .orderBy(pushSubscriptions.createdAt);
}

export async function findSubscription(
  db: Database,
  restaurantId: string,
  id: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.restaurantId, restaurantId), eq(pushSubscriptions.id, id)));
  return row;
}

/** Any restaurant's: the endpoint is unique to one browser. */
export async function findSubscriptionByEndpoint(
  db: Database,
  endpoint: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

export function subscriptionsByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...ids]));
}

/**
 * A device subscribes, or again: the endpoint is the browser's own, so the same endpoint
 * is the same device, now this account's with these choices.
 */
export async function saveSubscription(
  db: Database,
  values: {
    restaurantId: string;
    userId: string;
    endpoint: string;
    keysSealed: string;
    deviceName: string;
  } & PushChoices,
): Promise<PushSubscriptionRow> {
  const { endpoint, ...rest } = values;
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...rest, lastError: null },
    })
    .returning();
  if (!row) throw new Error("the push subscription was not saved");
  return row;
}

export async function updateSubscription(
  db: Database,
  restaurantId: string,
  id: string,
  patch: Partial<PushChoices & { deviceName: string }>,
): Promise<PushSubscriptionRow | undefined> {
  if (Object.keys(patch).length === 0) return findSubscription(db, restaurantId, id);
  const [row] = await db
    .update(pushSubscriptions)
    .set(patch)
    .where(and(eq(pushSubscriptions.restaurantId, restaurantId), eq(pushSubscriptions.id, id)))
    .returning();
  return row;
}

export async function deleteSubscription(
  db: Database,
  restaurantId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.restaurantId, restaurantId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** What the push service said of the last try. */
export async function noteDelivery(
  db: Database,
  id: string,
  outcome: { sentAt: Date } | { error: string },
) {
  await db
    .update(pushSubscriptions)
    .set(
      "sentAt" in outcome
        ? { lastSentAt: outcome.sentAt, lastError: null }
        : { lastError: outcome.error },
    )
    .where(eq(pushSubscriptions.id, id));
}

/** The push service says the device is gone: it is forgotten, whoever's it was. */
export async function forgetSubscription(db: Database, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
