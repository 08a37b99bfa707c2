import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embedSnippet } from "../../../domain/api/platform-connections";
import { platformConnections } from "../../db/schema/platform-connections";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { createOwner, signInToken } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { importMenu } from "../menu/menu-document.service";
import { sampleMenuDocument } from "../sample-data/sample-menu";
import { EMBED_NOT_BUILT } from "./embed.routes";

const SCRIPT = "(function(){console.log('order form')})();\n".repeat(40);
// OrderDock's own address (PUBLIC_URL): the demo page's snippet loads embed.js from it.
const ORIGIN = "https://orders.orderdock.example";
const OTHER_SITE = "https://www.golden-fork.example";

/** Stands in for `npm run build`: dist/client (unused here) and dist/embed/embed.js. */
function createBuild({ withEmbed }: { withEmbed: boolean }): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "orderdock-embed-"));
  mkdirSync(path.join(root, "client"));
  if (withEmbed) {
    mkdirSync(path.join(root, "embed"));
    writeFileSync(path.join(root, "embed", "embed.js"), SCRIPT);
  }
  return path.join(root, "client");
}

describe(`the website order form's script and sample page (${TEST_ENGINE})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      config: { clientDir: createBuild({ withEmbed: true }), publicUrl: ORIGIN },
    });
  });
  afterAll(() => testApp.close());

  const enableWebsite = (restaurantId: string) =>
    testApp.database.db
      .insert(platformConnections)
      .values({ restaurantId, platform: "website", isConnected: true });
  const demoPage = (url = "/embed-demo", cookies: Record<string, string> = {}) =>
    testApp.app.inject({ method: "GET", url, cookies });

  it("serves embed.js to any site, cached for five minutes", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/embed.js",
      headers: { origin: OTHER_SITE, "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    // helmet's same-origin default would stop another site's <script> from running it.
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.body).toBe(SCRIPT);

    const again = await testApp.app.inject({
      method: "GET",
      url: "/embed.js",
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("sends embed.js compressed to a browser that accepts it", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/embed.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("explains that there is no restaurant to show yet", async () => {
    const response = await demoPage();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("There is no restaurant to show yet.");
    expect(response.body).not.toContain("<script");
  });

  it("shows the development owner's restaurant with the exact embed code", async () => {
    const owner = await createOwner(testApp.database.db, {
      email: "owner@orderdock.app",
      restaurantName: "Golden Fork Bistro",
    });
    const restaurantId = owner.user.restaurantId ?? "";
    const off = await demoPage();
    expect(off.body).toContain("<h1>Golden Fork Bistro — Order online</h1>");
    expect(off.body).toContain(embedSnippet(ORIGIN, restaurantId));
    expect(off.body).toContain("Website ordering is switched off for this restaurant");

    await enableWebsite(restaurantId);
    const on = await demoPage();
    expect(on.body).toContain(embedSnippet(ORIGIN, restaurantId));
    expect(on.body).not.toContain("switched off");
    expect(on.headers["cache-control"]).toBe("no-store");
  });

  it("lets its script run under the pages' content security policy", async () => {
    const response = await demoPage();
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    // The only script is embed.js from this same origin: no inline script to allow.
    const scripts = response.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(new RegExp(`^<script src="${ORIGIN}/embed.js" data-restaurant="`));
  });

  it("shows the restaurant named in ?restaurant=, escaped, or says it does not know it", async () => {
    const other = await createOwner(testApp.database.db, {
      restaurantName: `Tom & Jerry's <Diner>`,
    });
    const restaurantId = other.user.restaurantId ?? "";
    const response = await demoPage(`/embed-demo?restaurant=${restaurantId}`);
    expect(response.body).toContain("<h1>Tom &amp; Jerry&#39;s &lt;Diner&gt; — Order online</h1>");
    expect(response.body).toContain(`data-restaurant="${restaurantId}"`);

    for (const unknown of [crypto.randomUUID(), "not-an-id", `"><script>alert(1)</script>`]) {
      const page = await demoPage(`/embed-demo?restaurant=${encodeURIComponent(unknown)}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("No restaurant has that id.");
      expect(page.body).not.toContain("<script");
    }
  });

  it("points its snippet at OrderDock's own address, never at the request's Host header", async () => {
    const mine = await createOwner(testApp.database.db, { restaurantName: "Host Header Cafe" });
    const response = await testApp.app.inject({
      method: "GET",
      url: `/embed-demo?restaurant=${mine.user.restaurantId}`,
      headers: { host: 'evil.example"><script>alert(1)</script>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("evil.example");
    expect(response.body.match(/<script[^>]*>/g)).toEqual([
      `<script src="${ORIGIN}/embed.js" data-restaurant="${mine.user.restaurantId}" async>`,
    ]);
  });

  it("shows a signed-in owner their own restaurant's form", async () => {
    const mine = await createOwner(testApp.database.db, { restaurantName: "Harbor Noodle Bar" });
    const token = await signInToken(testApp.app, mine);
    const response = await demoPage("/embed-demo", { [SESSION_COOKIE]: token });
    expect(response.body).toContain("<h1>Harbor Noodle Bar — Order online</h1>");
  });
});

describe("before the order form is built", () => {
  it("answers /embed.js with a clear 503", async () => {
    const testApp = await createTestApp({
      config: { clientDir: createBuild({ withEmbed: false }) },
    });
    const response = await testApp.app.inject({ method: "GET", url: "/embed.js" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toBe(EMBED_NOT_BUILT);
    expect(response.body).toContain("npm run build");
    await testApp.close();
  });
});

/** The form runs on the restaurant's own site, so the public API answers any origin. */
describe(`the public order API from another site (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let restaurantId: string;
  let itemId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const owner = await createOwner(testApp.database.db, { restaurantName: "Corner Cafe" });
    restaurantId = owner.user.restaurantId ?? "";
    const document = sampleMenuDocument();
    await importMenu({ db: testApp.database.db, restaurantId }, document);
    await testApp.database.db
      .insert(platformConnections)
      .values({ restaurantId, platform: "website", isConnected: true });
    const menu = await testApp.app.inject({
      method: "GET",
      url: `/api/public/restaurants/${restaurantId}/menu`,
    });
    const items = menu
      .json()
      .categories.flatMap(
        (category: { items: Array<{ id: string; modifierGroups: unknown[] }> }) => category.items,
      );
    itemId = items.find(
      (item: { modifierGroups: unknown[] }) => item.modifierGroups.length === 0,
    )?.id;
  });
  afterAll(() => testApp.close());

  const crossSite = { origin: OTHER_SITE, "sec-fetch-site": "cross-site" };
  const order = () => ({
    clientOrderId: crypto.randomUUID(),
    customer: { name: "Priya Patel", phone: "(512) 555-0117" },
    fulfillment: "pickup",
    items: [{ itemId, quantity: 1, optionIds: [] }],
  });

  it("answers the preflight of a JSON POST", async () => {
    const response = await testApp.app.inject({
      method: "OPTIONS",
      url: `/api/public/restaurants/${restaurantId}/orders`,
      headers: {
        ...crossSite,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": "content-type",
      "access-control-max-age": "600",
    });
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("lets another site read the menu, and its refusals", async () => {
    const menu = await testApp.app.inject({
      method: "GET",
      url: `/api/public/restaurants/${restaurantId}/menu`,
      headers: crossSite,
    });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers["access-control-allow-origin"]).toBe("*");
    const missing = await testApp.app.inject({
      method: "GET",
      url: `/api/public/restaurants/${crypto.randomUUID()}/menu`,
      headers: crossSite,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["access-control-allow-origin"]).toBe("*");
  });

  it("takes an order posted from another site without cookies", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/public/restaurants/${restaurantId}/orders`,
      headers: crossSite,
      payload: order(),
      remoteAddress: "203.0.113.10",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().orderNumber).toMatch(/^W-\d+$/);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });

  it("lets the form read a 400 and a 429", async () => {
    const post = () =>
      testApp.app.inject({
        method: "POST",
        url: `/api/public/restaurants/${restaurantId}/orders`,
        headers: crossSite,
        payload: { ...order(), items: [] },
        remoteAddress: "203.0.113.20",
      });
    const first = await post();
    expect(first.statusCode).toBe(400);
    expect(first.headers["access-control-allow-origin"]).toBe("*");
    let last = first;
    for (let attempt = 0; attempt < 10; attempt += 1) last = await post();
    expect(last.statusCode).toBe(429);
    expect(last.headers["access-control-allow-origin"]).toBe("*");
  });

  it("keeps CORS to the public API", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: crossSite,
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
