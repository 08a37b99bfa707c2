import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { twinStores } from "../../db/schema/twin-stores";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import { findLatestAnswer } from "./twin-orders.repository";

/** SQL for what the platform twins know about each restaurant's store (docs/platform-twins.md). */
export type TwinStoreRow = typeof twinStores.$inferSelect;

export type TwinStoreChange = Partial<
  Pick<
    TwinStoreRow,
    | "paused"
    | "pausedUntil"
    | "pauseReason"
    | "prepSeconds"
    | "busySeconds"
    | "busyIntervalId"
    | "busyUntil"
  >
>;

export async function findTwinStore(
  db: Database,
  platform: TwinPlatform,
  restaurantId: string,
): Promise<TwinStoreRow | null> {
  const [row] = await db
    .select()
    .from(twinStores)
    .where(and(eq(twinStores.platform, platform), eq(twinStores.restaurantId, restaurantId)))
    .limit(1);
  return row ?? null;
}

export type SaveTwinStoreOptions = {
  platform: TwinPlatform;
  restaurantId: string;
  change: TwinStoreChange;
  /** On the twin's clock. */
  at: Date;
};

/** Writes the store's change, making its row the first time; the row as it is now. */
export async function saveTwinStore(
  db: Database,
  { platform, restaurantId, change, at }: SaveTwinStoreOptions,
): Promise<TwinStoreRow> {
  const [row] = await db
    .insert(twinStores)
    .values({ platform, restaurantId, ...change, updatedAt: at })
    .onConflictDoUpdate({
      target: [twinStores.platform, twinStores.restaurantId],
      set: { ...change, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error("saving a twin store returned nothing");
  return row;
}

/**
 * The answer the Grubhub twin gave when it set this busy interval (its start time lives
 * there: the store row keeps only what the interval does now).
 */
export async function findBusyIntervalAnswer(
  db: Database,
  restaurantId: string,
  intervalId: string,
): Promise<Record<string, unknown> | null> {
  const found = await findLatestAnswer(db, {
    platform: "grubhub",
    operation: "busy",
    restaurantId,
    answered: { key: "busy_interval_id", value: intervalId },
  });
  return found?.answer ?? null;
}
