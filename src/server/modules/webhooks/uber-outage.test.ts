import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { sandboxOrderDetails } from "../../sandbox/ubereats/uber-sandbox-orders";
import { readFixtureText } from "../../test/platform-fixtures";
import {
  createSignedInOwner,
  listenOnRandomPort,
  type SignedInOwner,
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { hmacHex, TEST_SECRETS_KEY, testBox } from "../../test/webhook-helpers";
import { saveConnection } from "../platforms/platform-connections.repository";

/**
 * When Uber Eats cannot be reached to read an order, the notification is answered 503 so Uber
 * sends it again, and the delivery is kept as failed; once Uber answers, "Process again"
 * stores the order. Uber is played here by a small HTTP server the test can take down.
 */
describe(`an Uber Eats outage (${TEST_ENGINE})`, () => {
  const clientSecret = "uber-client-secret-for-tests";
  const storeId = crypto.randomUUID();
  let isUp = false;
  let uber: Server;
  let testApp: TestApp;
  let owner: SignedInOwner;
  let base: string;

  beforeAll(async () => {
    uber = createServer((request, response) => {
      if (!isUp) {
        response.writeHead(503).end();
        return;
      }
      if (request.url?.startsWith("/oauth/v2/token")) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ access_token: "app-token", expires_in: 2_592_000 }));
        return;
      }
      const orderId = /\/v2\/eats\/order\/([^/?]+)/.exec(request.url ?? "")?.[1];
      response.writeHead(orderId ? 200 : 404, { "content-type": "application/json" });
      response.end(JSON.stringify(orderId ? sandboxOrderDetails(decodeURIComponent(orderId)) : {}));
    });
    await new Promise<void>((resolve) => uber.listen(0, "127.0.0.1", resolve));
    const uberUrl = `http://127.0.0.1:${(uber.address() as AddressInfo).port}`;
    testApp = await createTestApp({
      config: {
        secretsKey: TEST_SECRETS_KEY,
        ubereats: { clientId: "orderdock-test", clientSecret, authUrl: uberUrl, apiUrl: uberUrl },
      },
    });
    base = `http://127.0.0.1:${await listenOnRandomPort(testApp.app)}`;
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Outage Grill");
    await saveConnection(testApp.database.db, owner.restaurantId, "ubereats", {
      isConnected: true,
      settings: { storeId },
      secretsEncrypted: testBox.seal({ accessToken: "user-token" }),
    });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => uber.close(resolve));
  });

  it("answers 503 while Uber is down, keeps the delivery, and stores the order when processed again", async () => {
    const orderId = crypto.randomUUID();
    const sample = JSON.parse(readFixtureText("ubereats-orders-notification-webhook.strict.json"));
    const body = JSON.stringify({
      ...sample,
      event_id: crypto.randomUUID(),
      meta: { ...sample.meta, resource_id: orderId, user_id: storeId },
    });
    const response = await fetch(`${base}/webhooks/ubereats`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-uber-signature": hmacHex(body, clientSecret),
      },
      body,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");

    const cookies = { [SESSION_COOKIE]: owner.token };
    const log = await testApp.app.inject({
      method: "GET",
      url: "/api/platform-connections/ubereats/deliveries",
      cookies,
    });
    const [failed] = log.json().deliveries;
    expect(failed).toMatchObject({ status: "failed", eventType: "orders.notification" });
    expect(failed.error).toMatch(/^Uber Eats did not return the order/);

    isUp = true;
    const again = await testApp.app.inject({
      method: "POST",
      url: `/api/platform-connections/ubereats/deliveries/${failed.id}/process`,
      cookies,
    });
    expect(again.json().delivery).toMatchObject({ status: "processed", attempts: 2 });
    const stored = await testApp.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.restaurantId, owner.restaurantId), eq(orders.externalId, orderId)));
    expect(stored).toHaveLength(1);
  });
});
