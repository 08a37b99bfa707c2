import type { MenuSnapshot, SnapshotItem } from "../../domain/menu-snapshot";

/**
 * The menu every format's test turns into its platform's document: two categories, an item
 * with a photo, dietary tags and a modifier group, an item 86'd until a time and one until
 * turned back on, a group with one option 86'd, and a week with a closed day and an evening
 * past midnight.
 */
const lunch = { open: "11:00", close: "22:00" };
const item = (id: string, name: string, fields: Partial<SnapshotItem>): SnapshotItem => ({
  id,
  name,
  description: "",
  priceCents: 0,
  photoUrl: null,
  dietaryTags: [],
  groupIds: [],
  isAvailable: true,
  unavailableUntil: null,
  ...fields,
});

export const snapshot: MenuSnapshot = {
  currency: "USD",
  timezone: "America/New_York",
  // Sunday closed, Friday 18:00–02:00.
  openingHours: [null, lunch, lunch, lunch, lunch, { open: "18:00", close: "02:00" }, lunch],
  categories: [
    {
      id: "cat-mains",
      name: "Mains",
      items: [
        item("item-burger", "Veggie Burger", {
          description: "Black bean patty",
          priceCents: 1250,
          photoUrl: "https://cdn.example.com/burger.jpg",
          dietaryTags: ["vegan", "vegetarian", "spicy"],
          groupIds: ["grp-sides"],
        }),
        item("item-soup", "Tomato Soup", {
          priceCents: 650,
          dietaryTags: ["gluten_free", "halal"],
          isAvailable: false,
          unavailableUntil: "2026-03-01T18:00:00.000Z",
        }),
      ],
    },
    {
      id: "cat-drinks",
      name: "Drinks",
      items: [
        item("item-lemonade", "Lemonade", {
          description: "Fresh",
          priceCents: 400,
          isAvailable: false,
        }),
      ],
    },
  ],
  groups: [
    {
      id: "grp-sides",
      name: "Sides",
      minSelections: 0,
      maxSelections: 2,
      options: [
        {
          id: "opt-fries",
          name: "Fries",
          priceCents: 300,
          isAvailable: true,
          unavailableUntil: null,
        },
        {
          id: "opt-salad",
          name: "Side Salad",
          priceCents: 450,
          isAvailable: false,
          unavailableUntil: null,
        },
      ],
    },
  ],
};
