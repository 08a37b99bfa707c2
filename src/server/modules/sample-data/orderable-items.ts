import type { Database } from "../../db/database";
import { loadMenuRows } from "../menu/menu.repository";
import { isItemAvailable } from "../menu/menu-json";
import type { CatalogueItem } from "./catalogue";

/**
 * What can be ordered right now, from the live menu: the menu's available items with their
 * modifier groups, in the shape sample orders draw from. Test orders use it, so a dish
 * that is 86'd never turns up on a test ticket.
 */
export async function listOrderableItems(
  db: Database,
  restaurantId: string,
  now: Date,
): Promise<CatalogueItem[]> {
  const rows = await loadMenuRows(db, restaurantId);
  const groups = new Map(rows.groups.map((group) => [group.id, group]));
  const categoryNames = new Map(rows.categories.map((category) => [category.id, category.name]));
  return rows.items
    .filter((item) => isItemAvailable(item, now))
    .map((item) => ({
      name: item.name,
      description: item.description,
      price: item.priceCents,
      category: categoryNames.get(item.categoryId) ?? "",
      modifierGroups: rows.links
        .filter((link) => link.itemId === item.id)
        .map((link) => groups.get(link.groupId))
        .filter((group) => group !== undefined)
        .map((group) => ({
          name: group.name,
          min: group.minSelections,
          max: group.maxSelections,
          options: group.options.map((option) => ({ name: option.name, price: option.priceCents })),
        })),
    }));
}
