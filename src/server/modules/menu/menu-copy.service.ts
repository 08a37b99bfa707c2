import type { CopyMenuResult } from "../../../domain/api/locations";
import { MENU_LIMITS } from "../../../domain/api/menu";
import type { Database } from "../../db/database";
import { badRequest } from "../../errors";
import * as repo from "./menu.repository";
import type { MenuScope } from "./menu.service";
import * as groupRepo from "./modifier-groups.repository";
import { groupColumns, groupValuesOf } from "./modifier-groups.service";

export const MENU_COPY_TOO_BIG = `The copy would pass the menu's limits (${MENU_LIMITS.categories} categories, ${MENU_LIMITS.items} items, ${MENU_LIMITS.modifierGroups} option groups). Remove some first.`;

const key = (name: string) => name.trim().toLowerCase();

/**
 * Copies another location's menu into this one (docs/locations.md): its option groups,
 * categories and items, matched by name. What this menu already has by that name is left as
 * it is, so a second copy adds nothing. Copies are available (the other kitchen's 86s stay
 * there), keep their prices as numbers, and go to no station: this kitchen's printers are
 * its own. One transaction, under the menu's lock: it lands whole or not at all.
 */
export function copyMenu(
  { db, restaurantId }: MenuScope,
  fromRestaurantId: string,
): Promise<CopyMenuResult> {
  return db.transaction(async (tx) => {
    await repo.lockMenu(tx, restaurantId);
    const [from, into] = await Promise.all([
      repo.loadMenuRows(tx, fromRestaurantId),
      repo.loadMenuRows(tx, restaurantId),
    ]);
    const groupIds = await copyGroups(tx, restaurantId, from, into);
    const fromGroupNames = new Map(from.groups.map((group) => [group.id, key(group.name)]));
    const categoryIds = new Map(into.categories.map((category) => [key(category.name), category]));
    const added = { categories: 0, items: 0, modifierGroups: groupIds.added };
    let itemCount = into.items.length;
    for (const category of from.categories) {
      let target = categoryIds.get(key(category.name));
      if (!target) {
        if (categoryIds.size >= MENU_LIMITS.categories) throw badRequest(MENU_COPY_TOO_BIG);
        target = await repo.insertCategory(tx, { restaurantId, name: category.name });
        categoryIds.set(key(category.name), target);
        added.categories += 1;
      }
      const present = into.items.filter((item) => item.categoryId === target.id);
      const names = new Set(present.map((item) => key(item.name)));
      let position = present.reduce((last, item) => Math.max(last, item.position + 1), 0);
      for (const item of from.items.filter((row) => row.categoryId === category.id)) {
        if (names.has(key(item.name))) continue;
        if (itemCount >= MENU_LIMITS.items || names.size >= MENU_LIMITS.itemsPerCategory)
          throw badRequest(MENU_COPY_TOO_BIG);
        const row = await repo.insertItem(tx, {
          restaurantId,
          categoryId: target.id,
          name: item.name,
          description: item.description,
          priceCents: item.priceCents,
          photoUrl: item.photoUrl,
          dietaryTags: item.dietaryTags,
          prepMinutes: item.prepMinutes,
          position: position++,
          availability: "available",
        });
        const linked = from.links
          .filter((link) => link.itemId === item.id)
          .map((link) => groupIds.byName.get(fromGroupNames.get(link.groupId) ?? ""))
          .filter((id): id is string => id !== undefined);
        await repo.replaceItemGroups(tx, row.id, [...new Set(linked)]);
        names.add(key(item.name));
        itemCount += 1;
        added.items += 1;
      }
    }
    return added;
  });
}

/** The option groups this menu lacks, copied; every group's id here, by name. */
async function copyGroups(
  tx: Database,
  restaurantId: string,
  from: repo.MenuRows,
  into: repo.MenuRows,
): Promise<{ byName: Map<string, string>; added: number }> {
  const byName = new Map(into.groups.map((group) => [key(group.name), group.id]));
  let added = 0;
  for (const group of from.groups) {
    if (byName.has(key(group.name))) continue;
    if (byName.size >= MENU_LIMITS.modifierGroups) throw badRequest(MENU_COPY_TOO_BIG);
    // New option ids, every option available, as a duplicated group.
    const row = await groupRepo.insertGroup(tx, {
      restaurantId,
      ...groupColumns(groupValuesOf(group), []),
    });
    byName.set(key(group.name), row.id);
    added += 1;
  }
  return { byName, added };
}
