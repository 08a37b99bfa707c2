import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { createOwner, signInToken } from "../../test/auth-helpers";
import { created, menuApi } from "../../test/menu-helpers";
import { sampleDetails } from "../../test/order-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { receivePlatformOrder } from "./platform-orders.service";

/**
 * An order placed on a platform that had not heard of an 86 yet arrives flagged with the
 * 86'd items and options, matched by name whatever their letters, spaces and case.
 */
describe(`an order that arrives with 86'd dishes (${TEST_ENGINE})`, () => {
  let test: TestApp;
  let restaurantId: string;

  beforeAll(async () => {
    test = await createTestApp();
    const owner = await createOwner(test.database.db);
    restaurantId = owner.user.restaurantId ?? "";
    const token = await signInToken(test.app, owner);
    const menu = menuApi(test.app, token);
    const category = created<{ id: string }>(await menu.addCategory("Sides"));
    const group = created<{ id: string; options: Array<{ id: string }> }>(
      await menu.addGroup({
        name: "Sauces",
        isRequired: false,
        minSelections: 0,
        maxSelections: 2,
        options: [
          { name: "Spicy Mayo", price: 0.5 },
          { name: "Ketchup", price: 0 },
        ],
      }),
    );
    const dishes = ["Truffle Parmesan Fries", "Cold Brew Coffee", "Side Salad"];
    const ids: string[] = [];
    for (const name of dishes) {
      const item = created<{ id: string }>(
        await menu.addItem({
          categoryId: category.id,
          name,
          price: 6,
          modifierGroupIds: [group.id],
        }),
      );
      ids.push(item.id);
    }
    // 86 the fries (lower-case "s" in its name) and the coffee (none), and the spicy mayo.
    for (const id of ids.slice(0, 2)) {
      expect((await menu.setAvailability(id, "until_end_of_day")).statusCode).toBe(200);
    }
    const mayo = group.options[0]?.id ?? "";
    const mayoOut = await test.app.inject({
      method: "PUT",
      url: `/api/menu/modifier-groups/${group.id}/options/${mayo}/availability`,
      cookies: { [SESSION_COOKIE]: token },
      payload: { availability: "until_turned_on" },
    });
    expect(mayoOut.statusCode).toBe(200);
  });
  afterAll(() => test.close());

  it("flags every 86'd item and option, with or without an 's' in its name", async () => {
    const { order } = await receivePlatformOrder({
      db: test.database.db,
      restaurantId,
      platform: "shopify",
      order: {
        externalId: "FLAG-S-1",
        details: sampleDetails({
          items: [
            {
              name: "truffle  parmesan FRIES",
              quantity: 1,
              price: 600,
              modifiers: [{ name: "Spicy Mayo", price: 50 }],
            },
            { name: "Cold Brew Coffee", quantity: 2, price: 600, modifiers: [] },
            {
              name: "Side Salad",
              quantity: 1,
              price: 600,
              modifiers: [{ name: "Ketchup", price: 0 }],
            },
          ],
        }),
        state: "placed",
      },
      now: new Date(),
    });
    expect([...(order.unavailableItems ?? [])].sort()).toEqual([
      "Cold Brew Coffee",
      "Spicy Mayo",
      "truffle  parmesan FRIES",
    ]);
  });
});
