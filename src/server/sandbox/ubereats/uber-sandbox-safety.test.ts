import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxClientSecret } from "../../lib/sandbox-credentials";
import { saveConnection } from "../../modules/platforms/platform-connections.repository";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import {
  createSignedInOwner,
  listenOnRandomPort,
  type SignedInOwner,
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { hmacHex, TEST_SECRETS_KEY, testBox } from "../../test/webhook-helpers";

/**
 * decision 022: OrderDock never builds an outbound address from a request's Host header —
 * with the defaults (no PUBLIC_URL, the built-in sandbox) a visitor could otherwise make it
 * POST the installation's Uber client secret to a host of their choosing — and the sandbox's
 * consent page sends a browser only to OrderDock's own callback.
 */
describe(`the Uber Eats sandbox's safety (${TEST_ENGINE})`, () => {
  const sessionSecret = "a-session-secret-long-enough-for-tests-0123456789";
  let testApp: TestApp;
  let base: string;
  let owner: SignedInOwner;
  let attacker: Server;
  let attackerHost: string;
  const stolen: Array<{ method?: string; url?: string; body: string }> = [];

  beforeAll(async () => {
    attacker = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        stolen.push({ method: request.method, url: request.url, body });
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ access_token: "x", stores: [{ store_id: "s", name: "Evil" }] }),
        );
      });
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    attackerHost = `127.0.0.1:${(attacker.address() as AddressInfo).port}`;
    testApp = await createTestApp({ config: { sessionSecret, secretsKey: TEST_SECRETS_KEY } });
    base = `http://127.0.0.1:${await listenOnRandomPort(testApp.app)}`;
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Safe Grill");
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => attacker.close(resolve));
  });

  const cookies = () => ({ [SESSION_COOKIE]: owner.token });

  it("never sends the client secret to the host a request names", async () => {
    const started = await testApp.app.inject({
      method: "POST",
      url: "/api/platforms/ubereats/connect",
      headers: { host: attackerHost },
      cookies: cookies(),
    });
    const { authUrl } = started.json() as { authUrl: string };
    expect(authUrl.startsWith(`${base}/sandbox/ubereats/oauth/v2/authorize?`)).toBe(true);
    const state = new URL(authUrl).searchParams.get("state") ?? "";

    const callback = await testApp.app.inject({
      method: "GET",
      url: `/api/platforms/ubereats/callback?code=forged&state=${encodeURIComponent(state)}`,
      headers: { host: attackerHost },
      cookies: cookies(),
    });
    expect(callback.statusCode).toBe(303);
    expect(stolen).toEqual([]);
  });

  it("reads a notified order from itself, not from the host the webhook names", async () => {
    const storeId = crypto.randomUUID();
    await saveConnection(testApp.database.db, owner.restaurantId, "ubereats", {
      isConnected: true,
      settings: { storeId },
      secretsEncrypted: testBox.seal({ accessToken: "t" }),
    });
    const body = JSON.stringify({
      event_id: crypto.randomUUID(),
      event_type: "orders.notification",
      meta: { resource_id: crypto.randomUUID(), user_id: storeId },
    });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/webhooks/ubereats",
      headers: {
        host: attackerHost,
        "content-type": "application/json",
        "x-uber-signature": hmacHex(body, sandboxClientSecret(sessionSecret)),
      },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(stolen).toEqual([]);
  });

  it("redirects only to OrderDock's own callback: no open redirect", async () => {
    const own = `${base}/api/platforms/ubereats/callback`;
    for (const path of ["authorize", "approve"]) {
      const query = new URLSearchParams({
        client_id: "orderdock-sandbox",
        redirect_uri: "https://evil.example/steal",
        state: "s",
      });
      const response = await fetch(`${base}/sandbox/ubereats/oauth/v2/${path}?${query}`, {
        redirect: "manual",
      });
      expect(response.status, path).toBe(400);
      expect(response.headers.get("location")).toBeNull();
    }
    const approve = await fetch(
      `${base}/sandbox/ubereats/oauth/v2/approve?${new URLSearchParams({ redirect_uri: own, state: "s" })}`,
      { redirect: "manual" },
    );
    expect(approve.status).toBe(303);
    expect(approve.headers.get("location")?.startsWith(`${own}?code=`)).toBe(true);
  });

  it("answers bad input to every sandbox route with a 4xx", async () => {
    const requests: Array<[string, RequestInit?]> = [
      ["/sandbox/ubereats/oauth/v2/authorize"],
      ["/sandbox/ubereats/oauth/v2/authorize?client_id=a&client_id=b&redirect_uri=x"],
      ["/sandbox/ubereats/oauth/v2/approve"],
      [`/sandbox/ubereats/oauth/v2/approve?redirect_uri=${"x".repeat(3000)}`],
      [
        "/sandbox/ubereats/oauth/v2/token",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ client_id: 1, client_secret: { a: 1 }, code: [] }),
        },
      ],
      [
        "/sandbox/ubereats/oauth/v2/token",
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "client_id=orderdock-sandbox",
        },
      ],
      [
        "/sandbox/ubereats/oauth/v2/token",
        { method: "POST", headers: { "content-type": "application/json" }, body: "{" },
      ],
      ["/sandbox/ubereats/v1/eats/stores"],
      ["/sandbox/ubereats/v2/eats/order/abc"],
      ["/sandbox/ubereats/v2/eats/order/%E0%A4%A"],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
