import { and, eq, sql } from "drizzle-orm";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { webhookDeliveries } from "../../db/schema/webhook-deliveries";

type DeliveryStatus = (typeof webhookDeliveries.$inferSelect)["status"];

/**
 * Records a delivery under the platform's own key. Null when this key was already handled
 * (a retry or a duplicate): the caller answers 200 and does nothing more.
 */
export async function claimDelivery(
  db: Database,
  delivery: {
    platform: Platform;
    restaurantId: string;
    deliveryKey: string;
    eventType: string;
    payload: unknown;
  },
): Promise<string | null> {
  const [inserted] = await db
    .insert(webhookDeliveries)
    .values({ ...delivery, payload: delivery.payload as object })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  if (inserted) return inserted.id;
  // Seen before: handled again unless it was processed or deliberately ignored — a
  // failed attempt (a crash, a 503) is retried, and a malformed body is refused again.
  const [retry] = await db
    .update(webhookDeliveries)
    .set({ status: "received", error: null })
    .where(
      and(
        eq(webhookDeliveries.platform, delivery.platform),
        eq(webhookDeliveries.deliveryKey, delivery.deliveryKey),
        sql`${webhookDeliveries.status} in ('received', 'failed', 'rejected')`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return retry?.id ?? null;
}

export async function finishDelivery(
  db: Database,
  id: string,
  outcome: { status: DeliveryStatus; orderId?: string | null; error?: string | null },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ ...outcome, processedAt: new Date() })
    .where(eq(webhookDeliveries.id, id));
}
