import { describe, expect, it } from "vitest";
import {
  moveId,
  orderCategories,
  orderItems,
  putItem,
  removeGroup,
  renameCategory,
} from "./menu-cache";
import { buildItem, buildMenu, IDS } from "./test/menu-fixtures";

const itemIds = (menu: ReturnType<typeof buildMenu>, index: number) =>
  menu.categories[index]?.items.map((item) => item.id);

describe("moving an id within a list", () => {
  it.each([
    { id: "a", to: 1, expected: ["b", "a", "c"] },
    { id: "c", to: 0, expected: ["c", "a", "b"] },
    { id: "a", to: 9, expected: ["b", "c", "a"] },
    { id: "b", to: -1, expected: ["b", "a", "c"] },
    { id: "x", to: 0, expected: ["a", "b", "c"] },
  ])("moves $id to $to", ({ id, to, expected }) => {
    expect(moveId(["a", "b", "c"], id, to)).toEqual(expected);
  });
});

describe("edits of the cached menu", () => {
  it("orders categories and one category's items by the ids given, leaving the rest alone", () => {
    const menu = buildMenu();
    expect(orderCategories(menu, [IDS.mains, IDS.starters]).categories.map((c) => c.name)).toEqual([
      "Mains",
      "Starters",
    ]);
    const reordered = orderItems(menu, IDS.starters, [IDS.salad, IDS.wings, IDS.soup]);
    expect(itemIds(reordered, 0)).toEqual([IDS.salad, IDS.wings, IDS.soup]);
    expect(reordered.categories[1]).toBe(menu.categories[1]);
    expect(itemIds(menu, 0)).toEqual([IDS.wings, IDS.soup, IDS.salad]);
  });

  it("keeps an edited item in place, and moves it last in a new category", () => {
    const menu = buildMenu();
    const renamed = putItem(menu, buildItem({ id: IDS.soup, name: "Pea Soup" }));
    expect(renamed.categories[0]?.items[1]?.name).toBe("Pea Soup");

    const moved = putItem(menu, buildItem({ id: IDS.wings, categoryId: IDS.mains }));
    expect(itemIds(moved, 0)).toEqual([IDS.soup, IDS.salad]);
    expect(itemIds(moved, 1)).toEqual([IDS.burger, IDS.salmon, IDS.wings]);
  });

  it("puts a duplicate right after its original", () => {
    const copyId = "7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c99";
    const menu = putItem(
      buildMenu(),
      buildItem({ id: copyId, name: "Buffalo Wings (copy)" }),
      IDS.wings,
    );
    expect(itemIds(menu, 0)).toEqual([IDS.wings, copyId, IDS.soup, IDS.salad]);
  });

  it("renames a category and detaches a deleted group from its items", () => {
    const menu = renameCategory(buildMenu(), { id: IDS.mains, name: "Entrées" });
    expect(menu.categories[1]?.name).toBe("Entrées");
    const withoutSize = removeGroup(menu, IDS.size);
    expect(withoutSize.modifierGroups).toEqual([]);
    expect(withoutSize.categories[0]?.items[0]?.modifierGroupIds).toEqual([]);
  });
});
