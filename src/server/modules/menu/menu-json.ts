import type { AvailabilityChoice, Menu, MenuItem, ModifierGroup } from "../../../domain/api/menu";
import { centsToDollars } from "../../../domain/money";
import type { GroupRow, ItemRow, MenuRows } from "./menu.repository";

/** Rows to the JSON of GET /api/menu: dollars, and availability as of `now`. */

/** An "until end of day" 86 whose midnight has passed is simply available. */
export function effectiveAvailability(
  item: Pick<ItemRow, "availability" | "unavailableUntil">,
  now: Date,
): { availability: AvailabilityChoice; unavailableUntil: Date | null } {
  if (
    item.availability === "until_end_of_day" &&
    item.unavailableUntil &&
    item.unavailableUntil <= now
  ) {
    return { availability: "available", unavailableUntil: null };
  }
  return { availability: item.availability, unavailableUntil: item.unavailableUntil };
}

export function isItemAvailable(
  item: Pick<ItemRow, "availability" | "unavailableUntil">,
  now: Date,
): boolean {
  return effectiveAvailability(item, now).availability === "available";
}

export function toMenuItem(item: ItemRow, groupIds: string[], now: Date): MenuItem {
  const { availability, unavailableUntil } = effectiveAvailability(item, now);
  return {
    id: item.id,
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    price: centsToDollars(item.priceCents),
    photoUrl: item.photoUrl,
    dietaryTags: item.dietaryTags,
    modifierGroupIds: groupIds,
    availability,
    unavailableUntil: unavailableUntil?.toISOString() ?? null,
    isAvailable: availability === "available",
  };
}

export function toModifierGroup(group: GroupRow, itemCount: number): ModifierGroup {
  return {
    id: group.id,
    name: group.name,
    isRequired: group.isRequired,
    minSelections: group.minSelections,
    maxSelections: group.maxSelections,
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price: centsToDollars(option.priceCents),
    })),
    itemCount,
  };
}

export function toMenu(rows: MenuRows, { now, timezone }: { now: Date; timezone: string }): Menu {
  const groupsOfItem = new Map<string, string[]>();
  const itemsOfGroup = new Map<string, number>();
  for (const link of rows.links) {
    groupsOfItem.set(link.itemId, [...(groupsOfItem.get(link.itemId) ?? []), link.groupId]);
    itemsOfGroup.set(link.groupId, (itemsOfGroup.get(link.groupId) ?? 0) + 1);
  }
  return {
    categories: rows.categories.map((category) => ({
      id: category.id,
      name: category.name,
      items: rows.items
        .filter((item) => item.categoryId === category.id)
        .map((item) => toMenuItem(item, groupsOfItem.get(item.id) ?? [], now)),
    })),
    modifierGroups: rows.groups.map((group) =>
      toModifierGroup(group, itemsOfGroup.get(group.id) ?? 0),
    ),
    timezone,
  };
}
