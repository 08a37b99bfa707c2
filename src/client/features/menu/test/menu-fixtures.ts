import { buildCurrentUser } from "@/client/test/current-user";
import type { Menu, MenuCategory, MenuItem, ModifierGroup } from "@/domain/api/menu";

/** Ids are UUIDs, as the shared schemas require of category and group ids. */
export const IDS = {
  starters: "3f1c2a4e-5b6d-4c7e-8f90-1a2b3c4d5e01",
  mains: "3f1c2a4e-5b6d-4c7e-8f90-1a2b3c4d5e02",
  wings: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c01",
  soup: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c02",
  salad: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c03",
  burger: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c04",
  salmon: "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c05",
  size: "c0ffee00-1234-4abc-8def-0123456789a1",
  small: "c0ffee00-1234-4abc-8def-0123456789b1",
  large: "c0ffee00-1234-4abc-8def-0123456789b2",
} as const;

export function buildItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: IDS.wings,
    categoryId: IDS.starters,
    name: "Buffalo Wings",
    description: "Crispy wings tossed in hot sauce",
    price: 12.5,
    photoUrl: null,
    dietaryTags: [],
    modifierGroupIds: [],
    availability: "available",
    unavailableUntil: null,
    isAvailable: true,
    ...overrides,
  };
}

export function buildGroup(overrides: Partial<ModifierGroup> = {}): ModifierGroup {
  return {
    id: IDS.size,
    name: "Size",
    isRequired: true,
    minSelections: 1,
    maxSelections: 1,
    options: [
      { id: IDS.small, name: "Small", price: 0 },
      { id: IDS.large, name: "Large", price: 2 },
    ],
    itemCount: 1,
    ...overrides,
  };
}

const starters: MenuCategory = {
  id: IDS.starters,
  name: "Starters",
  items: [
    buildItem({ modifierGroupIds: [IDS.size] }),
    buildItem({
      id: IDS.soup,
      name: "Tomato Soup",
      description: "Slow-roasted tomatoes and basil",
      price: 7,
      dietaryTags: ["vegetarian", "gluten_free"],
      availability: "until_end_of_day",
      unavailableUntil: "2026-01-07T05:00:00.000Z",
      isAvailable: false,
    }),
    buildItem({
      id: IDS.salad,
      name: "Caesar Salad",
      description: "Romaine, parmesan",
      price: 9.25,
    }),
  ],
};

const mains: MenuCategory = {
  id: IDS.mains,
  name: "Mains",
  items: [
    buildItem({
      id: IDS.burger,
      categoryId: IDS.mains,
      name: "Classic Burger",
      description: "Beef patty, cheddar, pickles",
      price: 15,
    }),
    buildItem({
      id: IDS.salmon,
      categoryId: IDS.mains,
      name: "Grilled Salmon",
      description: "With lemon butter",
      price: 22,
      photoUrl: "https://example.com/salmon.jpg",
      availability: "until_turned_on",
      isAvailable: false,
    }),
  ],
};

/** Two categories, five items (two of them 86'd) and one group, in New York. */
export function buildMenu(overrides: Partial<Menu> = {}): Menu {
  return {
    categories: [starters, mains],
    modifierGroups: [buildGroup()],
    timezone: "America/New_York",
    ...overrides,
  };
}

/** The page ignores who is signed in. */
export const OWNER = buildCurrentUser();
