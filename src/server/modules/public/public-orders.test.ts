import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformConnections } from "../../db/schema/platform-connections";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { type MenuApi, menuApi } from "../../test/menu-helpers";
import { collectEvents, orderApi } from "../../test/order-helpers";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { sampleMenuDocument } from "../sample-data/sample-menu";

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
  // The form allows ten orders a minute from one address: later tests order from their own.
  let lastAddress = 10;
  const placeFromNewAddress = (payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/public/restaurants/${owner.restaurantId}/orders`,
      remoteAddress: `192.0.2.${++lastAddress}`,
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
    expect(opened.json().restaurant).toEqual({
      id: owner.restaurantId,
      name: "Website Grill",
      salesTaxPercent: 0,
    });
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
        kitchenNote: "Extra napkins",
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
      kitchenNote: "Extra napkins",
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

  it("keeps each line's note, the note for the kitchen and the courier's words apart", async () => {
    const soup = named("French Onion Soup");
    const tea = named("Iced Tea");
    const response = await placeFromNewAddress({
      customer: { name: "Sam Lee", phone: "(512) 555-0188" },
      fulfillment: "delivery",
      address: { street: "1200 S Lamar Blvd", city: "Austin", state: "TX", zipCode: "78704" },
      kitchenNote: "PEANUT ALLERGY - please no nuts",
      deliveryInstructions: "Gate code 4521",
      items: [
        { itemId: soup.id, quantity: 1, note: "No croutons" },
        { itemId: tea.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const stored = await storedOrder(response.json().orderNumber);
    expect(stored).toMatchObject({
      isDelivery: true,
      kitchenNote: "PEANUT ALLERGY - please no nuts",
      deliveryInstructions: "Gate code 4521",
    });
    expect(stored.items.map((item: { note?: string }) => item.note)).toEqual([
      "No croutons",
      undefined,
    ]);
  });

  it("gives the kitchen a pickup's words and a form's older single note", async () => {
    const soup = named("French Onion Soup");
    const response = await placeFromNewAddress(
      pickup([{ itemId: soup.id, quantity: 1 }], {
        instructions: "Sesame allergy",
        deliveryInstructions: "I'll come at 6",
      }),
    );
    expect(response.statusCode).toBe(201);
    const stored = await storedOrder(response.json().orderNumber);
    expect(stored.kitchenNote).toBe("Sesame allergy; I'll come at 6");
    expect(stored.deliveryInstructions).toBeUndefined();
  });

  it("refuses a line note past 500 characters with its path", async () => {
    const soup = named("French Onion Soup");
    const response = await placeFromNewAddress(
      pickup([{ itemId: soup.id, quantity: 1, note: "x".repeat(501) }]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "items.0.note", message: "The note for this item can be at most 500 characters" },
    ]);
  });

  it("charges the restaurant's sales tax on the subtotal, to the exact cent, and shows the rate", async () => {
    await setSalesTax(8.875);
    const menuResponse = await testApp.app.inject({
      method: "GET",
      url: `/api/public/restaurants/${owner.restaurantId}/menu`,
    });
    expect(menuResponse.json().restaurant.salesTaxPercent).toBe(8.875);

    // 3 × $9.95 = $29.85; 8.875% of it is $2.6491875: $2.65.
    const soup = named("French Onion Soup");
    expect(soup.price).toBe(9.95);
    const response = await placeFromNewAddress(pickup([{ itemId: soup.id, quantity: 3 }]));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ tax: 2.65, total: 32.5 });
    const stored = await storedOrder(response.json().orderNumber);
    expect(stored).toMatchObject({ subtotal: 29.85, tax: 2.65, total: 32.5 });
  });

  it("charges no tax at 0%", async () => {
    await setSalesTax(0);
    const soup = named("French Onion Soup");
    const response = await placeFromNewAddress(pickup([{ itemId: soup.id, quantity: 3 }]));
    expect(response.json()).toMatchObject({ tax: 0, total: 29.85 });
    const stored = await storedOrder(response.json().orderNumber);
    expect(stored).toMatchObject({ subtotal: 29.85, tax: 0, total: 29.85 });
    const menuResponse = await testApp.app.inject({
      method: "GET",
      url: `/api/public/restaurants/${owner.restaurantId}/menu`,
    });
    expect(menuResponse.json().restaurant.salesTaxPercent).toBe(0);
  });

  /** As the owner sets it on Settings: the restaurant's profile is sent whole. */
  async function setSalesTax(salesTaxPercent: number) {
    const response = await testApp.app.inject({
      method: "PUT",
      url: "/api/settings",
      cookies: { [SESSION_COOKIE]: owner.token },
      payload: {
        restaurant: {
          name: "Website Grill",
          phone: "",
          address: "",
          timezone: "America/Chicago",
          prepMinutes: 20,
          salesTaxPercent,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function storedOrder(orderNumber: string) {
    const orders = (await orderApi(testApp.app, owner.token).list()).json();
    const found = orders.find(
      (order: { orderNumber: string }) => order.orderNumber === orderNumber,
    );
    if (!found) throw new Error(`no stored order ${orderNumber}`);
    return found;
  }
});
