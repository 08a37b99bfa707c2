import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { readFixtureText } from "../../test/platform-fixtures";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { hmacBase64, postWebhook, TEST_SECRETS_KEY } from "../../test/webhook-helpers";

/**
 * No secret an owner enters appears unencrypted in the database, in any API
 * response or in the logs — searched for after saving them and using them for webhooks.
 */
describe(`secrets stay secret (${TEST_ENGINE})`, () => {
  const secrets = {
    doordash: "ddsecret_Q7w8E9r0T1y2",
    shopify: "shpss_Z9x8C7v6B5n4",
    wooKey: "ck_wookey_A1s2D3f4G5h6",
    wooSecret: "cs_woosecret_J7k8L9m0",
  };
  const logLines: string[] = [];
  const responses: string[] = [];
  let testApp: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    testApp = await createTestApp({
      config: { secretsKey: TEST_SECRETS_KEY, logLevel: "trace" },
      logger: pino({ level: "trace" }, sink),
    });
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Quiet Cafe");
  });
  afterAll(() => testApp.close());

  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    const response = await testApp.app.inject({
      method,
      url,
      cookies: { [SESSION_COOKIE]: owner.token },
      ...(payload && { payload }),
    });
    responses.push(response.body);
    return response;
  };

  it("never shows them again once saved and used", async () => {
    const save = `/api/users/${owner.account.user.id}/platform-connections`;
    expect(
      (
        await call("POST", save, {
          platform: "doordash",
          connected: true,
          apiKey: secrets.doordash,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call("POST", save, {
          platform: "shopify",
          connected: true,
          apiKey: secrets.shopify,
          storeUrl: "https://quiet.myshopify.com",
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call("POST", save, {
          platform: "woocommerce",
          connected: true,
          siteUrl: "https://quiet.example.com",
          consumerKey: secrets.wooKey,
          consumerSecret: secrets.wooSecret,
        })
      ).statusCode,
    ).toBe(200);
    await call("GET", "/api/auth/me");
    await call("GET", "/api/platform-connections");

    const body = readFixtureText("shopify-orders-webhook-sample-shopify-dev.json");
    const webhook = await postWebhook(
      testApp.app,
      `/webhooks/shopify/${owner.restaurantId}`,
      body,
      {
        "x-shopify-topic": "orders/create",
        "x-shopify-hmac-sha256": hmacBase64(body, secrets.shopify),
      },
    );
    expect(webhook.statusCode).toBe(200);
    const refused = await postWebhook(
      testApp.app,
      `/webhooks/doordash/${owner.restaurantId}`,
      "{}",
      {
        authorization: "Bearer wrong",
      },
    );
    expect(refused.statusCode).toBe(401);
    responses.push(webhook.body, refused.body);

    const tables = await testApp.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const dump: string[] = [];
    for (const { table_name: table } of (
      tables as unknown as { rows: Array<{ table_name: string }> }
    ).rows) {
      const rows = await testApp.database.db.execute(sql`select * from ${sql.identifier(table)}`);
      dump.push(JSON.stringify((rows as unknown as { rows: unknown[] }).rows));
    }
    expect(logLines.length).toBeGreaterThan(10);
    for (const secret of Object.values(secrets)) {
      expect(dump.join("\n"), `database holds ${secret}`).not.toContain(secret);
      expect(responses.join("\n"), `a response shows ${secret}`).not.toContain(secret);
      expect(logLines.join("\n"), `the log shows ${secret}`).not.toContain(secret);
    }
  });
});
