import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { MenuSnapshot } from "../../../domain/menu-snapshot";
import type { Database } from "../../db/database";
import { menuPublishes } from "../../db/schema/menu-publishes";
import { platformCalls } from "../../db/schema/platform-calls";

/** SQL for the menu's publishes and their calls (docs/menu-sync.md). */
export type MenuPublishRow = typeof menuPublishes.$inferSelect;
export type PublishCallRow = typeof platformCalls.$inferSelect;

export async function insertPublish(
  tx: Database,
  publish: { restaurantId: string; snapshot: MenuSnapshot; createdBy: string | null; at: Date },
): Promise<MenuPublishRow> {
  const [row] = await tx
    .insert(menuPublishes)
    .values({
      restaurantId: publish.restaurantId,
      snapshot: publish.snapshot,
      feedToken: randomBytes(24).toString("base64url"),
      createdBy: publish.createdBy,
      createdAt: publish.at,
    })
    .returning();
  if (!row) throw new Error("insert into menu_publishes returned nothing");
  return row;
}

export async function findPublish(db: Database, id: string): Promise<MenuPublishRow | null> {
  const [row] = await db.select().from(menuPublishes).where(eq(menuPublishes.id, id)).limit(1);
  return row ?? null;
}

/** The restaurant's newest publish, or null before the first. */
export async function findLatestPublish(
  db: Database,
  restaurantId: string,
): Promise<MenuPublishRow | null> {
  const [row] = await db
    .select()
    .from(menuPublishes)
    .where(eq(menuPublishes.restaurantId, restaurantId))
    // Two publishes in one moment: the one whose calls were written last.
    .orderBy(
      desc(menuPublishes.createdAt),
      sql`(select max(c.seq) from ${platformCalls} c where c.menu_publish_id = ${menuPublishes.id}) desc nulls last`,
    )
    .limit(1);
  return row ?? null;
}

/**
 * Each platform's newest publish call (the publish itself, or the look at how it ended),
 * with the publish it belongs to: where each channel stands with the menu.
 */
export async function listLatestPublishCalls(
  db: Database,
  restaurantId: string,
): Promise<Array<{ call: PublishCallRow; publish: MenuPublishRow }>> {
  const result = await db.execute(sql`
    select distinct on (c.platform) c.id as call_id, p.id as publish_id
    from ${platformCalls} c join ${menuPublishes} p on p.id = c.menu_publish_id
    where c.restaurant_id = ${restaurantId}
    order by c.platform, c.seq desc`);
  const rows = (result as { rows: Array<{ call_id: string; publish_id: string }> }).rows;
  const found: Array<{ call: PublishCallRow; publish: MenuPublishRow }> = [];
  for (const row of rows) {
    const [call] = await db.select().from(platformCalls).where(eq(platformCalls.id, row.call_id));
    const publish = await findPublish(db, row.publish_id);
    if (call && publish) found.push({ call, publish });
  }
  return found;
}

/**
 * Each platform's newest publish it confirmed: Uber Eats took the menu (its 204), DoorDash's
 * webhook or Grubhub's job said it loaded.
 */
export async function listConfirmedPublishes(
  db: Database,
  restaurantId: string,
): Promise<Map<string, MenuPublishRow>> {
  const result = await db.execute(sql`
    select distinct on (c.platform) c.platform, p.id as publish_id
    from ${platformCalls} c join ${menuPublishes} p on p.id = c.menu_publish_id
    where c.restaurant_id = ${restaurantId} and c.state = 'done'
      and ((c.platform = 'ubereats' and c.action = 'publish_menu') or c.action = 'menu_status')
    order by c.platform, c.seq desc`);
  const rows = (result as { rows: Array<{ platform: string; publish_id: string }> }).rows;
  const confirmed = new Map<string, MenuPublishRow>();
  for (const row of rows) {
    const publish = await findPublish(db, row.publish_id);
    if (publish) confirmed.set(row.platform, publish);
  }
  return confirmed;
}

/**
 * DoorDash's waiting look at a publish it took, found by the job reference it gave: its
 * menu status webhook completes it.
 */
export async function findDoorDashStatusCall(
  db: Database,
  { restaurantId, reference }: { restaurantId: string; reference: string },
): Promise<PublishCallRow | null> {
  const [row] = await db
    .select()
    .from(platformCalls)
    .where(
      and(
        eq(platformCalls.restaurantId, restaurantId),
        eq(platformCalls.platform, "doordash"),
        eq(platformCalls.action, "menu_status"),
        sql`${platformCalls.payload}->>'reference' = ${reference}`,
      ),
    )
    .orderBy(desc(platformCalls.seq))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** The id DoorDash gave the restaurant's menu: kept on the look its webhook completed. */
export async function findDoorDashMenuId(
  db: Database,
  restaurantId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ reference: platformCalls.reference })
    .from(platformCalls)
    .where(
      and(
        eq(platformCalls.restaurantId, restaurantId),
        eq(platformCalls.platform, "doordash"),
        eq(platformCalls.action, "menu_status"),
        sql`${platformCalls.reference} is not null`,
      ),
    )
    .orderBy(desc(platformCalls.seq))
    .limit(1);
  return row?.reference ?? null;
}

/** Whether a publish to this platform is being sent, its answer not recorded yet. */
export async function isPublishInFlight(
  db: Database,
  restaurantId: string,
  platform: "doordash" | "grubhub" | "ubereats",
): Promise<boolean> {
  const [row] = await db
    .select({ id: platformCalls.id })
    .from(platformCalls)
    .where(
      and(
        eq(platformCalls.restaurantId, restaurantId),
        eq(platformCalls.platform, platform),
        eq(platformCalls.action, "publish_menu"),
        sql`${platformCalls.state} in ('pending', 'sending')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
