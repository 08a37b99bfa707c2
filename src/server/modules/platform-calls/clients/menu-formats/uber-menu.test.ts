import { describe, expect, it } from "vitest";
import { snapshot } from "../../../../test/sample-menu-snapshot";
import { toUberMenu, uberSuspension } from "./uber-menu";

const en = (value: string) => ({ translations: { en_us: value } });
const lunchPeriod = [{ start_time: "11:00", end_time: "22:00" }];

describe("toUberMenu", () => {
  it("writes one menu open in the restaurant's hours, split at midnight, closed days left out", () => {
    const [menu] = toUberMenu(snapshot).menus;
    expect(menu).toEqual({
      id: "orderdock-menu",
      title: en("Menu"),
      service_availability: [
        { day_of_week: "monday", time_periods: lunchPeriod },
        { day_of_week: "tuesday", time_periods: lunchPeriod },
        { day_of_week: "wednesday", time_periods: lunchPeriod },
        { day_of_week: "thursday", time_periods: lunchPeriod },
        { day_of_week: "friday", time_periods: [{ start_time: "18:00", end_time: "23:59" }] },
        {
          day_of_week: "saturday",
          time_periods: [
            { start_time: "00:00", end_time: "02:00" },
            { start_time: "11:00", end_time: "22:00" },
          ],
        },
      ],
      category_ids: ["cat-mains", "cat-drinks"],
    });
  });

  it("opens all day every day when no hours are set", () => {
    const { menus } = toUberMenu({ ...snapshot, openingHours: null });
    const days = menus[0]?.service_availability ?? [];
    expect(days.map((day) => day.day_of_week)).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
    ]);
    for (const day of days) {
      expect(day.time_periods).toEqual([{ start_time: "00:00", end_time: "23:59" }]);
    }
  });

  it("lists the categories in order with their items", () => {
    expect(toUberMenu(snapshot).categories).toEqual([
      {
        id: "cat-mains",
        title: en("Mains"),
        entities: [
          { id: "item-burger", type: "ITEM" },
          { id: "item-soup", type: "ITEM" },
        ],
      },
      { id: "cat-drinks", title: en("Drinks"), entities: [{ id: "item-lemonade", type: "ITEM" }] },
    ]);
  });

  it("writes items in cents with their photo, groups, labels and 86s", () => {
    const { items } = toUberMenu(snapshot);
    expect(items.slice(0, 3)).toEqual([
      {
        id: "item-burger",
        title: en("Veggie Burger"),
        description: en("Black bean patty"),
        image_url: "https://cdn.example.com/burger.jpg",
        price_info: { price: 1250 },
        modifier_group_ids: { ids: ["grp-sides"] },
        tax_info: {},
        dish_info: { classifications: { dietary_label_info: { labels: ["VEGAN", "VEGETARIAN"] } } },
      },
      {
        id: "item-soup",
        title: en("Tomato Soup"),
        price_info: { price: 650 },
        // 2026-03-01T18:00:00Z in Unix seconds.
        suspension_info: { suspension: { suspend_until: 1_772_388_000, reason: "Sold out" } },
        tax_info: {},
        dish_info: { classifications: { dietary_label_info: { labels: ["GLUTEN_FREE"] } } },
      },
      {
        id: "item-lemonade",
        title: en("Lemonade"),
        description: en("Fresh"),
        price_info: { price: 400 },
        suspension_info: { suspension: { suspend_until: 8_640_000_000, reason: "Sold out" } },
        tax_info: {},
        dish_info: { classifications: { dietary_label_info: { labels: [] } } },
      },
    ]);
  });

  it("writes each option as an item priced inside its group, and the group with its limits", () => {
    const menu = toUberMenu(snapshot);
    const inSides = { context_type: "MODIFIER_GROUP", context_value: "grp-sides" };
    expect(menu.items.slice(3)).toEqual([
      {
        id: "opt-fries",
        title: en("Fries"),
        price_info: { price: 0, overrides: [{ ...inSides, price: 300 }] },
        quantity_info: { overrides: [{ ...inSides, quantity: { max_permitted: 1 } }] },
        tax_info: {},
      },
      {
        id: "opt-salad",
        title: en("Side Salad"),
        price_info: { price: 0, overrides: [{ ...inSides, price: 450 }] },
        quantity_info: { overrides: [{ ...inSides, quantity: { max_permitted: 1 } }] },
        suspension_info: { suspension: { suspend_until: 8_640_000_000, reason: "Sold out" } },
        tax_info: {},
      },
    ]);
    expect(menu.modifier_groups).toEqual([
      {
        id: "grp-sides",
        title: en("Sides"),
        quantity_info: { quantity: { min_permitted: 0, max_permitted: 2 } },
        modifier_options: [
          { id: "opt-fries", type: "ITEM" },
          { id: "opt-salad", type: "ITEM" },
        ],
      },
    ]);
    expect(menu.display_options).toEqual({});
  });

  it("drops a group id the snapshot has no group for", () => {
    const category = snapshot.categories[1];
    const lemonade = category?.items[0];
    if (!category || !lemonade) throw new Error("fixture");
    const menu = toUberMenu({
      ...snapshot,
      categories: [{ ...category, items: [{ ...lemonade, groupIds: ["grp-gone"] }] }],
    });
    expect(menu.items[0]).not.toHaveProperty("modifier_group_ids");
  });

  it("suspends until the 86's end in seconds, or indefinitely", () => {
    expect(uberSuspension("2026-03-01T18:00:30.500Z").suspension.suspend_until).toBe(1_772_388_030);
    expect(uberSuspension(null).suspension.suspend_until).toBe(8_640_000_000);
  });
});
