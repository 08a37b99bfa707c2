import type { DietaryTag } from "../../../domain/api/menu";
import type { MenuDocument } from "../../../domain/api/menu-document";
import { centsToDollars } from "../../../domain/money";
import { CATALOGUE, type CatalogueItem } from "./catalogue";

/**
 * The menu every new development and demo restaurant starts with: the bistro of
 * the sample orders, so the orders and the menu tell the same story, in five categories
 * with their modifier groups, plus a few dishes only the menu has.
 */
const CATEGORY_OF: Record<string, string> = {
  Starters: "Starters & Salads",
  Salads: "Starters & Salads",
  "Burgers & Sandwiches": "Burgers & Sandwiches",
  Mains: "Mains",
  Sides: "Sides & Desserts",
  Desserts: "Sides & Desserts",
  Drinks: "Drinks",
};

const EXTRA_ITEMS: ReadonlyArray<CatalogueItem> = [
  {
    category: "Starters",
    name: "French Onion Soup",
    description: "Caramelized onions, beef broth, gruyère crouton",
    price: 995,
    modifierGroups: [],
  },
  {
    category: "Mains",
    name: "Wild Mushroom Risotto",
    description: "Arborio rice, porcini, parmesan, truffle oil",
    price: 2195,
    modifierGroups: [],
  },
  {
    category: "Desserts",
    name: "Seasonal Fruit Cup",
    description: "Berries, melon and mint",
    price: 595,
    modifierGroups: [],
  },
  {
    category: "Drinks",
    name: "Cold Brew Coffee",
    description: "Steeped 18 hours, served over ice",
    price: 475,
    modifierGroups: [],
  },
  {
    category: "Drinks",
    name: "Sparkling Water",
    description: "750 ml bottle",
    price: 595,
    modifierGroups: [],
  },
];

const TAGS: Record<string, DietaryTag[]> = {
  "Buffalo Wings": ["spicy", "gluten_free"],
  "Tomato Basil Soup": ["vegetarian"],
  "Black Bean Veggie Burger": ["vegetarian"],
  "Margherita Flatbread Pizza": ["vegetarian"],
  "Spinach Artichoke Dip": ["vegetarian"],
  "Wild Mushroom Risotto": ["vegetarian", "gluten_free"],
  "Seasonal Fruit Cup": ["vegan", "gluten_free"],
  "Cold Brew Coffee": ["vegan"],
  "Sparkling Water": ["vegan"],
  "Fresh Lemonade": ["vegan"],
  "Iced Tea": ["vegan"],
};

/** The bistro's menu as a menu document; another catalogue's (a brand's) when given. */
export function sampleMenuDocument(
  items: ReadonlyArray<CatalogueItem> = [...CATALOGUE, ...EXTRA_ITEMS],
): MenuDocument {
  const groups = new Map(
    items.flatMap((item) => item.modifierGroups).map((group) => [group.name, group]),
  );
  const categoryNames = [
    ...new Set(items.map((item) => CATEGORY_OF[item.category] ?? item.category)),
  ];
  return {
    format: "orderdock-menu",
    version: 1,
    modifierGroups: [...groups.values()].map((group) => ({
      name: group.name,
      isRequired: group.min > 0,
      minSelections: group.min,
      maxSelections: group.max,
      options: group.options.map((option) => ({
        name: option.name,
        price: centsToDollars(option.price),
      })),
    })),
    categories: categoryNames.map((name) => ({
      name,
      items: items
        .filter((item) => (CATEGORY_OF[item.category] ?? item.category) === name)
        .map((item) => ({
          name: item.name,
          description: item.description,
          price: centsToDollars(item.price),
          photoUrl: null,
          dietaryTags: TAGS[item.name] ?? [],
          available: true,
          modifierGroups: item.modifierGroups.map((group) => group.name),
        })),
    })),
  };
}
