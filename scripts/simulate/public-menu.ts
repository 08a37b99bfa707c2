import { type PublicMenu, publicMenuSchema } from "../../src/domain/api/public-order";
import { dollarsToCents } from "../../src/domain/money";
import type { CatalogueItem } from "../../src/server/modules/sample-data/catalogue";

/**
 * The restaurant's menu for webhooks sent without signing in: what its website order form
 * shows (GET /api/public/restaurants/{id}/menu, available items only). Empty when the form is
 * off or the menu cannot be read: the orders then come from the built-in sample menu.
 */
export async function fetchPublicMenu(url: string, restaurantId: string): Promise<CatalogueItem[]> {
  try {
    const response = await fetch(`${url}/api/public/restaurants/${restaurantId}/menu`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return [];
    const parsed = publicMenuSchema.safeParse(await response.json());
    return parsed.success ? toCatalogue(parsed.data) : [];
  } catch {
    return [];
  }
}

export function toCatalogue(menu: PublicMenu): CatalogueItem[] {
  return menu.categories.flatMap((category) =>
    category.items
      .filter((item) => item.isAvailable)
      .map((item) => ({
        name: item.name,
        description: item.description,
        price: dollarsToCents(item.price),
        category: category.name,
        modifierGroups: item.modifierGroups.map((group) => ({
          name: group.name,
          min: group.minSelections,
          max: group.maxSelections,
          options: group.options.map((option) => ({
            name: option.name,
            price: dollarsToCents(option.price),
          })),
        })),
      })),
  );
}
