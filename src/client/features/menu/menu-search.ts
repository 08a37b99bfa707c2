import { DIETARY_TAG_LABELS, type MenuCategory, type MenuItem } from "@/domain/api/menu";

export type CategoryMatches = { category: MenuCategory; items: MenuItem[] };

function matches(item: MenuItem, needle: string): boolean {
  const words = [
    item.name,
    item.description,
    ...item.dietaryTags.map((tag) => DIETARY_TAG_LABELS[tag]),
  ];
  return words.some((word) => word.toLowerCase().includes(needle));
}

/**
 * Menu search: a case-insensitive substring of an item's name, description or a dietary
 * tag as shown ("gluten" finds Gluten-free). Categories keep their order and only those with
 * a match are listed; a blank query matches nothing, as there is nothing to look for.
 */
export function searchMenu(categories: readonly MenuCategory[], query: string): CategoryMatches[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  return categories.flatMap((category) => {
    const items = category.items.filter((item) => matches(item, needle));
    return items.length > 0 ? [{ category, items }] : [];
  });
}
