import { and, eq, sql } from "drizzle-orm";
import type { Platform } from "../../../domain/platforms";
import type { Database } from "../../db/database";
import { platformConnections } from "../../db/schema/platform-connections";

export type PlatformConnectionRow = typeof platformConnections.$inferSelect;

export function listPlatformConnections(
  db: Database,
  restaurantId: string,
): Promise<PlatformConnectionRow[]> {
  return db
    .select()
    .from(platformConnections)
    .where(eq(platformConnections.restaurantId, restaurantId));
}

export async function findConnection(
  db: Database,
  restaurantId: string,
  platform: Platform,
): Promise<PlatformConnectionRow | null> {
  const [row] = await db
    .select()
    .from(platformConnections)
    .where(
      and(
        eq(platformConnections.restaurantId, restaurantId),
        eq(platformConnections.platform, platform),
      ),
    );
  return row ?? null;
}

/** The Uber Eats connection of a store id (`meta.user_id` of Uber's webhooks). */
export async function findUberConnectionByStore(
  db: Database,
  storeId: string,
): Promise<PlatformConnectionRow | null> {
  const [row] = await db
    .select()
    .from(platformConnections)
    .where(
      and(
        eq(platformConnections.platform, "ubereats"),
        sql`${platformConnections.settings}->>'storeId' = ${storeId}`,
      ),
    );
  return row ?? null;
}

/** A store id longer than this is not an id any platform gives; it is not kept. */
export const MAX_STORE_ID_LENGTH = 100;

/**
 * Keeps the platform's id for the restaurant's store, read from one of its own verified
 * webhooks, on the connection that has none yet: an id already set (by the owner or by an
 * earlier order) is never replaced. Whether it was kept.
 */
export async function rememberStoreId(
  db: Database,
  {
    restaurantId,
    platform,
    setting,
    id,
  }: { restaurantId: string; platform: Platform; setting: "storeId" | "merchantId"; id: string },
): Promise<boolean> {
  if (id.length > MAX_STORE_ID_LENGTH) return false;
  const rows = await db
    .update(platformConnections)
    .set({
      settings: sql`coalesce(${platformConnections.settings}, '{}'::jsonb) || jsonb_build_object(${setting}::text, ${id}::text)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(platformConnections.restaurantId, restaurantId),
        eq(platformConnections.platform, platform),
        sql`coalesce(${platformConnections.settings}->>${setting}, '') = ''`,
      ),
    )
    .returning({ id: platformConnections.id });
  return rows.length > 0;
}

/**
 * The platform switched OrderDock off for the restaurant's store, or on again (Uber Eats'
 * `store.deprovisioned` and `store.provisioned`): kept on the connection as when and why, so
 * the screens say it; on again clears it. Only on the connected store the event names.
 * Whether a connection was changed.
 */
export async function setIntegrationState(
  db: Database,
  {
    restaurantId,
    platform,
    storeId,
    off,
  }: {
    restaurantId: string;
    platform: Platform;
    storeId: string;
    /** When and why it was switched off; null: on again. */
    off: { at: Date; reason: string } | null;
  },
): Promise<boolean> {
  const settings = off
    ? sql`coalesce(${platformConnections.settings}, '{}'::jsonb) || jsonb_build_object('integrationOffAt', ${off.at.toISOString()}::text, 'integrationOffReason', ${off.reason}::text)`
    : sql`coalesce(${platformConnections.settings}, '{}'::jsonb) - 'integrationOffAt' - 'integrationOffReason'`;
  const rows = await db
    .update(platformConnections)
    .set({ settings, updatedAt: new Date() })
    .where(
      and(
        eq(platformConnections.restaurantId, restaurantId),
        eq(platformConnections.platform, platform),
        eq(platformConnections.isConnected, true),
        sql`${platformConnections.settings}->>'storeId' = ${storeId}`,
      ),
    )
    .returning({ id: platformConnections.id });
  return rows.length > 0;
}

export type ConnectionValues = {
  isConnected: boolean;
  settings: Record<string, string>;
  secretsEncrypted: string | null;
  merchantAgreementAcceptedAt?: Date | null;
  connectedAt?: Date | null;
};

/** Writes the restaurant's connection to a platform, creating it the first time. */
export async function saveConnection(
  db: Database,
  restaurantId: string,
  platform: Platform,
  values: ConnectionValues,
): Promise<PlatformConnectionRow> {
  const now = new Date();
  const [row] = await db
    .insert(platformConnections)
    .values({ restaurantId, platform, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [platformConnections.restaurantId, platformConnections.platform],
      set: { ...values, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error("saving a platform connection returned nothing");
  return row;
}
