import type { Menu, MenuCategory, MenuItem, ModifierGroup } from "@/domain/api/menu";

/**
 * Pure edits of the cached menu, so a change shows the moment its answer (or, for a new
 * order, the request) is known. Each returns a new menu and leaves the old one untouched.
 */

/** `ids` with `id` moved to `toIndex` (clamped to the list). */
export function moveId(ids: readonly string[], id: string, toIndex: number): string[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const to = Math.max(0, Math.min(toIndex, rest.length));
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** Puts records in the order of `ids`; any not named keep their place after them. */
function sortByIds<T extends { id: string }>(records: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return records
    .map((record, index) => ({ record, rank: rank.get(record.id) ?? ids.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ record }) => record);
}

function mapCategories(menu: Menu, update: (category: MenuCategory) => MenuCategory): Menu {
  return { ...menu, categories: menu.categories.map(update) };
}

export function orderCategories(menu: Menu, ids: readonly string[]): Menu {
  return { ...menu, categories: sortByIds(menu.categories, ids) };
}

export function orderItems(menu: Menu, categoryId: string, ids: readonly string[]): Menu {
  return mapCategories(menu, (category) =>
    category.id === categoryId ? { ...category, items: sortByIds(category.items, ids) } : category,
  );
}

export function addCategory(menu: Menu, category: MenuCategory): Menu {
  return { ...menu, categories: [...menu.categories, category] };
}

export function renameCategory(menu: Menu, { id, name }: Pick<MenuCategory, "id" | "name">): Menu {
  return mapCategories(menu, (category) => (category.id === id ? { ...category, name } : category));
}

export function setCategoryStation(
  menu: Menu,
  { id, station }: Pick<MenuCategory, "id" | "station">,
): Menu {
  return mapCategories(menu, (category) =>
    category.id === id ? { ...category, station } : category,
  );
}

export function removeCategory(menu: Menu, categoryId: string): Menu {
  return { ...menu, categories: menu.categories.filter(({ id }) => id !== categoryId) };
}

export function removeItem(menu: Menu, itemId: string): Menu {
  return mapCategories(menu, (category) => ({
    ...category,
    items: category.items.filter(({ id }) => id !== itemId),
  }));
}

/**
 * Shows a saved item: in its place when it stays in its category, last in a new one (the
 * contract's PATCH puts a moved item last), or right after `afterId` (a duplicate).
 */
export function putItem(menu: Menu, item: MenuItem, afterId?: string): Menu {
  const current = menu.categories.flatMap(({ items }) => items).find(({ id }) => id === item.id);
  if (current && current.categoryId === item.categoryId) {
    return mapCategories(menu, (category) => ({
      ...category,
      items: category.items.map((other) => (other.id === item.id ? item : other)),
    }));
  }
  return mapCategories(removeItem(menu, item.id), (category) => {
    if (category.id !== item.categoryId) return category;
    const after = afterId === undefined ? -1 : category.items.findIndex(({ id }) => id === afterId);
    const at = after === -1 ? category.items.length : after + 1;
    return {
      ...category,
      items: [...category.items.slice(0, at), item, ...category.items.slice(at)],
    };
  });
}

export function putGroup(menu: Menu, group: ModifierGroup): Menu {
  const exists = menu.modifierGroups.some(({ id }) => id === group.id);
  return {
    ...menu,
    modifierGroups: exists
      ? menu.modifierGroups.map((other) => (other.id === group.id ? group : other))
      : [...menu.modifierGroups, group],
  };
}

/** A deleted group is detached from every item that used it (the contract's DELETE). */
export function removeGroup(menu: Menu, groupId: string): Menu {
  const detached = mapCategories(menu, (category) => ({
    ...category,
    items: category.items.map((item) =>
      item.modifierGroupIds.includes(groupId)
        ? { ...item, modifierGroupIds: item.modifierGroupIds.filter((id) => id !== groupId) }
        : item,
    ),
  }));
  return { ...detached, modifierGroups: menu.modifierGroups.filter(({ id }) => id !== groupId) };
}
