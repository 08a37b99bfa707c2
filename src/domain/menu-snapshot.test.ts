import { describe, expect, it } from "vitest";
import { describeMenuChange, diffMenus, type MenuSnapshot } from "./menu-snapshot";

const item = (id: string, name: string, priceCents: number) => ({
  id,
  name,
  description: "",
  priceCents,
  photoUrl: null,
  dietaryTags: [],
  groupIds: [],
  isAvailable: true,
  unavailableUntil: null,
});

const BEFORE: MenuSnapshot = {
  currency: "USD",
  timezone: "America/New_York",
  openingHours: null,
  categories: [
    { id: "c1", name: "Mains", items: [item("i1", "Burger", 1200), item("i2", "Soup", 800)] },
  ],
  groups: [
    {
      id: "g1",
      name: "Sauces",
      minSelections: 0,
      maxSelections: 2,
      options: [
        { id: "o1", name: "Ketchup", priceCents: 0, isAvailable: true, unavailableUntil: null },
      ],
    },
  ],
};

describe("what a publish changes", () => {
  it("lists everything as added the first time", () => {
    expect(diffMenus(null, BEFORE).map(describeMenuChange)).toEqual([
      "Added category Mains",
      "Added Burger",
      "Added Soup",
      "Added modifier group Sauces",
      "Added option Ketchup",
    ]);
  });

  it("names what was added, removed or changed, and ignores an 86", () => {
    const after: MenuSnapshot = {
      ...BEFORE,
      categories: [
        {
          id: "c1",
          name: "Mains",
          items: [
            { ...item("i1", "Golden Burger", 1350), photoUrl: "https://example.com/b.jpg" },
            item("i3", "Truffle Fries", 650),
          ],
        },
      ],
      groups: [
        {
          ...(BEFORE.groups[0] as MenuSnapshot["groups"][number]),
          options: [
            {
              id: "o1",
              name: "Ketchup",
              priceCents: 50,
              isAvailable: false,
              unavailableUntil: null,
            },
          ],
        },
      ],
    };
    expect(diffMenus(BEFORE, after).map(describeMenuChange)).toEqual([
      "Changed Golden Burger: renamed from Burger, price $12.00 → $13.50, photo",
      "Added Truffle Fries",
      "Removed Soup",
      "Changed option Ketchup: price $0.00 → $0.50",
    ]);
    expect(diffMenus(BEFORE, BEFORE)).toEqual([]);
  });
});
