import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformCalls } from "../../db/schema/platform-calls";
import { platformConnections } from "../../db/schema/platform-connections";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { placeOrder } from "../../test/printer-helpers";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/** POST /api/users/:id/platform-connections: every field kept, secrets sealed. */
describe(`platform connections (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { publicUrl: "https://orders.example.com" } });
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Connected Cafe");
  });
  afterAll(() => testApp.close());

  const save = (payload: Record<string, unknown>, who = owner, id = who.account.user.id) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/users/${id}/platform-connections`,
      cookies: { [SESSION_COOKIE]: who.token },
      payload,
    });
  const stored = async () =>
    testApp.database.db
      .select()
      .from(platformConnections)
      .where(eq(platformConnections.restaurantId, owner.restaurantId));

  it("saves a DoorDash key sealed, shows it masked, and marks the platform connected", async () => {
    const response = await save({
      platform: "doordash",
      connected: true,
      apiKey: "dd_live_8f3k2m9x4421",
    });
    expect(response.statusCode).toBe(200);
    const { user, connection } = response.json();
    expect(user.platformConnections.doordash).toBe(true);
    expect(user.apiKeys).toEqual({ doordash: "••••4421" });
    expect(connection).toMatchObject({
      platform: "doordash",
      connected: true,
      webhookUrl: `https://orders.example.com/webhooks/doordash/${owner.restaurantId}`,
    });
    expect(JSON.stringify(await stored())).not.toContain("dd_live_8f3k2m9x4421");
    expect(response.body).not.toContain("dd_live_8f3k2m9x4421");
  });

  it("keeps every WooCommerce field — site URL and consumer secret included", async () => {
    const response = await save({
      platform: "woocommerce",
      connected: true,
      siteUrl: "https://shop.example.com/",
      consumerKey: "ck_1234567890abcdef",
      consumerSecret: "cs_fedcba0987654321",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().connection).toMatchObject({
      siteUrl: "https://shop.example.com",
      consumerKey: "••••cdef",
      hasConsumerSecret: true,
    });
    const rows = await stored();
    const woo = rows.find((row) => row.platform === "woocommerce");
    expect(woo?.settings.siteUrl).toBe("https://shop.example.com");
    expect(JSON.stringify(rows)).not.toMatch(/cs_fedcba|ck_1234567890/);
  });

  it("keeps the Shopify store URL, and an empty key keeps the saved one", async () => {
    await save({
      platform: "shopify",
      connected: true,
      storeUrl: "https://golden.myshopify.com",
      apiKey: "shpss_abc123",
    });
    const again = await save({ platform: "shopify", connected: false, apiKey: "" });
    expect(again.json().connection).toMatchObject({
      connected: false,
      storeUrl: "https://golden.myshopify.com",
    });
    expect(again.json().user.apiKeys.shopify).toBe("••••c123");
  });

  it("needs a key to connect a platform that checks one, and a real URL", async () => {
    const noKey = await save({ platform: "grubhub", connected: true });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().issues).toEqual([{ path: "apiKey", message: "Enter your API key" }]);
    const badUrl = await save({ platform: "shopify", connected: true, storeUrl: "golden shop" });
    expect(badUrl.json().issues).toEqual([
      { path: "storeUrl", message: "Store URL must be a full address, e.g. https://example.com" },
    ]);
  });

  it("switches the website form on and off", async () => {
    expect(
      (await save({ platform: "website", connected: true })).json().user.platformConnections
        .website,
    ).toBe(true);
    expect(
      (await save({ platform: "website", connected: false })).json().user.platformConnections
        .website,
    ).toBe(false);
  });

  it("answers 403 for another user's id", async () => {
    const other = await createSignedInOwner(testApp.app, testApp.database.db, "Other Place");
    const response = await save(
      { platform: "website", connected: true },
      owner,
      other.account.user.id,
    );
    expect(response.statusCode).toBe(403);
  });

  it("lists every platform's details for the screen", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/platform-connections",
      cookies: { [SESSION_COOKIE]: owner.token },
    });
    const platforms = response
      .json()
      .connections.map((connection: { platform: string }) => connection.platform);
    expect(platforms).toEqual([
      "ubereats",
      "doordash",
      "grubhub",
      "shopify",
      "woocommerce",
      "website",
    ]);
    expect(response.json().connections[0].webhookUrl).toBe(
      "https://orders.example.com/webhooks/ubereats",
    );
  });
});

/** A connection whose platform refused OrderDock's credentials says so, until one is accepted. */
describe(`a platform that refused OrderDock's credentials (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Refused Diner");
  });
  afterAll(() => testApp.close());

  const list = async () =>
    (
      await testApp.app.inject({
        method: "GET",
        url: "/api/platform-connections",
        cookies: { [SESSION_COOKIE]: owner.token },
      })
    ).json().connections as Array<{ platform: string; problem: unknown }>;
  const answered = async (status: number, message: string, at: Date) => {
    const order = await placeOrder(testApp.database.db, owner.restaurantId, ["Burger"]);
    await testApp.database.db.insert(platformCalls).values({
      restaurantId: owner.restaurantId,
      orderId: order.id,
      platform: "doordash",
      action: "accept",
      state: status < 300 ? "done" : "failed",
      responseStatus: status,
      message,
      finishedAt: at,
    });
  };
  const doordash = async () => (await list()).find((each) => each.platform === "doordash");

  it("shows the refusal of the latest answer on a connection in use, and clears it on a later success", async () => {
    await testApp.database.db
      .insert(platformConnections)
      .values({ restaurantId: owner.restaurantId, platform: "doordash", isConnected: true });
    await answered(500, "Internal error", new Date("2026-11-27T14:00:00Z"));
    expect((await doordash())?.problem).toBeNull();

    await answered(401, "Token expired", new Date("2026-11-27T14:14:00Z"));
    expect((await doordash())?.problem).toEqual({
      kind: "credentials",
      status: 401,
      message: "Token expired",
      at: "2026-11-27T14:14:00.000Z",
    });

    await answered(200, "Accepted", new Date("2026-11-27T14:20:00Z"));
    expect((await doordash())?.problem).toBeNull();

    // Switched off, it sends nothing: nothing to fix there.
    await answered(403, "Forbidden", new Date("2026-11-27T14:30:00Z"));
    await testApp.database.db
      .update(platformConnections)
      .set({ isConnected: false })
      .where(eq(platformConnections.restaurantId, owner.restaurantId));
    expect((await doordash())?.problem).toBeNull();
  });
});
