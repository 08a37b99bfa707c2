import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { SHOPIFY_BODY, WOOCOMMERCE_BODY } from "../../test/platform-bodies";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import {
  connectKeyedPlatforms,
  postSigned,
  postWebhook,
  TEST_SECRETS_KEY,
} from "../../test/webhook-helpers";

/**
 * decision 095: every delivery a restaurant receives is in its owner's log on the platform's
 * tab — accepted or refused, with the body on request — and one can be processed again.
 */
describe(`the delivery log (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;
  let neighbour: SignedInOwner;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { secretsKey: TEST_SECRETS_KEY } });
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Logged Diner");
    neighbour = await createSignedInOwner(testApp.app, testApp.database.db, "Next Door");
    await connectKeyedPlatforms(testApp.database.db, owner.restaurantId);
  });
  afterAll(() => testApp.close());

  const api = (who: SignedInOwner, method: "GET" | "POST", url: string) =>
    testApp.app.inject({ method, url, cookies: { [SESSION_COOKIE]: who.token } });
  const log = async (platform: string, who = owner, query = "") =>
    (await api(who, "GET", `/api/platform-connections/${platform}/deliveries${query}`)).json()
      .deliveries as Array<Record<string, unknown>>;

  it("lists processed and refused deliveries, newest first, with what happened", async () => {
    const order = JSON.stringify(WOOCOMMERCE_BODY.order("4401"));
    await postSigned(testApp.app, {
      platform: "woocommerce",
      restaurantId: owner.restaurantId,
      body: order,
      headers: WOOCOMMERCE_BODY.headers(),
    });
    const junk = JSON.stringify({ note: "no order here" });
    expect(
      (
        await postSigned(testApp.app, {
          platform: "woocommerce",
          restaurantId: owner.restaurantId,
          body: junk,
          headers: WOOCOMMERCE_BODY.headers(),
        })
      ).statusCode,
    ).toBe(400);

    const [refused, processed] = await log("woocommerce");
    expect(refused).toMatchObject({
      eventType: "order.created",
      status: "refused",
      error: "WooCommerce webhook without an order id",
      orderId: null,
      hasBody: true,
    });
    expect(processed).toMatchObject({
      eventType: "order.created",
      status: "processed",
      summary: "Order #4401 arrived as New",
      orderNumber: "4401",
      attempts: 1,
    });
  });

  it("shows a delivery's body on request", async () => {
    const [latest] = await log("woocommerce");
    const detail = (
      await api(owner, "GET", `/api/platform-connections/woocommerce/deliveries/${latest?.id}`)
    ).json();
    expect(detail.delivery).toMatchObject({
      id: latest?.id,
      body: JSON.stringify({ note: "no order here" }),
      headers: { "x-wc-webhook-topic": "order.created" },
    });
  });

  it("counts a delivery whose signature failed, without keeping its body", async () => {
    const body = JSON.stringify(SHOPIFY_BODY.order("5501"));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await postWebhook(
        testApp.app,
        `/webhooks/shopify/${owner.restaurantId}`,
        body,
        {
          ...SHOPIFY_BODY.headers(),
          "x-shopify-hmac-sha256": "d3Jvbmc=",
        },
      );
      expect(response.statusCode).toBe(401);
    }
    const [unverified] = await log("shopify");
    expect(unverified).toMatchObject({
      status: "refused",
      hasBody: false,
      eventType: "orders/create",
    });
    expect(unverified?.attempts).toBeGreaterThanOrEqual(1);
    expect(String(unverified?.error)).toMatch(/^The signature did not match/);
    const again = await api(
      owner,
      "POST",
      `/api/platform-connections/shopify/deliveries/${unverified?.id}/process`,
    );
    expect(again.statusCode).toBe(409);
  });

  it("processes a delivery again: a refused one is refused again, a stored order is up to date", async () => {
    const [refused] = (await log("woocommerce")).filter(
      (delivery) => delivery.status === "refused",
    );
    const again = await api(
      owner,
      "POST",
      `/api/platform-connections/woocommerce/deliveries/${refused?.id}/process`,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().delivery).toMatchObject({
      status: "refused",
      error: "WooCommerce webhook without an order id",
      attempts: 2,
    });

    const body = JSON.stringify(WOOCOMMERCE_BODY.order("4402"));
    await postSigned(testApp.app, {
      platform: "woocommerce",
      restaurantId: owner.restaurantId,
      body,
      headers: WOOCOMMERCE_BODY.headers(),
    });
    const [stored] = await log("woocommerce");
    const response = await api(
      owner,
      "POST",
      `/api/platform-connections/woocommerce/deliveries/${stored?.id}/process`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().delivery).toMatchObject({
      id: stored?.id,
      status: "processed",
      summary: "Order #4402 already up to date",
      attempts: 2,
    });
  });

  it("pages by the oldest delivery shown, neither skipping nor repeating one", async () => {
    const all = await log("woocommerce");
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await log("woocommerce", owner, "?limit=2");
    const rest = await log("woocommerce", owner, `?limit=200&before=${first.at(-1)?.id}`);
    expect([...first, ...rest].map((delivery) => delivery.id)).toEqual(
      all.map((delivery) => delivery.id),
    );
    // Another restaurant's cursor pages nothing.
    expect(await log("woocommerce", neighbour, `?before=${first.at(-1)?.id}`)).toEqual([]);
  });

  it("keeps every restaurant to its own log", async () => {
    const [mine] = await log("woocommerce");
    expect(await log("woocommerce", neighbour)).toEqual([]);
    for (const [method, suffix] of [
      ["GET", ""],
      ["POST", "/process"],
    ] as const) {
      const foreign = await api(
        neighbour,
        method,
        `/api/platform-connections/woocommerce/deliveries/${mine?.id}${suffix}`,
      );
      expect(foreign.statusCode).toBe(404);
    }
  });

  it("answers bad input with a 4xx: an unknown platform, a malformed id, a bad limit", async () => {
    expect(
      (await api(owner, "GET", "/api/platform-connections/myspace/deliveries")).statusCode,
    ).toBe(400);
    expect(
      (await api(owner, "GET", "/api/platform-connections/website/deliveries")).statusCode,
    ).toBe(404);
    expect(
      (await api(owner, "GET", "/api/platform-connections/shopify/deliveries/not-an-id"))
        .statusCode,
    ).toBe(404);
    expect(
      (await api(owner, "GET", "/api/platform-connections/shopify/deliveries?limit=0")).statusCode,
    ).toBe(400);
    expect(
      (await api(owner, "GET", "/api/platform-connections/shopify/deliveries?before=yesterday"))
        .statusCode,
    ).toBe(400);
    const signedOut = await testApp.app.inject({
      method: "GET",
      url: "/api/platform-connections/shopify/deliveries",
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
