import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { twinUberIntegrations } from "../../db/schema/twin-uber-integrations";
import { findConnection } from "../../modules/platforms/platform-connections.repository";

/** SQL for the Uber Eats twin's store integrations (docs/platform-twins.md). */
export type TwinUberIntegration = typeof twinUberIntegrations.$inferSelect;

export async function findUberIntegration(
  db: Database,
  storeId: string,
): Promise<TwinUberIntegration | null> {
  const [row] = await db
    .select()
    .from(twinUberIntegrations)
    .where(eq(twinUberIntegrations.storeId, storeId))
    .limit(1);
  return row ?? null;
}

export type UberIntegrationChange = Partial<
  Pick<TwinUberIntegration, "integrationEnabled" | "isOrderManager" | "integratorStoreId">
>;

/** Activate Integration: the store's row made or turned on, with what the app asked for. */
export async function activateUberIntegration(
  db: Database,
  storeId: string,
  change: UberIntegrationChange,
): Promise<void> {
  const values = { integrationEnabled: true, isOrderManager: false, ...change };
  await db
    .insert(twinUberIntegrations)
    .values({ storeId, ...values })
    .onConflictDoUpdate({
      target: twinUberIntegrations.storeId,
      set: { integrationEnabled: true, ...change, updatedAt: new Date() },
    });
}

/** Update Integration Details on a store already integrated: the row now, null when none. */
export async function updateUberIntegration(
  db: Database,
  storeId: string,
  change: UberIntegrationChange,
): Promise<TwinUberIntegration | null> {
  if (Object.keys(change).length === 0) return findUberIntegration(db, storeId);
  const [row] = await db
    .update(twinUberIntegrations)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(twinUberIntegrations.storeId, storeId))
    .returning();
  return row ?? null;
}

/**
 * The Uber store a restaurant's connection names (the twin knows a store's restaurant only
 * through OrderDock's connection), and its integration; null when Uber Eats is not
 * connected or names no store.
 */
export async function findRestaurantUberStore(
  db: Database,
  restaurantId: string,
): Promise<{ storeId: string; integration: TwinUberIntegration | null } | null> {
  const connection = await findConnection(db, restaurantId, "ubereats");
  const storeId = connection?.isConnected ? connection.settings.storeId : undefined;
  if (!storeId) return null;
  return { storeId, integration: await findUberIntegration(db, storeId) };
}
