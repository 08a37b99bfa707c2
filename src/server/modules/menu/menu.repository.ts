import { and, asc, count, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type AvailabilityChoice, TIMED_AVAILABILITY } from "../../../domain/api/menu";
import type { Database } from "../../db/database";
import { menuCategories } from "../../db/schema/menu-categories";
import { menuItemModifierGroups } from "../../db/schema/menu-item-modifier-groups";
import { menuItems } from "../../db/schema/menu-items";
import { menuModifierGroups } from "../../db/schema/menu-modifier-groups";

/** SQL for the Menu Manager. Every query names the restaurant it is for. */

export type CategoryRow = typeof menuCategories.$inferSelect;
export type ItemRow = typeof menuItems.$inferSelect;
/** Values for an insert or update: plain values or SQL (a computed position, say). */
export type NewItemRow = PgInsertValue<typeof menuItems>;
export type ItemChanges = PgUpdateSetSource<typeof menuItems>;
export type GroupRow = typeof menuModifierGroups.$inferSelect;
export type NewGroupRow = typeof menuModifierGroups.$inferInsert;
export type LinkRow = typeof menuItemModifierGroups.$inferSelect;

export type MenuRows = {
  categories: CategoryRow[];
  items: ItemRow[];
  groups: GroupRow[];
  links: LinkRow[];
};

export async function loadMenuRows(db: Database, restaurantId: string): Promise<MenuRows> {
  const [categories, items, groups, links] = await Promise.all([
    db
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.restaurantId, restaurantId))
      .orderBy(asc(menuCategories.position), asc(menuCategories.createdAt)),
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurantId))
      .orderBy(asc(menuItems.position), asc(menuItems.createdAt)),
    db
      .select()
      .from(menuModifierGroups)
      .where(eq(menuModifierGroups.restaurantId, restaurantId))
      .orderBy(asc(menuModifierGroups.position), asc(menuModifierGroups.createdAt)),
    db
      .select({
        itemId: menuItemModifierGroups.itemId,
        groupId: menuItemModifierGroups.groupId,
        position: menuItemModifierGroups.position,
      })
      .from(menuItemModifierGroups)
      .innerJoin(menuItems, eq(menuItems.id, menuItemModifierGroups.itemId))
      .where(eq(menuItems.restaurantId, restaurantId))
      .orderBy(asc(menuItemModifierGroups.position)),
  ]);
  return { categories, items, groups, links };
}

// --- categories ---------------------------------------------------------------------------

export async function findCategory(
  db: Database,
  restaurantId: string,
  id: string,
): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.id, id), eq(menuCategories.restaurantId, restaurantId)));
  return row ?? null;
}

export async function countCategories(db: Database, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, restaurantId));
  return row?.total ?? 0;
}

export async function insertCategory(
  db: Database,
  { restaurantId, name }: { restaurantId: string; name: string },
): Promise<CategoryRow> {
  const [row] = await db
    .insert(menuCategories)
    .values({
      restaurantId,
      name,
      position: sql`(select coalesce(max(${menuCategories.position}) + 1, 0) from ${menuCategories} where ${menuCategories.restaurantId} = ${restaurantId})`,
    })
    .returning();
  if (!row) throw new Error("insert into menu_categories returned nothing");
  return row;
}

export async function renameCategory(db: Database, id: string, name: string): Promise<void> {
  await db
    .update(menuCategories)
    .set({ name, updatedAt: new Date() })
    .where(eq(menuCategories.id, id));
}

export async function setCategoryStation(db: Database, id: string, station: string) {
  await db
    .update(menuCategories)
    .set({ station, updatedAt: new Date() })
    .where(eq(menuCategories.id, id));
}

export async function deleteCategory(db: Database, id: string): Promise<void> {
  await db.delete(menuCategories).where(eq(menuCategories.id, id));
}

export async function setCategoryPositions(db: Database, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(menuCategories).set({ position }).where(eq(menuCategories.id, id));
  }
}

// --- items ------------------------------------------------------------------------------

