import {
  type ImportResult,
  MENU_DOCUMENT_FORMAT,
  MENU_DOCUMENT_VERSION,
  type MenuDocument,
} from "../../../domain/api/menu-document";
import { centsToDollars, dollarsToCents } from "../../../domain/money";
import type { Database } from "../../db/database";
import * as repo from "./menu.repository";
import type { MenuScope } from "./menu.service";
import { effectiveAvailability } from "./menu-json";
import * as groupRepo from "./modifier-groups.repository";
import { groupColumns, groupValuesOf } from "./modifier-groups.service";

/**
 * Export and import of the whole menu: names, not ids, so a file moves between
 * restaurants. The document is validated as a whole by `menuDocumentSchema` before this
 * runs; the import then replaces the menu in one transaction, so it lands whole or not at all.
 */
export async function exportMenu({
  db,
  restaurantId,
  now = new Date(),
}: MenuScope): Promise<MenuDocument> {
  const rows = await repo.loadMenuRows(db, restaurantId);
  const groupNames = new Map(rows.groups.map((group) => [group.id, group.name]));
  const groupsOfItem = new Map<string, string[]>();
  for (const link of rows.links) {
    const name = groupNames.get(link.groupId);
    if (name) groupsOfItem.set(link.itemId, [...(groupsOfItem.get(link.itemId) ?? []), name]);
  }
  return {
    format: MENU_DOCUMENT_FORMAT,
    version: MENU_DOCUMENT_VERSION,
    exportedAt: now.toISOString(),
    modifierGroups: rows.groups.map(groupValuesOf),
    categories: rows.categories.map((category) => ({
      name: category.name,
      items: rows.items
        .filter((item) => item.categoryId === category.id)
        .map((item) => ({
          name: item.name,
          description: item.description,
          price: centsToDollars(item.priceCents),
          photoUrl: item.photoUrl,
          dietaryTags: item.dietaryTags,
          available: effectiveAvailability(item, now).availability === "available",
          modifierGroups: groupsOfItem.get(item.id) ?? [],
        })),
    })),
  };
}

export function importMenu(
  { db, restaurantId }: MenuScope,
  document: MenuDocument,
): Promise<ImportResult> {
  return db.transaction((tx) => replaceMenu(tx, restaurantId, document));
}

/** Empties the menu and writes the document's, inside the caller's transaction. */
export async function replaceMenu(
  tx: Database,
  restaurantId: string,
  document: MenuDocument,
): Promise<ImportResult> {
  await repo.lockMenu(tx, restaurantId);
  await repo.deleteWholeMenu(tx, restaurantId);

  const groupIds = new Map<string, string>();
  for (const group of document.modifierGroups) {
    const row = await groupRepo.insertGroup(tx, { restaurantId, ...groupColumns(group, []) });
    groupIds.set(group.name.toLowerCase(), row.id);
  }

  let items = 0;
  for (const category of document.categories) {
    const categoryRow = await repo.insertCategory(tx, { restaurantId, name: category.name });
    for (const [position, item] of category.items.entries()) {
      const row = await repo.insertItem(tx, {
        restaurantId,
        categoryId: categoryRow.id,
        name: item.name,
        description: item.description,
        priceCents: dollarsToCents(item.price),
        photoUrl: item.photoUrl,
        dietaryTags: item.dietaryTags,
        position,
        availability: item.available ? "available" : "until_turned_on",
      });
      const linked = item.modifierGroups
        .map((name) => groupIds.get(name.trim().toLowerCase()))
        .filter((id): id is string => id !== undefined);
      await repo.replaceItemGroups(tx, row.id, [...new Set(linked)]);
      items += 1;
    }
  }
  return {
    categories: document.categories.length,
    items,
    modifierGroups: document.modifierGroups.length,
  };
}
