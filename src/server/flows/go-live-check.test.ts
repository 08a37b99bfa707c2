import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GoLiveReport } from "../../domain/api/go-live-check";
import { probeDoorDash } from "../modules/platform-calls/clients/go-live/doordash-go-live";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { updateUberIntegration } from "../sandbox/ubereats/uber-integrations.repository";
import { TEST_ENGINE } from "../test/test-database";
import {
  addTwinRestaurant,
  placeTwinOrder,
  startTwinApp,
  type TwinTestApp,
  twinConsole,
} from "../test/twin-helpers";

/**
 * The go-live check against each platform's twin, over the API: every point it reports, and
 * with a twin set to refuse (credentials, a scope, the activation, an unknown store), which
 * point fails and in whose words.
 */
describe(`the go-live check (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
  });
  afterAll(() => app.close());

  async function check(platform: string, who = app) {
    const response = await who.app.inject({
      method: "POST",
      url: `/api/platforms/${platform}/go-live-check`,
      cookies: { [SESSION_COOKIE]: who.owner.token },
    });
    return response;
  }
  const points = (report: GoLiveReport) =>
    Object.fromEntries(report.points.map((point) => [point.point, point.state]));
  const detail = (report: GoLiveReport, point: string) =>
    report.points.find((entry) => entry.point === point)?.detail;

  it("reports each Uber Eats point against its twin, the webhook once an order came", async () => {
    const before = (await check("ubereats")).json() as GoLiveReport;
    expect(before).toMatchObject({ platform: "ubereats", target: "twin" });
    expect(points(before)).toEqual({
      credentials: "ok",
      scopes: "ok",
      activated: "ok",
      store: "ok",
      webhook: "failed",
    });
    expect(detail(before, "scopes")).toBe(
      "Granted: eats.order, eats.store.orders.read, eats.store.orders.restaurantdelivery.status, eats.store.status.write, eats.store",
    );
    expect(detail(before, "activated")).toBe("OrderDock is the store's order manager");
    expect(detail(before, "store")).toBe("store id twin-store");
    expect(detail(before, "webhook")).toBe("No webhook from Uber Eats has reached OrderDock yet");

    await placeTwinOrder(app, "ubereats");
    const after = (await check("ubereats")).json() as GoLiveReport;
    expect(points(after).webhook).toBe("ok");
    expect(detail(after, "webhook")).toMatch(/^The last webhook reached OrderDock just now \(/);
  });

  it("says the store is not activated when OrderDock is not its order manager", async () => {
    await updateUberIntegration(app.database.db, "twin-store", { isOrderManager: false });
    const report = (await check("ubereats")).json() as GoLiveReport;
    expect(points(report).activated).toBe("failed");
    expect(detail(report, "activated")).toBe("OrderDock is not the store's order manager");
    await updateUberIntegration(app.database.db, "twin-store", { integrationEnabled: false });
    expect(detail((await check("ubereats")).json(), "activated")).toBe(
      "The integration is switched off at Uber Eats",
    );
    await updateUberIntegration(app.database.db, "twin-store", {
      integrationEnabled: true,
      isOrderManager: true,
    });
  });

  it("reports DoorDash and Grubhub, and a store id the platform does not know", async () => {
    const doordash = (await check("doordash")).json() as GoLiveReport;
    expect(points(doordash)).toEqual({
      credentials: "ok",
      scopes: "ok",
      activated: "ok",
      store: "ok",
      webhook: "failed",
    });
    expect(detail(doordash, "activated")).toBe("The store is active on DoorDash");

    const grubhub = (await check("grubhub")).json() as GoLiveReport;
    expect(points(grubhub)).toMatchObject({
      credentials: "ok",
      store: "ok",
      activated: "unchecked",
    });

    await app.database.db.execute(
      sql`update platform_connections set settings = settings || '{"merchantId":"merchant-nobody-knows"}'::jsonb where restaurant_id = ${app.owner.restaurantId} and platform = 'grubhub'`,
    );
    const unknown = (await check("grubhub")).json() as GoLiveReport;
    expect(points(unknown)).toMatchObject({ credentials: "ok", store: "failed" });
    expect(detail(unknown, "store")).toBe(
      "Grubhub does not know merchant id merchant-nobody-knows",
    );
    await app.database.db.execute(
      sql`update platform_connections set settings = settings - 'merchantId' where restaurant_id = ${app.owner.restaurantId} and platform = 'grubhub'`,
    );
  });

  it("reports Shopify's shop and the scopes its app was granted", async () => {
    const report = (await check("shopify")).json() as GoLiveReport;
    expect(points(report)).toEqual({
      credentials: "ok",
      scopes: "ok",
      activated: "unchecked",
      store: "ok",
      webhook: "failed",
    });
    expect(detail(report, "scopes")).toBe(
      "Granted: read_orders, write_orders, read_merchant_managed_fulfillment_orders, write_merchant_managed_fulfillment_orders",
    );
    expect(detail(report, "store")).toMatch(
      /^Sandbox shop \(Shopify twin\) \(twin-.+\.myshopify\.com\)$/,
    );
  });

  it("reports WooCommerce through its signed list of orders", async () => {
    const report = (await check("woocommerce")).json() as GoLiveReport;
    expect(points(report)).toEqual({
      credentials: "ok",
      scopes: "unchecked",
      activated: "unchecked",
      store: "ok",
      webhook: "failed",
    });
    expect(detail(report, "store")).toBe(
      `The WooCommerce REST API answers at ${app.origin}/sandbox/woocommerce/sites/${app.owner.restaurantId}`,
    );
    await twinConsole(app, "woocommerce", "credentials", { refuse: "1" });
    const refused = (await check("woocommerce")).json() as GoLiveReport;
    expect(points(refused).credentials).toBe("failed");
    expect(detail(refused, "credentials")).toBe(
      "WooCommerce answered 401: The credentials were revoked on the platform",
    );
    await twinConsole(app, "woocommerce", "credentials", { refuse: "0" });
  });

  it("says which point fails when the twin's console refuses OrderDock's credentials", async () => {
    expect(await twinConsole(app, "doordash", "credentials", { refuse: "1" })).toBe(
      "OrderDock's credentials are refused, as if revoked",
    );
    const report = (await check("doordash")).json() as GoLiveReport;
    expect(points(report)).toMatchObject({
      credentials: "failed",
      activated: "unchecked",
      store: "unchecked",
    });
    expect(detail(report, "credentials")).toBe(
      "DoorDash answered 401: The credentials were revoked on the platform",
    );
    // Another restaurant on the same twin is not touched.
    const other = await addTwinRestaurant(app, "Other Diner");
    expect(points((await check("doordash", other)).json()).credentials).toBe("ok");
    await twinConsole(app, "doordash", "credentials", { refuse: "0" });
    expect(points((await check("doordash")).json()).credentials).toBe("ok");
  });

  it("says DoorDash refused the credentials, in DoorDash's words", async () => {
    const connection = { settings: {}, secrets: {} };
    const report = await probeDoorDash({
      config: {
        ...app.config,
        doordash: {
          developerId: "someone-else",
          keyId: "key-1",
          signingSecret: Buffer.alloc(32, 7).toString("base64"),
          apiUrl: `${app.origin}/sandbox/doordash`,
        },
      },
      origin: app.origin,
      restaurantId: app.owner.restaurantId,
      connection,
    });
    expect(report[0]).toMatchObject({ point: "credentials", state: "failed" });
    expect(report[0]?.detail).toMatch(/^DoorDash answered 401: /);
  });

  it("refuses a platform that is not connected, and the website form", async () => {
    const connectedTo = (isConnected: boolean) =>
      app.database.db.execute(
        sql`update platform_connections set is_connected = ${isConnected} where restaurant_id = ${app.owner.restaurantId} and platform = 'doordash'`,
      );
    await connectedTo(false);
    const refused = await check("doordash");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: "Connect DoorDash before checking it" });
    await connectedTo(true);
    expect((await check("website")).statusCode).toBe(400);
    expect((await check("myspace")).statusCode).toBe(400);
  });
});

describe(`the go-live check of an Uber app without a scope (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp({
      config: { uberSandboxScopes: ["eats.order", "eats.store.orders.read", "eats.store"] },
    });
  });
  afterAll(() => app.close());

  it("names the scopes Uber did not grant", async () => {
    const response = await app.app.inject({
      method: "POST",
      url: "/api/platforms/ubereats/go-live-check",
      cookies: { [SESSION_COOKIE]: app.owner.token },
    });
    const report = response.json() as GoLiveReport;
    expect(report.points.find((point) => point.point === "scopes")).toEqual({
      point: "scopes",
      state: "failed",
      detail:
        "Not granted to the app: eats.store.orders.restaurantdelivery.status, eats.store.status.write",
    });
    expect(report.points.find((point) => point.point === "credentials")?.state).toBe("ok");
  });
});
