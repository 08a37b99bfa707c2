import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuDocumentSchema } from "../../../domain/api/menu-document";
import { type MenuApi, menuApi } from "../../test/menu-helpers";
import { createSignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { sampleMenuDocument } from "../sample-data/sample-menu";

/** The whole menu out as JSON and back in; a wrong file changes nothing. */
describe(`menu export and import (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let api: MenuApi;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, database } = testApp;
    api = menuApi(app, (await createSignedInOwner(app, database.db, "Export Cafe")).token);
  });
  afterAll(() => testApp.close());

  const withoutIds = (menu: { categories: unknown[]; modifierGroups: unknown[] }) =>
    JSON.parse(
      JSON.stringify(menu, (key, value) =>
        ["id", "categoryId", "modifierGroupIds", "unavailableUntil"].includes(key)
          ? undefined
          : value,
      ),
    );

  it("imports the sample menu: 30 items in 5 categories with their modifier groups", async () => {
    const response = await api.importMenu(sampleMenuDocument());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ categories: 5, items: 30, modifierGroups: 9 });
  });

  it("exports a file that imports back to the same menu, availability included", async () => {
    const before = (await api.get()).json();
    const firstItem = before.categories[0].items[0];
    await api.setAvailability(firstItem.id, "until_turned_on");
    const beforeExport = (await api.get()).json();

    const exported = await api.exportMenu();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(
      /^attachment; filename="menu-export-cafe-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const document = exported.json();
    expect(menuDocumentSchema.safeParse(document).success).toBe(true);
    expect(document.categories[0].items[0]).toMatchObject({
      name: firstItem.name,
      available: false,
    });

    expect((await api.importMenu(document)).statusCode).toBe(200);
    const after = (await api.get()).json();
    expect(withoutIds(after)).toEqual(withoutIds(beforeExport));
    // Links survive by name: items keep their groups.
    const groupNames = (menu: typeof after) =>
      menu.categories.flatMap((category: { items: Array<{ modifierGroupIds: string[] }> }) =>
        category.items.map((item) =>
          item.modifierGroupIds.map(
            (id) => menu.modifierGroups.find((group: { id: string }) => group.id === id)?.name,
          ),
        ),
      );
    expect(groupNames(after)).toEqual(groupNames(beforeExport));
  });

  it("refuses a wrong file listing every problem with its path, and changes nothing", async () => {
    const before = (await api.get()).json();
    const document = sampleMenuDocument();
    const broken = {
      ...document,
      modifierGroups: [...document.modifierGroups, { ...document.modifierGroups[0] }],
      categories: [
        {
          name: "",
          items: [
            { name: "Soup", price: -2, modifierGroups: ["Nonexistent"] },
            { name: "Bread", price: 1.234, dietaryTags: ["crunchy"] },
          ],
        },
        ...document.categories,
      ],
    };
    const response = await api.importMenu(broken);
    expect(response.statusCode).toBe(400);
    const issues = response.json().issues as Array<{ path: string; message: string }>;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "categories.0.name", message: "Category name is required" },
        { path: "categories.0.items.0.price", message: "Amount cannot be negative" },
        { path: "categories.0.items.1.price", message: "Amount must have at most two decimals" },
        { path: "categories.0.items.1.dietaryTags.0", message: "Unknown dietary tag" },
      ]),
    );
    expect((await api.get()).json()).toEqual(before);

    // Cross-references are checked too, once the shapes are right.
    const unknownGroup = {
      ...document,
      modifierGroups: [...document.modifierGroups, { ...document.modifierGroups[0] }],
      categories: [
        { name: "Soups", items: [{ name: "Soup", price: 6, modifierGroups: ["Nonexistent"] }] },
      ],
    };
    const second = await api.importMenu(unknownGroup);
    expect(second.statusCode).toBe(400);
    expect(second.json().issues).toEqual(
      expect.arrayContaining([
        {
          path: `modifierGroups.${document.modifierGroups.length}.name`,
          message: `Another modifier group is already named "${document.modifierGroups[0]?.name}"`,
        },
        {
          path: "categories.0.items.0.modifierGroups.0",
          message: 'No modifier group named "Nonexistent" in this file',
        },
      ]),
    );
    expect((await api.get()).json()).toEqual(before);
  });

  it("refuses a file of another format or version", async () => {
    const response = await api.importMenu({ format: "csv", version: 2, categories: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: "format", message: 'format must be "orderdock-menu"' },
        { path: "version", message: "version must be 1" },
      ]),
    );
  });
});