/** `lock`: the row locked until the transaction ends, so two changes of it queue. */
export async function findItem(
  db: Database,
  restaurantId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ItemRow | null> {
  const query = db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, id), eq(menuItems.restaurantId, restaurantId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function countItems(
  db: Database,
  where: { restaurantId: string } | { categoryId: string },
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(menuItems)
    .where(
      "categoryId" in where
        ? eq(menuItems.categoryId, where.categoryId)
        : eq(menuItems.restaurantId, where.restaurantId),
    );
  return row?.total ?? 0;
}

export async function listCategoryItemIds(db: Database, categoryId: string): Promise<string[]> {
  const rows = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(eq(menuItems.categoryId, categoryId));
  return rows.map((row) => row.id);
}

/** The next free position at the end of a category. */
export function endOfCategory(categoryId: string) {
  return sql<number>`(select coalesce(max(${menuItems.position}) + 1, 0) from ${menuItems} where ${menuItems.categoryId} = ${categoryId})`;
}

export async function insertItem(db: Database, row: NewItemRow): Promise<ItemRow> {
  const [inserted] = await db.insert(menuItems).values(row).returning();
  if (!inserted) throw new Error("insert into menu_items returned nothing");
  return inserted;
}

/** Makes room right after `position` in the category (for a duplicate). */
export async function shiftItemsAfter(
  db: Database,
  categoryId: string,
  position: number,
): Promise<void> {
  await db
    .update(menuItems)
    .set({ position: sql`${menuItems.position} + 1` })
    .where(and(eq(menuItems.categoryId, categoryId), gt(menuItems.position, position)));
}

export async function updateItem(db: Database, id: string, changes: ItemChanges): Promise<void> {
  await db
    .update(menuItems)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(menuItems.id, id));
}

export async function deleteItem(db: Database, id: string): Promise<void> {
  await db.delete(menuItems).where(eq(menuItems.id, id));
}

export async function setItemPositions(db: Database, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db.update(menuItems).set({ position }).where(eq(menuItems.id, id));
  }
}

export async function setAvailability(
  db: Database,
  id: string,
  availability: AvailabilityChoice,
  unavailableUntil: Date | null,
): Promise<void> {
  await db
    .update(menuItems)
    .set({ availability, unavailableUntil, updatedAt: new Date() })
    .where(eq(menuItems.id, id));
}

/** Items whose timed 86 has ended become plainly available (maintenance). */
export async function restoreEndOfDayItems(db: Database, now: Date): Promise<number> {
  const restored = await db
    .update(menuItems)
    .set({ availability: "available", unavailableUntil: null, updatedAt: now })
    .where(
      and(
        inArray(menuItems.availability, [...TIMED_AVAILABILITY]),
        lte(menuItems.unavailableUntil, now),
      ),
    )
    .returning({ id: menuItems.id });
  return restored.length;
}

// --- item ↔ group links -----------------------------------------------------------------

export async function listItemGroupIds(db: Database, itemId: string): Promise<string[]> {
  const rows = await db
    .select({ groupId: menuItemModifierGroups.groupId })
    .from(menuItemModifierGroups)
    .where(eq(menuItemModifierGroups.itemId, itemId))
    .orderBy(asc(menuItemModifierGroups.position));
  return rows.map((row) => row.groupId);
}

export async function replaceItemGroups(
  db: Database,
  itemId: string,
  groupIds: readonly string[],
): Promise<void> {
  await db.delete(menuItemModifierGroups).where(eq(menuItemModifierGroups.itemId, itemId));
  if (groupIds.length === 0) return;
  await db
    .insert(menuItemModifierGroups)
    .values(groupIds.map((groupId, position) => ({ itemId, groupId, position })));
}

/** Empties the restaurant's menu: items and links go with their categories and groups. */
export async function deleteWholeMenu(db: Database, restaurantId: string): Promise<void> {
  await db.delete(menuCategories).where(eq(menuCategories.restaurantId, restaurantId));
  await db.delete(menuModifierGroups).where(eq(menuModifierGroups.restaurantId, restaurantId));
}

/** Locks the restaurant's menu edits to one at a time (reorders, imports). */
export async function lockMenu(db: Database, restaurantId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`menu:${restaurantId}`}))`);
}
