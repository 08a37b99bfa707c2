import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { sandboxClientSecret } from "../../lib/sandbox-credentials";
import { createOwner } from "../../test/auth-helpers";
import { readFixtureText } from "../../test/platform-fixtures";
import { listenOnRandomPort } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { hmacHex, TEST_SECRETS_KEY, testBox } from "../../test/webhook-helpers";
import { toConnectionDetails } from "../platforms/connections.service";
import { findConnection, saveConnection } from "../platforms/platform-connections.repository";
import { listDeliveries } from "./deliveries.repository";

/**
 * Uber's notification is thin and signed with the app's client secret (hex); the receiver
 * fetches the order over HTTP — here from the sandbox — and stores it once (decision 091).
 */
describe(`the Uber Eats webhook (${TEST_ENGINE})`, () => {
  const sessionSecret = randomBytes(32).toString("base64");
  const clientSecret = sandboxClientSecret(sessionSecret);
  const storeId = crypto.randomUUID();
  let testApp: TestApp;
  let base: string;
  let restaurantId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { sessionSecret, secretsKey: TEST_SECRETS_KEY } });
    base = `http://127.0.0.1:${await listenOnRandomPort(testApp.app)}`;
    const owner = await createOwner(testApp.database.db, { restaurantName: "Uber Kitchen" });
    restaurantId = owner.user.restaurantId ?? "";
    await saveConnection(testApp.database.db, restaurantId, "ubereats", {
      isConnected: true,
      settings: { storeId },
      secretsEncrypted: testBox.seal({ accessToken: "sandbox-token" }),
    });
  });
  afterAll(() => testApp.close());

  const notification = (
    overrides: { eventId?: string; orderId?: string; type?: string; store?: string } = {},
  ) => {
    const sample = JSON.parse(readFixtureText("ubereats-orders-notification-webhook.strict.json"));
    return JSON.stringify({
      ...sample,
      event_type: overrides.type ?? sample.event_type,
      event_id: overrides.eventId ?? crypto.randomUUID(),
      meta: {
        ...sample.meta,
        resource_id: overrides.orderId ?? crypto.randomUUID(),
        user_id: overrides.store ?? storeId,
      },
    });
  };
  const send = (body: string, signature = hmacHex(body, clientSecret)) =>
    fetch(`${base}/webhooks/ubereats`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-uber-signature": signature },
      body,
    });
  const storedWith = (externalId: string) =>
    testApp.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurantId), eq(orders.externalId, externalId)));

  it("fetches the order the notification points at and stores it once, however often it comes", async () => {
    const orderId = crypto.randomUUID();
    const body = notification({ orderId });
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(body)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await answers[0]?.text()).toBe("");
    const stored = await storedWith(orderId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      platform: "ubereats",
      orderNumber: orderId.slice(-5).toUpperCase(),
      status: "new",
    });
  });

  it("refuses a tampered body, a wrong secret and a missing signature with 401", async () => {
    const body = notification();
    expect((await send(`${body} `, hmacHex(body, clientSecret))).status).toBe(401);
    expect((await send(body, hmacHex(body, "not-the-secret"))).status).toBe(401);
    expect((await send(body, "")).status).toBe(401);
  });

  it("reads a store or event named with a NUL byte as text, signed or not", async () => {
    for (const overrides of [{ store: "store\u0000x" }, { type: "orders\u0000notification" }]) {
      const body = notification(overrides);
      expect((await send(body, "")).status, JSON.stringify(overrides)).toBe(401);
      expect((await send(body)).status, JSON.stringify(overrides)).toBeLessThan(500);
    }
  });

  it("refuses, with a 400 Uber is not asked again for, an order id Uber will not read", async () => {
    for (const orderId of ["x".repeat(300), "é".repeat(5_000)]) {
      const response = await send(notification({ orderId }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("MALFORMED_PAYLOAD");
    }
  });

  it("answers 404 for a store no restaurant connected", async () => {
    expect((await send(notification({ store: crypto.randomUUID() }))).status).toBe(404);
  });

  it("a cancellation cancels the stored order, also when it is called a failure", async () => {
    for (const type of ["orders.cancel", "orders.failure"]) {
      const orderId = crypto.randomUUID();
      await send(notification({ orderId }));
      expect((await send(notification({ orderId, type }))).status).toBe(200);
      expect((await storedWith(orderId))[0]).toMatchObject({
        status: "cancelled",
        statusNote: "Cancelled on Uber Eats",
      });
    }
  });

  it("stores a scheduled order under Scheduled, held until its ready time less prep time", async () => {
    const orderId = crypto.randomUUID();
    const response = await send(notification({ orderId, type: "orders.scheduled.notification" }));
    expect(response.status).toBe(200);
    const [stored] = await storedWith(orderId);
    expect(stored?.status).toBe("scheduled");
    expect(stored?.promisedAt).not.toBeNull();
    expect(stored?.dueAt?.getTime()).toBe((stored?.promisedAt?.getTime() ?? 0) - 20 * 60_000);
  });

  it("reads an edited order again, and answers other events with 200 and nothing to do", async () => {
    const orderId = crypto.randomUUID();
    await send(notification({ orderId }));
    expect((await send(notification({ orderId, type: "orders.customer_order_edit" }))).status).toBe(
      200,
    );
    expect(await storedWith(orderId)).toHaveLength(1);
    expect((await send(notification({ type: "store.provisioned" }))).status).toBe(200);
    expect(
      (await send(notification({ type: "store.status.changed", store: crypto.randomUUID() })))
        .status,
    ).toBe(200);
  });

  // Uber's store integration events ("Integration Disabled" and "Integration Updated"): the
  // store named at the top of the body, the message named in `webhook_meta`.
  const storeEvent = (type: string, store: string, more: Record<string, unknown> = {}) => {
    const body = JSON.stringify({
      event_type: type,
      store_id: store,
      partner_store_id: restaurantId,
      resource_href: `https://api.uber.com/v1/eats/stores/${store}`,
      webhook_meta: {
        client_id: "orderdock-sandbox",
        webhook_config_id: "eats.store.integration",
        webhook_msg_timestamp: 1_795_900_000,
        webhook_msg_uuid: crypto.randomUUID(),
      },
      ...more,
    });
    return fetch(`${base}/webhooks/ubereats`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-uber-signature": hmacHex(body, clientSecret),
      },
      body,
    });
  };
  const details = async () =>
    toConnectionDetails(
      "ubereats",
      (await findConnection(testApp.database.db, restaurantId, "ubereats")) ?? undefined,
      { origin: base, restaurantId, box: testBox },
    );
  const lastSummary = async () =>
    (await listDeliveries(testApp.database.db, { restaurantId, platform: "ubereats", limit: 1 }))[0]
      ?.summary;

  it("says the store was switched off, and clears it when Uber switches it on again", async () => {
    const off = await storeEvent("store.deprovisioned", storeId);
    expect(off.status).toBe(200);
    expect(await off.text()).toBe("");
    expect((await details()).problem).toMatchObject({
      kind: "integration_off",
      message: `Uber Eats switched OrderDock off for store ${storeId}`,
    });
    expect(await lastSummary()).toBe(
      "Uber Eats switched OrderDock off for this store: its orders no longer come",
    );

    const on = await storeEvent("store.provisioned", storeId, { perform_refresh_menu: true });
    expect(on.status).toBe(200);
    expect((await details()).problem).toBeNull();
    expect(await lastSummary()).toBe(
      "Uber Eats switched OrderDock on for this store; Uber Eats asks for a fresh menu: publish it",
    );
  });

  it("changes nothing for a store not connected here", async () => {
    const other = await storeEvent("store.deprovisioned", crypto.randomUUID());
    expect(other.status).toBe(200);
    expect((await details()).problem).toBeNull();
  });
});
