import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformConnections } from "../../db/schema/platform-connections";
import { HttpError } from "../../errors";
import { createAddressGuard } from "../../lib/address-guard";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { fakeResolver } from "../../test/fake-resolver";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { testBox } from "../../test/webhook-helpers";
import { type ConnectionsScope, updateConnection } from "./connections.service";

/**
 * A store's own address (Shopify's store URL, WooCommerce's site URL) is saved only when
 * OrderDock could call it: https, no user name or password, and never an address of this
 * machine or a private network. A literal address or `localhost` is refused at every save;
 * a name is resolved when the platform is live, and one that does not resolve is kept.
 */
const NOT_PUBLIC = [
  "https://127.0.0.1",
  "https://127.0.0.1:8080/internal",
  "https://2130706433",
  "https://[::1]",
  "https://[::ffff:127.0.0.1]",
  "https://10.0.0.8",
  "https://172.16.4.2",
  "https://192.168.0.10",
  "https://169.254.169.254/latest/meta-data",
  "https://[fe80::1]",
  "https://[fd00::8]",
  "https://0.0.0.0",
  "https://100.64.1.1",
  "https://localhost:3000",
  "https://admin.localhost",
];

describe(`saving a store's address (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Address Cafe");
  });
  afterAll(() => testApp.close());

  const save = (payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/users/${owner.account.user.id}/platform-connections`,
      cookies: { [SESSION_COOKIE]: owner.token },
      payload,
    });
  const savedSettings = async (platform: "shopify" | "woocommerce") => {
    const [row] = await testApp.database.db
      .select()
      .from(platformConnections)
      .where(
        and(
          eq(platformConnections.restaurantId, owner.restaurantId),
          eq(platformConnections.platform, platform),
        ),
      );
    return row?.settings ?? null;
  };

  it("refuses a loopback, private, link-local or metadata address, and keeps nothing", async () => {
    for (const url of NOT_PUBLIC) {
      const woo = await save({ platform: "woocommerce", connected: false, siteUrl: url });
      expect(woo.statusCode, url).toBe(400);
      expect(woo.json().issues).toEqual([
        {
          path: "siteUrl",
          message: "Site URL must be a public address, not a local or private one",
        },
      ]);
      const shop = await save({ platform: "shopify", connected: false, storeUrl: url });
      expect(shop.json().issues).toEqual([
        {
          path: "storeUrl",
          message: "Store URL must be a public address, not a local or private one",
        },
      ]);
    }
    expect(await savedSettings("woocommerce")).toBeNull();
    expect(await savedSettings("shopify")).toBeNull();
  });

  it("asks Shopify for https and refuses a user name or password in the address", async () => {
    const http = await save({
      platform: "shopify",
      connected: false,
      storeUrl: "http://golden.myshopify.com",
    });
    expect(http.json().issues).toEqual([
      { path: "storeUrl", message: "Store URL must start with https://" },
    ]);
    const withUser = await save({
      platform: "shopify",
      connected: false,
      storeUrl: "https://owner:secret@golden.myshopify.com",
    });
    expect(withUser.json().issues).toEqual([
      { path: "storeUrl", message: "Store URL must not contain a user name or password" },
    ]);
  });

  it("keeps a public literal address and a name, unresolved while the platform is not live", async () => {
    const literal = await save({
      platform: "woocommerce",
      connected: false,
      siteUrl: "https://93.184.215.14/shop",
    });
    expect(literal.statusCode).toBe(200);
    const name = await save({
      platform: "shopify",
      connected: false,
      storeUrl: "https://golden.myshopify.com/",
    });
    expect(name.json().connection.storeUrl).toBe("https://golden.myshopify.com");
  });
});

describe(`saving a live store's address (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;
  const live = { shopifyLive: true, woocommerceLive: true };

  beforeAll(async () => {
    testApp = await createTestApp({ config: live });
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Live Address Cafe");
  });
  afterAll(() => testApp.close());

  const names: Record<string, string[]> = {
    "evil.example": ["127.0.0.1"],
    "metadata.example": ["169.254.169.254"],
    "split.example": ["93.184.215.14", "fd00::1"],
    "shop.example": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
  };
  const { resolve, asked } = fakeResolver(names);
  const scope = (config: ConnectionsScope["config"] = live): ConnectionsScope => ({
    db: testApp.database.db,
    box: testBox,
    restaurantId: owner.restaurantId,
    config,
    addressGuard: createAddressGuard({ resolve }),
  });
  const saveWoo = (siteUrl: string, config?: ConnectionsScope["config"]) =>
    updateConnection(scope(config), {
      platform: "woocommerce",
      connected: false,
      siteUrl,
      storeUrl: undefined,
      apiKey: undefined,
      consumerKey: undefined,
      consumerSecret: undefined,
    });
  const issuesOf = async (saving: Promise<unknown>) => {
    const error = await saving.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, issues: (error as HttpError).issues };
  };

  it("refuses a name that resolves to a loopback, metadata or private address", async () => {
    for (const host of ["evil.example", "metadata.example", "split.example"]) {
      expect(await issuesOf(saveWoo(`https://${host}`))).toEqual({
        status: 400,
        issues: [
          {
            path: "siteUrl",
            message: "Site URL must be a public address, not a local or private one",
          },
        ],
      });
    }
  });

  it("keeps a name whose every address is public, and one that does not resolve", async () => {
    expect((await saveWoo("https://shop.example")).settings.siteUrl).toBe("https://shop.example");
    expect((await saveWoo("https://not-yet.example")).settings.siteUrl).toBe(
      "https://not-yet.example",
    );
  });

  it("resolves only the address the live platform calls", async () => {
    asked.length = 0;
    const saved = await saveWoo("https://evil.example", {
      shopifyLive: true,
      woocommerceLive: false,
    });
    expect(saved.settings.siteUrl).toBe("https://evil.example");
    expect(asked).toEqual([]);
  });

  it("refuses localhost through the screen's own call, with the system's resolver", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/users/${owner.account.user.id}/platform-connections`,
      cookies: { [SESSION_COOKIE]: owner.token },
      payload: { platform: "shopify", connected: false, storeUrl: "https://localhost." },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: "storeUrl",
        message: "Store URL must be a public address, not a local or private one",
      },
    ]);
  });
});
