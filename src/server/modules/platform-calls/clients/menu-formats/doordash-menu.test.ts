import { describe, expect, it } from "vitest";
import { snapshot } from "../../../../test/sample-menu-snapshot";
import { toDoorDashMenu } from "./doordash-menu";

const store = { storeId: "store-42", providerType: "orderdock" };

describe("toDoorDashMenu", () => {
  it("names the store and writes one open hour per day and span, with no special hours", () => {
    const menu = toDoorDashMenu(snapshot, store);
    expect(menu.store).toEqual({ merchant_supplied_id: "store-42", provider_type: "orderdock" });
    expect(menu.open_hours).toEqual([
      { day_index: "MON", start_time: "11:00", end_time: "22:00" },
      { day_index: "TUE", start_time: "11:00", end_time: "22:00" },
      { day_index: "WED", start_time: "11:00", end_time: "22:00" },
      { day_index: "THU", start_time: "11:00", end_time: "22:00" },
      { day_index: "FRI", start_time: "18:00", end_time: "23:59" },
      { day_index: "SAT", start_time: "00:00", end_time: "02:00" },
      { day_index: "SAT", start_time: "11:00", end_time: "22:00" },
    ]);
    expect(menu.special_hours).toEqual([]);
  });

  it("is open all day every day when no hours are set", () => {
    const { open_hours } = toDoorDashMenu({ ...snapshot, openingHours: null }, store);
    expect(open_hours.map((hour) => hour.day_index)).toEqual([
      "MON",
      "TUE",
      "WED",
      "THU",
      "FRI",
      "SAT",
      "SUN",
    ]);
    expect(
      open_hours.every((hour) => hour.start_time === "00:00" && hour.end_time === "23:59"),
    ).toBe(true);
  });

  it("writes the categories in order, items in cents, 86s inactive and each item's extras", () => {
    const sides = {
      name: "Sides",
      merchant_supplied_id: "grp-sides",
      min_num_options: 0,
      max_num_options: 2,
      num_free_options: 0,
      sort_id: 0,
      options: [
        {
          name: "Fries",
          merchant_supplied_id: "opt-fries",
          price: 300,
          active: true,
          default: false,
          sort_id: 0,
        },
        {
          name: "Side Salad",
          merchant_supplied_id: "opt-salad",
          price: 450,
          active: false,
          default: false,
          sort_id: 1,
        },
      ],
    };
    expect(toDoorDashMenu(snapshot, store).menu).toEqual({
      name: "Menu",
      subtitle: "",
      active: true,
      categories: [
        {
          name: "Mains",
          subtitle: "",
          merchant_supplied_id: "cat-mains",
          active: true,
          sort_id: 0,
          items: [
            {
              name: "Veggie Burger",
              description: "Black bean patty",
              merchant_supplied_id: "item-burger",
              active: true,
              price: 1250,
              sort_id: 0,
              original_image_url: "https://cdn.example.com/burger.jpg",
              dish_info: {
                classification_info: {
                  classification_tags: ["TAG_KEY_DIETARY_VEGAN", "TAG_KEY_DIETARY_VEGETARIAN"],
                },
              },
              extras: [sides],
            },
            {
              name: "Tomato Soup",
              description: "",
              merchant_supplied_id: "item-soup",
              active: false,
              price: 650,
              sort_id: 1,
              dish_info: {
                classification_info: { classification_tags: ["TAG_KEY_DIETARY_GLUTEN_FREE"] },
              },
              extras: [],
            },
          ],
        },
        {
          name: "Drinks",
          subtitle: "",
          merchant_supplied_id: "cat-drinks",
          active: true,
          sort_id: 1,
          items: [
            {
              name: "Lemonade",
              description: "Fresh",
              merchant_supplied_id: "item-lemonade",
              active: false,
              price: 400,
              sort_id: 0,
              extras: [],
            },
          ],
        },
      ],
    });
  });

  it("repeats a shared group under every item that offers it, in the item's order", () => {
    const ice = { id: "grp-ice", name: "Ice", minSelections: 0, maxSelections: 1, options: [] };
    const [mains] = snapshot.categories;
    const burger = mains?.items[0];
    if (!mains || !burger) throw new Error("fixture");
    const menu = toDoorDashMenu(
      {
        ...snapshot,
        groups: [...snapshot.groups, ice],
        categories: [
          { ...mains, items: [{ ...burger, groupIds: ["grp-ice", "grp-gone", "grp-sides"] }] },
        ],
      },
      store,
    );
    const extras = menu.menu.categories[0]?.items[0]?.extras ?? [];
    expect(extras.map((extra) => [extra.merchant_supplied_id, extra.sort_id])).toEqual([
      ["grp-ice", 0],
      ["grp-sides", 1],
    ]);
  });
});
