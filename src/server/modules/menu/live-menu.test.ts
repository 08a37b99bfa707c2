import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../db/schema/restaurants";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { type MenuApi, menuApi } from "../../test/menu-helpers";
import { orderApi } from "../../test/order-helpers";
import { createSignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { getPublicMenu } from "../public/public-orders.service";
import { sampleMenuDocument } from "../sample-data/sample-menu";
import { seedDevelopmentData } from "../sample-data/seed-development";
import { getMenu } from "./menu.service";

type MenuJson = { categories: Array<{ name: string; items: Array<{ id: string; name: string }> }> };

/** A live, seeded menu: test orders use the current menu; new restaurants start with one. */
describe(`the menu, live (${TEST_ENGINE})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("test orders take only the menu's available items", async () => {
    const owner = await createSignedInOwner(testApp.app, testApp.database.db, "Tiny Menu");
    const menu: MenuApi = menuApi(testApp.app, owner.token);
    const category = (await menu.addCategory("Only")).json();
    const soup = (
      await menu.addItem({ categoryId: category.id, name: "Lentil Soup", price: 6 })
    ).json();
    const pie = (
      await menu.addItem({ categoryId: category.id, name: "Pecan Pie", price: 7 })
    ).json();
    await menu.setAvailability(pie.id, "until_end_of_day");
    const orders = orderApi(testApp.app, owner.token);
    const names = new Set<string>();
    for (let count = 0; count < 12; count += 1) {
      const order = (await orders.createTestOrder()).json();
      for (const item of order.items) names.add(item.name);
    }
    expect([...names]).toEqual([soup.name]);
  });

  it("each new demo restaurant starts with the sample menu of 30 items in 5 categories", async () => {
    const demo = await testApp.app.inject({ method: "POST", url: "/api/auth/demo-login" });
    const token = demo.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? "";
    const menu = (await menuApi(testApp.app, token).get()).json() as MenuJson;
    expect(menu.categories.map((category) => category.name)).toEqual([
      "Starters & Salads",
      "Burgers & Sandwiches",
      "Mains",
      "Sides & Desserts",
      "Drinks",
    ]);
    expect(menu.categories.flatMap((category) => category.items)).toHaveLength(30);
  });

  it("the development restaurant is seeded with the same menu", async () => {
    // A database with users is left alone, so seed a fresh one.
    const fresh = await createTestApp();
    try {
      await seedDevelopmentData({ db: fresh.database.db });
      const [goldenFork] = await fresh.database.db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.name, "Golden Fork Bistro"));
      const menu = await getMenu({ db: fresh.database.db, restaurantId: goldenFork?.id ?? "" });
      expect(menu.categories).toHaveLength(5);
      expect(menu.categories.flatMap((category) => category.items)).toHaveLength(30);
      expect(menu.modifierGroups.length).toBeGreaterThan(5);
      // Its website form is on, so the sample page takes orders on a fresh install.
      const publicMenu = await getPublicMenu({
        db: fresh.database.db,
        restaurantId: goldenFork?.id ?? "",
      });
      expect(publicMenu.restaurant.name).toBe("Golden Fork Bistro");
    } finally {
      await fresh.close();
    }
  });
});

describe("the sample menu", () => {
  it("names every item once", () => {
    const names = sampleMenuDocument().categories.flatMap((category) =>
      category.items.map((item) => item.name),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});
