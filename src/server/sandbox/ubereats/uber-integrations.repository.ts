import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { twinUberIntegrations } from "../../db/schema/twin-uber-integrations";

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

/** Update Integration Details on a store already integrated; false when there is none. */
export async function updateUberIntegration(
  db: Database,
  storeId: string,
  change: UberIntegrationChange,
): Promise<boolean> {
  if (Object.keys(change).length === 0) return (await findUberIntegration(db, storeId)) !== null;
  const rows = await db
    .update(twinUberIntegrations)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(twinUberIntegrations.storeId, storeId))
    .returning({ storeId: twinUberIntegrations.storeId });
  return rows.length > 0;
}
