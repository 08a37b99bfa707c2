import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformConnections } from "../../db/schema/platform-connections";
import { sampleMenuDocument } from "../../db/seed/sample-menu";
import { type MenuApi, menuApi } from "../../test/menu-helpers";
import { collectEvents, orderApi } from "../../test/order-helpers";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

type PublicItem = {
  id: string;
  name: string;
  price: number;
  isAvailable: boolean;
  modifierGroups: Array<{
    id: string;
    name: string;
    isRequired: boolean;
    options: Array<{ id: string; name: string; price: number }>;
  }>;
};

/** The live menu: the website order API prices from the current menu and refuses 86'd items. */
describe(`website order API (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;
  let menu: MenuApi;
  let items: PublicItem[];

  const placeOrder = (payload: Record<string, unknown>, restaurantId = owner.restaurantId) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/public/restaurants/${restaurantId}/orders`,
      payload,
    });
  const pickup = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
    customer: { name: "Priya Patel", phone: "(512) 555-0117" },
    fulfillment: "pickup",
    items: lines,
    ...extra,
  });
  const named = (name: string) => {
    const item = items.find((candidate) => candidate.name === name);
    if (!item) throw new Error(`no ${name} on the menu`);
    return item;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, database } = testApp;
    owner = await createSignedInOwner(app, database.db, "Website Grill");
    menu = menuApi(app, owner.token);
    await menu.importMenu(sampleMenuDocument());
  });
  afterAll(() => testApp.close());

  it("answers 404 while the restaurant's website form is switched off", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/api/public/restaurants/${owner.restaurantId}/menu`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Online ordering is not available for this restaurant");
    expect((await placeOrder(pickup([]))).statusCode).toBe(400);
    await testApp.database.db
      .insert(platformConnections)
      .values({ restaurantId: owner.restaurantId, platform: "website", isConnected: true });
    const opened = await testApp.app.inject({
      method: "GET",
      url: `/api/public/restaurants/${owner.restaurantId}/menu`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().restaurant).toEqual({ id: owner.restaurantId, name: "Website Grill" });
    items = opened.json().categories.flatMap((category: { items: PublicItem[] }) => category.items);
    expect(items).toHaveLength(30);
    expect((await placeOrder(pickup([]), crypto.randomUUID())).statusCode).toBe(400);
  });

  it("prices the order from the menu, whatever the browser claims, and it arrives live", async () => {
    const burger = named("Golden Fork Burger");
    // One choice in each required group (temperature, side); prices the menu's, not ours.
    const options = burger.modifierGroups
      .filter((group) => group.isRequired)
      .map((group) => group.options[0]?.id);
    const events = collectEvents(testApp.app);
    const response = await placeOrder(
      pickup([{ itemId: burger.id, quantity: 2, optionIds: options, price: 0.01 }], {
        total: 0.01,
        instructions: "Extra napkins",
      }),
    );
    expect(response.statusCode).toBe(201);
    const placed = response.json();
    expect(placed.orderNumber).toMatch(/^W-\d{4}$/);
    const orders = (await orderApi(testApp.app, owner.token).list()).json();
    const stored = orders.find(
      (order: { orderNumber: string }) => order.orderNumber === placed.orderNumber,
    );
    expect(stored).toMatchObject({
      platform: "website",
      isDelivery: false,
      deliveryInstructions: "Extra napkins",
      customer: { name: "Priya Patel", phone: "(512) 555-0117" },
      items: [expect.objectContaining({ name: burger.name, quantity: 2, price: burger.price })],
    });
    expect(placed.total).toBe(stored.total);
    expect(placed.total).toBeGreaterThanOrEqual(burger.price * 2);
    const [event] = await events.waitForOrder(stored.id);
    expect(event?.message.type).toBe("NEW_ORDER");
    events.stop();
  });

  it("refuses an 86'd item with 409 and its path, and takes it again once it is back", async () => {
    const lemonade = named("Fresh Lemonade");
    await menu.setAvailability(lemonade.id, "until_turned_on");
    const refused = await placeOrder(pickup([{ itemId: lemonade.id, quantity: 1 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "ITEM_UNAVAILABLE",
      issues: [{ path: "items.0.itemId", message: "Fresh Lemonade is not available right now" }],
    });
    await menu.setAvailability(lemonade.id, "available");
    expect((await placeOrder(pickup([{ itemId: lemonade.id, quantity: 1 }]))).statusCode).toBe(201);
  });

  it("checks required choices, choices of other items and delivery addresses", async () => {
    const burger = named("Golden Fork Burger");
    const lemonade = named("Fresh Lemonade");
    const otherOption = lemonade.modifierGroups[0]?.options[0]?.id;
    const response = await placeOrder({
      customer: { name: "", phone: "12" },
      fulfillment: "delivery",
      items: [{ itemId: burger.id, quantity: 1, optionIds: [otherOption] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: "customer.name", message: "Your name is required" },
        {
          path: "customer.phone",
          message: "Enter a phone number we can call, e.g. (512) 555-0142",
        },
        { path: "address", message: "A delivery needs an address" },
      ]),
    );
    const choices = await placeOrder(
      pickup([{ itemId: burger.id, quantity: 1, optionIds: [otherOption] }]),
    );
    expect(choices.statusCode).toBe(400);
    const messages = choices.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toContain(`A choice is not offered with ${burger.name}`);
    expect(messages.some((message: string) => message.startsWith("Choose 1 for"))).toBe(true);
  });

  it("makes one order of a retried submission", async () => {
    const tea = named("Iced Tea");
    const clientOrderId = crypto.randomUUID();
    const body = pickup([{ itemId: tea.id, quantity: 3 }], { clientOrderId });
    const first = await placeOrder(body);
    const again = await placeOrder(body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderNumber).toBe(first.json().orderNumber);
  });
});
