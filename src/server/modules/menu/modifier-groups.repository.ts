import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { menuItemModifierGroups } from "../../db/schema/menu-item-modifier-groups";
import { menuModifierGroups } from "../../db/schema/menu-modifier-groups";
import type { GroupRow, NewGroupRow } from "./menu.repository";

/** SQL for the menu's modifier groups. Every query names the restaurant. */

/** `lock`: the row locked until the transaction ends, so two changes of it queue. */
export async function findGroup(
  db: Database,
  restaurantId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<GroupRow | null> {
  const query = db
    .select()
    .from(menuModifierGroups)
    .where(and(eq(menuModifierGroups.id, id), eq(menuModifierGroups.restaurantId, restaurantId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Which of these group ids belong to the restaurant. */
export async function findOwnGroupIds(
  db: Database,
  restaurantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: menuModifierGroups.id })
    .from(menuModifierGroups)
    .where(
      and(
        eq(menuModifierGroups.restaurantId, restaurantId),
        inArray(menuModifierGroups.id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function countGroups(db: Database, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(menuModifierGroups)
    .where(eq(menuModifierGroups.restaurantId, restaurantId));
  return row?.total ?? 0;
}

export async function countGroupItems(db: Database, groupId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(menuItemModifierGroups)
    .where(eq(menuItemModifierGroups.groupId, groupId));
  return row?.total ?? 0;
}

export async function insertGroup(
  db: Database,
  row: Omit<NewGroupRow, "position">,
): Promise<GroupRow> {
  const [inserted] = await db
    .insert(menuModifierGroups)
    .values({
      ...row,
      position: sql`(select coalesce(max(${menuModifierGroups.position}) + 1, 0) from ${menuModifierGroups} where ${menuModifierGroups.restaurantId} = ${row.restaurantId})`,
    })
    .returning();
  if (!inserted) throw new Error("insert into menu_modifier_groups returned nothing");
  return inserted;
}

export async function updateGroup(
  db: Database,
  id: string,
  changes: Partial<NewGroupRow>,
): Promise<void> {
  await db
    .update(menuModifierGroups)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(menuModifierGroups.id, id));
}

export async function deleteGroup(db: Database, id: string): Promise<void> {
  await db.delete(menuModifierGroups).where(eq(menuModifierGroups.id, id));
}
