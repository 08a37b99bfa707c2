import { describe, expect, it } from "vitest";
import { snapshot } from "../../../../test/sample-menu-snapshot";
import { toGrubhubMenu } from "./grubhub-menu";

describe("toGrubhubMenu", () => {
  it("lists the sections in order under the menu's currency", () => {
    const menu = toGrubhubMenu(snapshot);
    expect(menu.menu_info).toEqual({ currency: "USD", sections: ["cat-mains", "cat-drinks"] });
    expect(menu.menu_sections).toEqual([
      {
        external_id: "cat-mains",
        name: "Mains",
        items: ["item-burger", "item-soup"],
        schedule_ids: ["orderdock-opening-hours"],
      },
      {
        external_id: "cat-drinks",
        name: "Drinks",
        items: ["item-lemonade"],
        schedule_ids: ["orderdock-opening-hours"],
      },
    ]);
  });

  it("writes the opening hours as one weekly schedule, days sharing a span in one rule", () => {
    expect(toGrubhubMenu(snapshot).repeating_schedules).toEqual([
      {
        external_id: "orderdock-opening-hours",
        name: "Opening hours",
        type: "WEEKLY",
        rules: [
          {
            days: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "SATURDAY"],
            start_time: "11:00:00.000",
            end_time: "22:00:00.000",
          },
          { days: ["FRIDAY"], start_time: "18:00:00.000", end_time: "23:59:00.000" },
          { days: ["SATURDAY"], start_time: "00:00:00.000", end_time: "02:00:00.000" },
        ],
      },
    ]);
  });

  it("sends no schedule when no hours are set", () => {
    const menu = toGrubhubMenu({ ...snapshot, openingHours: null });
    expect(menu).not.toHaveProperty("repeating_schedules");
    expect(menu.menu_sections.map((section) => section.schedule_ids)).toEqual([[], []]);
  });

  it("keeps 86'd items, with prices in dollars, the photo and Grubhub's own tags", () => {
    expect(toGrubhubMenu(snapshot).items).toEqual([
      {
        external_id: "item-burger",
        name: "Veggie Burger",
        description: "Black bean patty",
        price: 12.5,
        modifier_prompts: ["grp-sides"],
        media: { source_url: "https://cdn.example.com/burger.jpg" },
        tags: [
          { group: "LEGACY", name: "VEGAN" },
          { group: "LEGACY", name: "VEGETARIAN" },
          { group: "LEGACY", name: "SPICY" },
        ],
      },
      {
        external_id: "item-soup",
        name: "Tomato Soup",
        description: "",
        price: 6.5,
        modifier_prompts: [],
        // Grubhub has no halal tag.
        tags: [{ group: "LEGACY", name: "GLUTEN_FREE" }],
      },
      {
        external_id: "item-lemonade",
        name: "Lemonade",
        description: "Fresh",
        price: 4,
        modifier_prompts: [],
        tags: [],
      },
    ]);
  });

  it("writes each group as a prompt with its own list, and the options as modifiers", () => {
    const menu = toGrubhubMenu(snapshot);
    expect(menu.modifier_prompts).toEqual([
      {
        external_id: "grp-sides",
        name: "Sides",
        modifier_list: "grp-sides|list",
        default_selection_model: { minimum_quantity: 0, maximum_quantity: 2 },
      },
    ]);
    expect(menu.modifier_lists).toEqual([
      { external_id: "grp-sides|list", name: "Sides", modifiers: ["opt-fries", "opt-salad"] },
    ]);
    expect(menu.modifiers).toEqual([
      { external_id: "opt-fries", name: "Fries", default_price: 3 },
      { external_id: "opt-salad", name: "Side Salad", default_price: 4.5 },
    ]);
  });

  it("turns odd cents into exact two-place dollars", () => {
    const [mains] = snapshot.categories;
    const burger = mains?.items[0];
    if (!mains || !burger) throw new Error("fixture");
    const menu = toGrubhubMenu({
      ...snapshot,
      categories: [{ ...mains, items: [{ ...burger, priceCents: 1999 }] }],
    });
    expect(menu.items[0]?.price).toBe(19.99);
  });
});
