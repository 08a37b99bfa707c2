import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchPublicMenu } from "../../../../scripts/simulate/public-menu";
import { menuCategories } from "../../db/schema/menu-categories";
import { menuItems } from "../../db/schema/menu-items";
import { orders } from "../../db/schema/orders";
import { sandboxClientSecret } from "../../lib/sandbox-credentials";
import { buildWebhook, type SimulatedPlatform } from "../../sandbox/twins/platform-webhooks";
import { createOwner } from "../../test/auth-helpers";
import { listenOnRandomPort } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { connect, TEST_SECRETS_KEY, testBox } from "../../test/webhook-helpers";
import { saveConnection } from "../platforms/platform-connections.repository";

/** `npm run simulate`: what it sends is accepted and stored, platform by platform. */
describe(`simulated webhooks (${TEST_ENGINE})`, () => {
  const sessionSecret = randomBytes(32).toString("base64");
  const keys = {
    shopify: "sim_shopify_key",
    woocommerce: "sim_woo_secret",
    doordash: "sim_dd_token",
    grubhub: "sim_gh_key",
  };
  const storeId = crypto.randomUUID();
  let testApp: TestApp;
  let base: string;
  let restaurantId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { sessionSecret, secretsKey: TEST_SECRETS_KEY } });
    base = `http://127.0.0.1:${await listenOnRandomPort(testApp.app)}`;
    const { db } = testApp.database;
    restaurantId =
      (await createOwner(db, { restaurantName: "Simulated Bistro" })).user.restaurantId ?? "";
    await connect(db, restaurantId, { platform: "shopify", apiKey: keys.shopify });
    await connect(db, restaurantId, { platform: "woocommerce", consumerSecret: keys.woocommerce });
    await connect(db, restaurantId, { platform: "doordash", apiKey: keys.doordash });
    await connect(db, restaurantId, { platform: "grubhub", apiKey: keys.grubhub });
    await saveConnection(db, restaurantId, "ubereats", {
      isConnected: true,
      settings: { storeId },
      secretsEncrypted: testBox.seal({ accessToken: "x" }),
    });
  });
  afterAll(() => testApp.close());

  const secretOf = (platform: SimulatedPlatform) =>
    platform === "ubereats" ? sandboxClientSecret(sessionSecret) : keys[platform];

  it.each(["shopify", "woocommerce", "doordash", "grubhub", "ubereats"] as const)(
    "%s: three webhooks make three new orders",
    async (platform) => {
      for (let count = 0; count < 3; count += 1) {
        const webhook = buildWebhook({
          platform,
          restaurantId,
          secret: secretOf(platform),
          storeId,
        });
        const response = await fetch(`${base}${webhook.path}`, {
          method: "POST",
          headers: webhook.headers,
          body: webhook.body,
        });
        expect(response.status, await response.text()).toBe(200);
      }
      const stored = await testApp.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.restaurantId, restaurantId), eq(orders.platform, platform)));
      expect(stored).toHaveLength(3);
      expect(new Set(stored.map((order) => order.orderNumber)).size).toBe(3);
      expect(stored.every((order) => order.status === "new")).toBe(true);
    },
  );

  it("orders from the restaurant's website menu when its form is on, else the sample menu", async () => {
    const { db } = testApp.database;
    expect(await fetchPublicMenu(base, restaurantId)).toEqual([]);
    const [category] = await db
      .insert(menuCategories)
      .values({ restaurantId, name: "Pies", position: 0 })
      .returning();
    await db.insert(menuItems).values([
      {
        restaurantId,
        categoryId: category?.id ?? "",
        name: "Key Lime Pie",
        priceCents: 725,
        position: 0,
      },
      {
        restaurantId,
        categoryId: category?.id ?? "",
        name: "Pecan Pie",
        priceCents: 775,
        position: 1,
        availability: "until_turned_on",
      },
    ]);
    await connect(db, restaurantId, { platform: "website" });
    const menu = await fetchPublicMenu(base, restaurantId);
    expect(menu).toEqual([
      { name: "Key Lime Pie", description: "", price: 725, category: "Pies", modifierGroups: [] },
    ]);
    const webhook = buildWebhook({
      platform: "woocommerce",
      restaurantId,
      secret: keys.woocommerce,
      menu,
    });
    const response = await fetch(`${base}${webhook.path}`, {
      method: "POST",
      headers: webhook.headers,
      body: webhook.body,
    });
    expect(response.status).toBe(200);
    const [stored] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.restaurantId, restaurantId),
          eq(orders.externalId, String(JSON.parse(webhook.body).id)),
        ),
      );
    expect(stored?.items.map((item) => item.name)).toEqual(["Key Lime Pie"]);
    expect(stored?.computedTotalMinor).toBe(stored?.totalMinor);
  });
});
