import type { MenuItem, PublicMenu } from "../types";

/** A small public menu in the API's shape: one item with a required and an optional group. */
export const IDS = {
  restaurant: "6f1c1d3e-7b1a-4c55-9d0e-2f4a8b6c1d01",
  burger: "0b8e7f52-3c1d-4e6a-8f2b-9a1c3d5e7f01",
  lemonade: "0b8e7f52-3c1d-4e6a-8f2b-9a1c3d5e7f02",
  tea: "0b8e7f52-3c1d-4e6a-8f2b-9a1c3d5e7f03",
  temperature: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e01",
  extras: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e02",
  medium: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f01",
  wellDone: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f02",
  bacon: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f03",
  avocado: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f04",
  cheese: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f05",
} as const;

export function sampleMenu(
  overrides: {
    isLemonadeAvailable?: boolean;
    salesTaxPercent?: number;
    ordering?: PublicMenu["ordering"];
  } = {},
): PublicMenu {
  return {
    restaurant: {
      id: IDS.restaurant,
      name: "Golden Fork Bistro",
      salesTaxPercent: overrides.salesTaxPercent ?? 0,
    },
    ordering: overrides.ordering ?? { paused: false, until: null },
    categories: [
      {
        id: "c0000000-0000-4000-8000-000000000001",
        name: "Burgers & Sandwiches",
        items: [
          {
            id: IDS.burger,
            name: "Golden Fork Burger",
            description: "Half-pound patty, aged cheddar, brioche bun",
            price: 16.95,
            photoUrl: null,
            dietaryTags: [],
            isAvailable: true,
            modifierGroups: [
              {
                id: IDS.temperature,
                name: "Temperature",
                isRequired: true,
                minSelections: 1,
                maxSelections: 1,
                options: [
                  { id: IDS.medium, name: "Medium", price: 0 },
                  { id: IDS.wellDone, name: "Well done", price: 0 },
                ],
              },
              {
                id: IDS.extras,
                name: "Extras",
                isRequired: false,
                minSelections: 0,
                maxSelections: 2,
                options: [
                  { id: IDS.bacon, name: "Bacon", price: 2.5 },
                  { id: IDS.avocado, name: "Avocado", price: 1.75 },
                  { id: IDS.cheese, name: "Extra cheese", price: 1 },
                ],
              },
            ],
          },
        ],
      },
      {
        id: "c0000000-0000-4000-8000-000000000002",
        name: "Drinks",
        items: [
          {
            id: IDS.lemonade,
            name: "Fresh Lemonade",
            description: "Squeezed to order",
            price: 4.5,
            photoUrl: null,
            dietaryTags: ["vegan", "gluten_free"],
            isAvailable: overrides.isLemonadeAvailable ?? true,
            modifierGroups: [],
          },
          {
            id: IDS.tea,
            name: "Iced Tea",
            description: "",
            price: 3.25,
            photoUrl: null,
            dietaryTags: ["vegan"],
            isAvailable: false,
            modifierGroups: [],
          },
        ],
      },
    ],
  };
}

export function menuItem(menu: PublicMenu, id: string): MenuItem {
  const item = menu.categories.flatMap((category) => category.items).find((i) => i.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
}
