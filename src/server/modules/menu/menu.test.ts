import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { created, type MenuApi, menuApi, SIZE_GROUP } from "../../test/menu-helpers";
import { createSignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

type Item = {
  id: string;
  name: string;
  categoryId: string;
  price: number;
  modifierGroupIds: string[];
};
type Category = { id: string; name: string; items: Item[] };

/** The Menu Manager API: editing, ordering, validation and scoping. */
describe(`menu API (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let api: MenuApi;
  let other: MenuApi;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, database } = testApp;
    api = menuApi(app, (await createSignedInOwner(app, database.db, "Menu Bistro")).token);
    other = menuApi(app, (await createSignedInOwner(app, database.db, "Rival Diner")).token);
  });
  afterAll(() => testApp.close());

  const categories = async (menu: MenuApi = api) =>
    ((await menu.get()).json() as { categories: Category[] }).categories;

  it("builds a category with an item and a required modifier group, in cents inside and dollars out", async () => {
    const mains = created<Category>(await api.addCategory("Mains"));
    const size = created<{ id: string; options: Array<{ id: string }> }>(
      await api.addGroup(SIZE_GROUP),
    );
    const item = created<Item>(
      await api.addItem({
        categoryId: mains.id,
        name: "Steak Frites",
        description: "Hanger steak, herb butter",
        price: 24.95,
        dietaryTags: ["gluten_free", "gluten_free"],
        modifierGroupIds: [size.id],
      }),
    );
    expect(item).toMatchObject({
      name: "Steak Frites",
      price: 24.95,
      dietaryTags: ["gluten_free"],
      modifierGroupIds: [size.id],
      availability: "available",
      isAvailable: true,
    });
    const menu = (await api.get()).json();
    expect(menu.categories).toEqual([
      expect.objectContaining({ name: "Mains", items: [expect.objectContaining({ id: item.id })] }),
    ]);
    expect(menu.modifierGroups[0]).toMatchObject({ name: "Size", isRequired: true, itemCount: 1 });
    expect(menu.timezone).toBe("America/New_York");
  });

  it("refuses bad input with every problem and its path", async () => {
    const [mains] = await categories();
    const response = await api.addItem({
      categoryId: mains?.id,
      name: "",
      price: -1,
      photoUrl: "ftp://x",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Item name is required" },
        { path: "price", message: "Amount cannot be negative" },
        { path: "photoUrl", message: "Photo URL must start with https:// or http://" },
      ]),
    );
    const group = await api.addGroup({
      ...SIZE_GROUP,
      isRequired: true,
      minSelections: 0,
      maxSelections: 3,
    });
    expect(group.json().issues).toEqual(
      expect.arrayContaining([
        { path: "minSelections", message: "A required group needs at least one selection" },
        { path: "maxSelections", message: "Maximum cannot exceed the number of options" },
      ]),
    );
    expect(
      (await api.addItem({ categoryId: crypto.randomUUID(), name: "X", price: 1 })).json().issues,
    ).toEqual([{ path: "categoryId", message: "Choose a category of your menu" }]);
  });

  it("duplicates an item right after the original, with its groups", async () => {
    const [mains] = await categories();
    const original = mains?.items[0] as Item;
    await api.addItem({ categoryId: mains?.id, name: "Roast Chicken", price: 19 });
    const copy = created<Item>(await api.duplicateItem(original.id));
    expect(copy).toMatchObject({
      name: "Steak Frites (copy)",
      modifierGroupIds: original.modifierGroupIds,
    });
    expect((await categories())[0]?.items.map((item) => item.name)).toEqual([
      "Steak Frites",
      "Steak Frites (copy)",
      "Roast Chicken",
    ]);
  });

  it("reorders items and categories, and refuses an order that is not a permutation", async () => {
    const [mains] = await categories();
    const ids = (mains?.items ?? []).map((item) => item.id).reverse();
    expect((await api.orderItems(mains?.id ?? "", ids)).statusCode).toBe(200);
    expect((await categories())[0]?.items.map((item) => item.id)).toEqual(ids);
    const refused = await api.orderItems(mains?.id ?? "", ids.slice(1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("The new order must list each one exactly once");

    const drinks = created<Category>(await api.addCategory("Drinks"));
    await api.orderCategories([drinks.id, mains?.id ?? ""]);
    expect((await categories()).map((category) => category.name)).toEqual(["Drinks", "Mains"]);
  });

  it("moves an item to another category, at its end", async () => {
    const [drinks, mains] = await categories();
    const moved = mains?.items[0] as Item;
    const response = await api.editItem(moved.id, { categoryId: drinks?.id, price: 3.5 });
    expect(response.json()).toMatchObject({ categoryId: drinks?.id, price: 3.5 });
    expect((await categories())[0]?.items.map((item) => item.id)).toEqual([moved.id]);
  });

  it("changes only the fields an edit sends, keeping the rest", async () => {
    const [, mains] = await categories();
    const item = mains?.items.find((candidate) => candidate.modifierGroupIds.length > 0) as Item;
    const before = (
      await api.editItem(item.id, { description: "Slow-cooked", prepMinutes: 14 })
    ).json() as Item & { prepMinutes: number | null; description: string };
    expect(before).toMatchObject({ description: "Slow-cooked", prepMinutes: 14 });
    const after = (await api.editItem(item.id, { price: 19.5 })).json();
    expect(after).toMatchObject({
      price: 19.5,
      description: "Slow-cooked",
      prepMinutes: 14,
      modifierGroupIds: item.modifierGroupIds,
    });
  });

  it("deleting a group detaches it from items; deleting a category removes its items", async () => {
    const menu = (await api.get()).json();
    const size = menu.modifierGroups[0];
    expect((await api.deleteGroup(size.id)).json()).toEqual({ deleted: true });
    for (const category of await categories()) {
      for (const item of category.items) expect(item.modifierGroupIds).toEqual([]);
    }
    const [, mains] = await categories();
    const answer = await api.deleteCategory(mains?.id ?? "");
    expect(answer.json()).toEqual({ deletedItems: mains?.items.length });
    expect((await categories()).map((category) => category.name)).toEqual(["Drinks"]);
  });

  it("keeps every restaurant's menu its own: another's ids answer 404 and change nothing", async () => {
    const [drinks] = await categories();
    const item = drinks?.items[0] as Item;
    const group = created<{ id: string }>(await api.addGroup(SIZE_GROUP));
    expect(await categories(other)).toEqual([]);
    const attempts = [
      other.renameCategory(drinks?.id ?? "", "Stolen"),
      other.deleteCategory(drinks?.id ?? ""),
      other.editItem(item.id, { name: "Stolen" }),
      other.deleteItem(item.id),
      other.duplicateItem(item.id),
      other.setAvailability(item.id, "until_turned_on"),
      other.replaceGroup(group.id, SIZE_GROUP),
      other.deleteGroup(group.id),
      other.orderItems(drinks?.id ?? "", [item.id]),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const theirs = created<Category>(await other.addCategory("Theirs"));
    const sneaky = await other.addItem({
      categoryId: theirs.id,
      name: "Borrowed group",
      price: 1,
      modifierGroupIds: [group.id],
    });
    expect(sneaky.json().issues).toEqual([
      { path: "modifierGroupIds.0", message: "Unknown modifier group" },
    ]);
    expect((await categories())[0]?.items[0]).toMatchObject({
      id: item.id,
      name: item.name,
      isAvailable: true,
    });
    expect((await api.editItem("not-a-uuid", { name: "x" })).statusCode).toBe(404);
  });

  it("keeps option ids when a group is edited, so carts in progress still match", async () => {
    const group = created<{ id: string; options: Array<{ id: string; name: string }> }>(
      await api.addGroup(SIZE_GROUP),
    );
    const [regular] = group.options;
    const edited = await api.replaceGroup(group.id, {
      ...SIZE_GROUP,
      options: [
        { id: regular?.id, name: "Regular", price: 0 },
        { name: "Family", price: 9 },
      ],
    });
    const available = {
      availability: "available",
      unavailableUntil: null,
      isAvailable: true,
      channels: [],
    };
    expect(edited.json().options).toEqual([
      { id: regular?.id, name: "Regular", price: 0, ...available },
      { id: expect.any(String), name: "Family", price: 9, ...available },
    ]);
  });
});
