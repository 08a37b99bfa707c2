import type { MenuSnapshot } from "../../../domain/menu-snapshot";
import { DEFAULT_CURRENCY } from "../../../domain/money";
import type { Database } from "../../db/database";
import { loadMenuRows } from "../menu/menu.repository";
import { effectiveAvailability } from "../menu/menu-json";
import { findRestaurant } from "../restaurants/restaurants.repository";

/**
 * The Menu Manager's menu as it is published (docs/menu-sync.md): its categories, items,
 * groups and options in the restaurant's order, with their availability at `now`, and the
 * restaurant's opening hours. Menu prices are in the restaurant's currency (US dollars).
 */
export async function buildMenuSnapshot(
  db: Database,
  restaurantId: string,
  now: Date,
): Promise<MenuSnapshot> {
  const [rows, restaurant] = await Promise.all([
    loadMenuRows(db, restaurantId),
    findRestaurant(db, restaurantId),
  ]);
  const groupsOfItem = new Map<string, string[]>();
  for (const link of rows.links) {
    groupsOfItem.set(link.itemId, [...(groupsOfItem.get(link.itemId) ?? []), link.groupId]);
  }
  const availabilityOf = (subject: Parameters<typeof effectiveAvailability>[0]) => {
    const { availability, unavailableUntil } = effectiveAvailability(subject, now);
    return {
      isAvailable: availability === "available",
      unavailableUntil: unavailableUntil?.toISOString() ?? null,
    };
  };
  return {
    currency: DEFAULT_CURRENCY,
    timezone: restaurant?.timezone ?? "UTC",
    openingHours: restaurant?.openingHours ?? null,
    categories: rows.categories.map((category) => ({
      id: category.id,
      name: category.name,
      items: rows.items
        .filter((item) => item.categoryId === category.id)
        .map((item) => ({
          id: item.id,
          name: item.name,
          description: item.description,
          priceCents: item.priceCents,
          photoUrl: item.photoUrl,
          dietaryTags: [...item.dietaryTags],
          groupIds: groupsOfItem.get(item.id) ?? [],
          ...availabilityOf(item),
        })),
    })),
    groups: rows.groups.map((group) => ({
      id: group.id,
      name: group.name,
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      options: group.options.map((option) => ({
        id: option.id,
        name: option.name,
        priceCents: option.priceCents,
        ...availabilityOf(option),
      })),
    })),
  };
}
