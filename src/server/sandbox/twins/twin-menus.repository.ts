import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type TwinSuspension, twinMenus } from "../../db/schema/twin-menus";
import { findLatestAnswer } from "./twin-orders.repository";
import type { TwinStorePlatform } from "./twin-store-platforms";

/**
 * SQL for what the platform twins know of each restaurant's menu (docs/platform-twins.md):
 * the last menu a platform took and the entities it hides. A suspension is changed by one
 * statement on the row as it is at that moment (`-` and `||` on the jsonb map), so two
 * calls at once never undo each other's change.
 */
export type TwinMenuRow = typeof twinMenus.$inferSelect;

export async function findTwinMenu(
  db: Database,
  platform: TwinStorePlatform,
  restaurantId: string,
): Promise<TwinMenuRow | null> {
  const [row] = await db
    .select()
    .from(twinMenus)
    .where(and(eq(twinMenus.platform, platform), eq(twinMenus.restaurantId, restaurantId)))
    .limit(1);
  return row ?? null;
}

/** The row locked for a change to the menu itself (an item's new price). */
export async function lockTwinMenu(
  db: Database,
  platform: TwinStorePlatform,
  restaurantId: string,
): Promise<TwinMenuRow | null> {
  const [row] = await db
    .select()
    .from(twinMenus)
    .where(and(eq(twinMenus.platform, platform), eq(twinMenus.restaurantId, restaurantId)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** A JSON list of ids as a SQL text[] (one parameter, whatever the number of ids). */
const textArray = (ids: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

export type SaveTwinMenuOptions = {
  platform: TwinStorePlatform;
  restaurantId: string;
  /** The whole menu, in the platform's format. */
  menu: Record<string, unknown>;
  /** DoorDash: the menu's id. */
  menuId?: string | null;
  /** Entities of the new menu whose earlier suspension still holds; the others' is dropped. */
  keep: readonly string[];
  /** What the menu itself says: entities it hides, and entities it makes available. */
  suspend: Readonly<Record<string, TwinSuspension>>;
  release: readonly string[];
  /** On the twin's clock. */
  at: Date;
};

/**
 * Replaces the menu (a full replace: the platform forgets what the new menu leaves out),
 * making the row the first time; the row as it is now.
 */
export async function saveTwinMenu(
  db: Database,
  { platform, restaurantId, menu, menuId = null, keep, suspend, release, at }: SaveTwinMenuOptions,
): Promise<TwinMenuRow> {
  const stated = sql`${JSON.stringify(suspend)}::jsonb`;
  const kept = sql`coalesce((select jsonb_object_agg(held.key, held.value)
    from jsonb_each(${twinMenus}.suspended) as held
    where held.key = any(${textArray(keep)})), '{}'::jsonb)`;
  const [row] = await db
    .insert(twinMenus)
    .values({
      platform,
      restaurantId,
      menu,
      menuId,
      publishedAt: at,
      suspended: sql`${stated}`,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [twinMenus.platform, twinMenus.restaurantId],
      set: {
        menu,
        menuId,
        publishedAt: at,
        suspended: sql`((${kept}) - ${textArray(release)}) || ${stated}`,
        updatedAt: at,
      },
    })
    .returning();
  if (!row) throw new Error("saving a twin menu returned nothing");
  return row;
}

/** Writes the menu itself (a sparse update), keeping its suspensions and publish time. */
export async function updateTwinMenuBody(
  db: Database,
  {
    platform,
    restaurantId,
    menu,
    at,
  }: { platform: TwinStorePlatform; restaurantId: string; menu: Record<string, unknown>; at: Date },
): Promise<void> {
  await db
    .update(twinMenus)
    .set({ menu, updatedAt: at })
    .where(and(eq(twinMenus.platform, platform), eq(twinMenus.restaurantId, restaurantId)));
}

export type SetTwinSuspensionsOptions = {
  platform: TwinStorePlatform;
  restaurantId: string;
  /** Entities hidden from now, until when and why. */
  suspend: Readonly<Record<string, TwinSuspension>>;
  /** Entities available again from now. */
  release: readonly string[];
  at: Date;
};

/**
 * Hides and shows entities in one statement on the row as it stands; null when the
 * platform holds no menu for the restaurant (nothing changes then).
 */
export async function setTwinSuspensions(
  db: Database,
  { platform, restaurantId, suspend, release, at }: SetTwinSuspensionsOptions,
): Promise<TwinMenuRow | null> {
  const [row] = await db
    .update(twinMenus)
    .set({
      suspended: sql`(${twinMenus.suspended} - ${textArray(release)}) || ${JSON.stringify(suspend)}::jsonb`,
      updatedAt: at,
    })
    .where(and(eq(twinMenus.platform, platform), eq(twinMenus.restaurantId, restaurantId)))
    .returning();
  return row ?? null;
}

/**
 * What the Grubhub twin recorded of an ingestion job: the call that started it, answered
 * 200, whose record keeps the job beside the `job_id` it answered. The job's restaurant
 * with it; null for a job the twin never gave.
 */
export async function findIngestionJob(
  db: Database,
  jobId: string,
): Promise<{ restaurantId: string | null; job: Record<string, unknown> } | null> {
  const found = await findLatestAnswer(db, {
    platform: "grubhub",
    operation: "menu_ingestion",
    answered: { key: "job_id", value: jobId },
  });
  const job = jobOf(found?.answer);
  return found && job ? { restaurantId: found.restaurantId, job } : null;
}

/** The restaurant's latest Grubhub ingestion job, for its console; null before any. */
export async function findLatestIngestionJob(
  db: Database,
  restaurantId: string,
): Promise<Record<string, unknown> | null> {
  const found = await findLatestAnswer(db, {
    platform: "grubhub",
    operation: "menu_ingestion",
    restaurantId,
  });
  return jobOf(found?.answer);
}

function jobOf(answer: Record<string, unknown> | undefined): Record<string, unknown> | null {
  const job = answer?.job;
  return job && typeof job === "object" && !Array.isArray(job)
    ? (job as Record<string, unknown>)
    : null;
}
