import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { webhookDeliveries } from "../../db/schema/webhook-deliveries";
import { collectEvents } from "../../test/order-helpers";
import { readFixtureText } from "../../test/platform-fixtures";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { connect, hmacBase64, postWebhook, TEST_SECRETS_KEY } from "../../test/webhook-helpers";

/**
 * Each receiver checks its platform's real signature on the raw body, stores the
 * mapped order once however often it comes, and refuses what it cannot trust.
 */
describe(`webhook receivers (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;
  const secrets = {
    shopify: "shpss_8c0ffee5ecret",
    woocommerce: "cs_woo_s3cret_9876",
    doordash: "dd_token_4f9a8b7c6d",
    grubhub: "gh_hmac_key_1357",
  };

  beforeAll(async () => {
    testApp = await createTestApp({ config: { secretsKey: TEST_SECRETS_KEY } });
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Webhook Diner");
    const { db } = testApp.database;
    await connect(db, owner.restaurantId, { platform: "shopify", apiKey: secrets.shopify });
    await connect(db, owner.restaurantId, {
      platform: "woocommerce",
      consumerSecret: secrets.woocommerce,
    });
    await connect(db, owner.restaurantId, { platform: "doordash", apiKey: secrets.doordash });
    await connect(db, owner.restaurantId, { platform: "grubhub", apiKey: secrets.grubhub });
  });
  afterAll(() => testApp.close());

  const url = (platform: string) => `/webhooks/${platform}/${owner.restaurantId}`;
  const storedOrders = (platform: "shopify" | "woocommerce" | "doordash" | "grubhub") =>
    testApp.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.restaurantId, owner.restaurantId), eq(orders.platform, platform)));

  // Shopify's published sample is a cancelled, voided order; the same order as a new, paid one.
  const publishedSample = readFixtureText("shopify-orders-webhook-sample-shopify-dev.json");
  const shopifyBody = publishedSample
    .replace('"cancelled_at": "2021-12-31T19:00:00-05:00"', '"cancelled_at": null')
    .replace('"financial_status": "voided"', '"financial_status": "paid"');
  const shopify = (body: string, headers: Record<string, string> = {}) =>
    postWebhook(testApp.app, url("shopify"), body, {
      "x-shopify-topic": "orders/create",
      "x-shopify-webhook-id": "b54557e4-bdd9-4b37-8a5f-bf7d70bcd043",
      "x-shopify-hmac-sha256": hmacBase64(body, secrets.shopify),
      ...headers,
    });

  describe("Shopify (X-Shopify-Hmac-Sha256, base64)", () => {
    it("refuses a missing header, a wrong secret and a tampered body with 401, storing nothing", async () => {
      const tampered = shopifyBody.replace('"total_price":', '"total_price" :');
      for (const response of [
        await shopify(shopifyBody, { "x-shopify-hmac-sha256": "" }),
        await shopify(shopifyBody, { "x-shopify-hmac-sha256": hmacBase64(shopifyBody, "wrong") }),
        await shopify(tampered, {
          "x-shopify-hmac-sha256": hmacBase64(shopifyBody, secrets.shopify),
        }),
      ]) {
        expect(response.statusCode).toBe(401);
      }
      expect(await storedOrders("shopify")).toEqual([]);
      // The attempts are counted for the owner's log, their bodies not kept.
      const deliveries = await testApp.database.db
        .select({
          key: webhookDeliveries.deliveryKey,
          body: webhookDeliveries.rawBody,
          attempts: webhookDeliveries.attempts,
        })
        .from(webhookDeliveries);
      expect(deliveries.every((delivery) => delivery.key.startsWith("unverified:"))).toBe(true);
      expect(deliveries.every((delivery) => delivery.body === "")).toBe(true);
      expect(deliveries.reduce((sum, delivery) => sum + delivery.attempts, 0)).toBe(3);
    });

    it("stores the order once when the same delivery arrives 5 times at once, id kept exact", async () => {
      const feed = collectEvents(testApp.app);
      const answers = await Promise.all(Array.from({ length: 5 }, () => shopify(shopifyBody)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const stored = await storedOrders("shopify");
      expect(stored).toHaveLength(1);
      // The sample's id has 18 digits: beyond 2^53, so it is read from the raw text.
      const rawId = /"id":\s*(\d{16,})/.exec(shopifyBody)?.[1];
      expect(stored[0]?.externalId).toBe(rawId);
      await feed.waitForOrder(stored[0]?.id ?? "");
      expect(feed.events.filter((event) => event.message.type === "NEW_ORDER")).toHaveLength(1);
      feed.stop();
    });

    it("a cancellation marks the order cancelled and tells the dashboards", async () => {
      const [order] = await storedOrders("shopify");
      const feed = collectEvents(testApp.app);
      const response = await shopify(shopifyBody, {
        "x-shopify-topic": "orders/cancelled",
        "x-shopify-webhook-id": "cancel-1",
      });
      expect(response.statusCode).toBe(200);
      expect((await storedOrders("shopify"))[0]?.status).toBe("cancelled");
      const [event] = await feed.waitForOrder(order?.id ?? "");
      expect(event?.message).toMatchObject({
        type: "ORDER_STATUS_CHANGED",
        order: { status: "cancelled" },
      });
      feed.stop();
    });

    it("stores the published sample as it stands: cancelled on Shopify", async () => {
      const response = await shopify(publishedSample, { "x-shopify-webhook-id": "sample-1" });
      expect(response.statusCode).toBe(200);
      const rawId = /"id":\s*(\d{16,})/.exec(publishedSample)?.[1];
      const [stored] = (await storedOrders("shopify")).filter(
        (order) => order.externalId === rawId,
      );
      expect(stored).toMatchObject({ status: "cancelled", statusNote: "Cancelled on Shopify" });
    });

    it("answers 400 for a body that holds no order, with the reason, also on its retry", async () => {
      const body = JSON.stringify({ hello: "world" });
      const response = await shopify(body, { "x-shopify-webhook-id": "junk-1" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Shopify webhook body has no top-level id");
      // The platform's retry of the same delivery is refused the same way, not waved through.
      expect((await shopify(body, { "x-shopify-webhook-id": "junk-1" })).statusCode).toBe(400);
      const notJson = "not json";
      const refused = await shopify(notJson, {
        "x-shopify-hmac-sha256": hmacBase64(notJson, secrets.shopify),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe("The body is not JSON");
    });

    it("stores an order it can hardly read, flagged for staff to check on Shopify", async () => {
      const body = JSON.stringify({ id: 12, hello: "world" });
      expect((await shopify(body, { "x-shopify-webhook-id": "thin-1" })).statusCode).toBe(200);
      const [stored] = (await storedOrders("shopify")).filter((order) => order.externalId === "12");
      expect(stored?.items).toEqual([]);
      expect(stored?.checkNotes.length).toBeGreaterThan(0);
    });
  });

  describe("WooCommerce (X-WC-Webhook-Signature, base64)", () => {
    const body = readFixtureText("woocommerce-order-create-response-v3.json");
    const woo = (text: string, headers: Record<string, string> = {}) =>
      postWebhook(testApp.app, url("woocommerce"), text, {
        "x-wc-webhook-topic": "order.created",
        "x-wc-webhook-signature": hmacBase64(text, secrets.woocommerce),
        ...headers,
      });

    it("answers the unsigned ping with 200 and stores nothing", async () => {
      const ping = await testApp.app.inject({
        method: "POST",
        url: url("woocommerce"),
        payload: "webhook_id=42",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(ping.statusCode).toBe(200);
      expect(await storedOrders("woocommerce")).toEqual([]);
    });

    it("refuses a bad signature, stores a signed order, and cancels it on order.updated", async () => {
      expect(
        (await woo(body, { "x-wc-webhook-signature": hmacBase64(body, "wrong") })).statusCode,
      ).toBe(401);
      expect((await woo(body, { "x-wc-webhook-signature": "" })).statusCode).toBe(401);
      const tampered = body.replace('"total":', '"total" :');
      const signedOriginal = hmacBase64(body, secrets.woocommerce);
      expect((await woo(tampered, { "x-wc-webhook-signature": signedOriginal })).statusCode).toBe(
        401,
      );
      expect((await woo(body)).statusCode).toBe(200);
      const [stored] = await storedOrders("woocommerce");
      expect(stored?.orderNumber).toBe(String(JSON.parse(body).number));
      const cancelled = JSON.stringify({
        ...JSON.parse(body),
        status: "cancelled",
        date_modified_gmt: "2030-01-01T00:00:00",
      });
      expect((await woo(cancelled, { "x-wc-webhook-topic": "order.updated" })).statusCode).toBe(
        200,
      );
      expect((await storedOrders("woocommerce"))[0]?.status).toBe("cancelled");
    });
  });

  describe("DoorDash (Authorization: Bearer, constant time)", () => {
    // The published envelope with its "<Order json object>" placeholder filled by the sample.
    const envelope = JSON.parse(
      readFixtureText("doordash-marketplace-order-webhook-envelope.json"),
    );
    const body = JSON.stringify({
      ...envelope,
      order: JSON.parse(readFixtureText("doordash-marketplace-sample-order.strict.json")),
    });
    const dd = (authorization: string) =>
      postWebhook(testApp.app, url("doordash"), body, authorization ? { authorization } : {});

    it("refuses a missing or wrong token, and stores the order with the right one", async () => {
      expect((await dd("")).statusCode).toBe(401);
      expect((await dd(`Bearer ${secrets.doordash}x`)).statusCode).toBe(401);
      expect((await dd(`Bearer ${secrets.doordash}`)).statusCode).toBe(200);
      expect(await storedOrders("doordash")).toHaveLength(1);
    });
  });

  describe("Grubhub (HMAC with the configured secret)", () => {
    // The published example is a REJECTED order; the same order as a new one arrives confirmable.
    const body = JSON.stringify({
      ...JSON.parse(readFixtureText("grubhub-pos-order-example.converted-from-openapi-yaml.json")),
      status: "RESTAURANT_CONFIRMABLE",
    });
    const gh = (signature: string) =>
      postWebhook(
        testApp.app,
        url("grubhub"),
        body,
        signature ? { "x-grubhub-signature": signature } : {},
      );

    it("refuses a missing or wrong signature, and stores the signed order", async () => {
      expect((await gh("")).statusCode).toBe(401);
      expect((await gh(hmacBase64(`${body} `, secrets.grubhub))).statusCode).toBe(401);
      expect((await gh(hmacBase64(body, "not-the-secret"))).statusCode).toBe(401);
      expect((await gh(hmacBase64(body, secrets.grubhub))).statusCode).toBe(200);
      expect(await storedOrders("grubhub")).toHaveLength(1);
    });
  });

  it("answers 404 and stores nothing while a connection is switched off, or for a stranger", async () => {
    await connect(testApp.database.db, owner.restaurantId, {
      platform: "doordash",
      connected: false,
    });
    const body = readFixtureText("doordash-marketplace-sample-order.strict.json");
    const response = await postWebhook(testApp.app, url("doordash"), body, {
      authorization: `Bearer ${secrets.doordash}`,
    });
    expect(response.statusCode).toBe(404);
    expect(await storedOrders("doordash")).toHaveLength(1);
    const stranger = await postWebhook(
      testApp.app,
      `/webhooks/doordash/${crypto.randomUUID()}`,
      body,
      {
        authorization: `Bearer ${secrets.doordash}`,
      },
    );
    expect(stranger.statusCode).toBe(404);
  });

  it("answers 503 while the database cannot be reached, so the platform retries", async () => {
    const down = await createTestApp({ config: { secretsKey: TEST_SECRETS_KEY } });
    const { restaurantId } = await createSignedInOwner(down.app, down.database.db, "Down Diner");
    await connect(down.database.db, restaurantId, { platform: "shopify", apiKey: secrets.shopify });
    await down.database.close();
    const response = await postWebhook(down.app, `/webhooks/shopify/${restaurantId}`, shopifyBody, {
      "x-shopify-topic": "orders/create",
      "x-shopify-hmac-sha256": hmacBase64(shopifyBody, secrets.shopify),
    });
    expect(response.statusCode).toBe(503);
    await down.app.close();
  });
});
