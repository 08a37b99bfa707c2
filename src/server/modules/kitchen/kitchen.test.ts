import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KitchenStations } from "../../../domain/api/kitchen";
import { createAdmin, getWithSession, signInToken } from "../../test/auth-helpers";
import { menuApi } from "../../test/menu-helpers";
import { printerApi } from "../../test/printer-helpers";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { TEST_SECRETS_KEY } from "../../test/webhook-helpers";

/**
 * GET /api/kitchen/stations: the stations the kitchen display offers and each menu item's
 * station, for the session's restaurant only, by the routing the printers use.
 */
describe(`kitchen display stations (${TEST_ENGINE})`, () => {
  let test: TestApp;
  let owner: SignedInOwner;
  let other: SignedInOwner;

  beforeAll(async () => {
    test = await createTestApp({ config: { secretsKey: TEST_SECRETS_KEY } });
    owner = await createSignedInOwner(test.app, test.database.db, "Station Diner");
    other = await createSignedInOwner(test.app, test.database.db, "Other Diner");

    const menu = menuApi(test.app, owner.token);
    const mains = (await menu.addCategory("Mains")).json();
    const drinks = (await menu.addCategory("Drinks")).json();
    const pizzas = (await menu.addCategory("Pizzas")).json();
    await menu.addItem({ name: "Smash Burger", price: 12, categoryId: mains.id });
    await menu.addItem({ name: "Lemonade", price: 4, categoryId: drinks.id });
    await menu.addItem({ name: "Margherita", price: 14, categoryId: pizzas.id });
    const printers = printerApi(test.app, owner.token);
    const route = (id: string, station: string) =>
      printers.call("PUT", `/api/menu/categories/${id}/station`, { station });
    expect((await route(drinks.id, "Bar")).statusCode).toBe(200);
    expect((await route(pizzas.id, "Pizza oven")).statusCode).toBe(200);
    await printers.add({
      name: "Dessert printer",
      station: "Desserts",
      protocol: "star-cloudprnt",
      paperWidth: 80,
    });

    const otherMenu = menuApi(test.app, other.token);
    const salads = (await otherMenu.addCategory("Salads")).json();
    await otherMenu.addItem({ name: "Caesar Salad", price: 9, categoryId: salads.id });
    await printerApi(test.app, other.token).call(
      "PUT",
      `/api/menu/categories/${salads.id}/station`,
      { station: "Cold line" },
    );
  });
  afterAll(() => test.close());

  const stationsOf = async (token: string): Promise<KitchenStations> => {
    const response = await getWithSession(test.app, "/api/kitchen/stations", token);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("lists the built-in stations first, then the restaurant's own from its menu and printers", async () => {
    const { stations } = await stationsOf(owner.token);
    expect(stations).toEqual(["kitchen", "bar", "expo", "desserts", "pizza oven"]);
  });

  it("names each menu item's station as the printers route it", async () => {
    const { items } = await stationsOf(owner.token);
    expect(items).toEqual([
      { name: "Lemonade", station: "bar" },
      { name: "Margherita", station: "pizza oven" },
      { name: "Smash Burger", station: "kitchen" },
    ]);
  });

  it("answers only for the session's restaurant", async () => {
    const theirs = await stationsOf(other.token);
    expect(theirs.items).toEqual([{ name: "Caesar Salad", station: "cold line" }]);
    expect(theirs.stations).toEqual(["kitchen", "bar", "expo", "cold line"]);
  });

  it("asks a visitor without a session to sign in, and refuses an administrator", async () => {
    const anonymous = await getWithSession(test.app, "/api/kitchen/stations");
    expect(anonymous.statusCode).toBe(401);
    const admin = await createAdmin(test.database.db);
    const token = await signInToken(test.app, {
      email: admin.email,
      password: admin.password,
      url: "/api/admin/login",
    });
    const refused = await getWithSession(test.app, "/api/kitchen/stations", token);
    expect(refused.statusCode).toBe(403);
  });
});
