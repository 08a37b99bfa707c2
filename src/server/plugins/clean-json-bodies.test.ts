import { parse as parseQuery } from "node:querystring";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../db/schema/orders";
import { platformConnections } from "../db/schema/platform-connections";
import { sampleMenuDocument } from "../modules/sample-data/sample-menu";
import { menuApi } from "../test/menu-helpers";
import { createSignedInOwner, type SignedInOwner } from "../test/realtime-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { TEST_ENGINE } from "../test/test-database";
import { parseCleanQuery } from "./clean-json-bodies";
import { SESSION_COOKIE } from "./session-cookie";

/**
 * decision 093: a NUL byte or half a surrogate pair in any form or API call is replaced
 * before anything is stored — PostgreSQL would refuse it with a 500 — and a body no form
 * could send is refused with a 400, never a 500.
 */
describe(`storable text in every body and query (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Careful Bistro");
    await menuApi(testApp.app, owner.token).importMenu(sampleMenuDocument());
    await testApp.database.db
      .insert(platformConnections)
      .values({ restaurantId: owner.restaurantId, platform: "website", isConnected: true });
  });
  afterAll(() => testApp.close());

  const cookies = () => ({ [SESSION_COOKIE]: owner.token });
  const withNul = "Priya\u0000 Patel \uD800";
  const cleaned = "Priya\uFFFD Patel \uFFFD";

  it("stores a website order whose customer typed a NUL and half a surrogate pair", async () => {
    const menu = (
      await testApp.app.inject({
        method: "GET",
        url: `/api/public/restaurants/${owner.restaurantId}/menu`,
      })
    ).json() as { categories: Array<{ items: Array<{ id: string; modifierGroups: unknown[] }> }> };
    const item = menu.categories
      .flatMap((category) => category.items)
      .find((entry) => entry.modifierGroups.length === 0);
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/public/restaurants/${owner.restaurantId}/orders`,
      payload: {
        customer: { name: withNul, phone: "(512) 555-0117" },
        fulfillment: "pickup",
        instructions: "No nuts\u0000",
        items: [{ itemId: item?.id, quantity: 1, optionIds: [] }],
      },
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.restaurantId, owner.restaurantId));
    expect(stored?.customerName).toBe(cleaned);
    expect(stored?.kitchenNote).toBe("No nuts\uFFFD");
  });

  it("saves settings and menu names with them replaced", async () => {
    const settings = await testApp.app.inject({
      method: "PUT",
      url: "/api/settings",
      cookies: cookies(),
      payload: {
        restaurant: {
          name: withNul,
          phone: "",
          address: "1 Main\u0000 St",
          timezone: "UTC",
          prepMinutes: 20,
        },
      },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().restaurant).toMatchObject({ name: cleaned, address: "1 Main\uFFFD St" });
    const category = await menuApi(testApp.app, owner.token).addCategory("Soups\u0000");
    expect(category.statusCode).toBe(201);
    expect(category.json().name).toBe("Soups\uFFFD");
  });

  it("answers a query string with a NUL or a malformed escape without a 500", async () => {
    for (const url of [
      "/api/orders?from=%00",
      "/api/analytics?from=2026-01-01%00&to=2026-01-02",
      "/api/orders?limit=%E0%A4%A",
    ]) {
      const response = await testApp.app.inject({ method: "GET", url, cookies: cookies() });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it("reads a query string's keys and values storable, whichever way they are written", () => {
    const proto = parseCleanQuery("%5F%5Fproto%5F%5F=x&a=1");
    expect(proto).toEqual({ a: "1" });
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(parseCleanQuery("a=%00&b=%ED%A0%80&c=%E2%82%AC")).toEqual({
      a: "\uFFFD",
      b: "\uFFFD\uFFFD\uFFFD",
      c: "€",
    });
    expect(parseCleanQuery("key=s3cret&token=ab&type=text%2Fplain")).toEqual({
      key: "s3cret",
      token: "ab",
      type: "text/plain",
    });
  });

  it("reads a query with nothing escaped as Node's parser does", () => {
    for (const query of ["key=s3cret", "a=1&a=2&a=3", "b&c=x=y&&d=&=e", "k=v&k", "a.b=1&a[c]=2"])
      expect(parseCleanQuery(query)).toEqual({ ...parseQuery(query) });
    expect(parseCleanQuery("__proto__=x&a=1")).toEqual({ a: "1" });
  });

  it("reads a NUL in an address's path as any other character", async () => {
    // A platform twin records every call with the order its path names, refused ones too.
    for (const orderId of ["%00", "order%00-1"]) {
      const response = await testApp.app.inject({
        method: "PATCH",
        url: `/sandbox/doordash/api/v1/orders/${orderId}/cancellation`,
        payload: {},
      });
      expect(response.statusCode, orderId).toBe(401);
    }
  });

  it("refuses a body nested deeper than any form, and one that sets __proto__, with a 400", async () => {
    const deep = `${'{"a":'.repeat(100)}1${"}".repeat(100)}`;
    const proto = '{"restaurant":{"name":"x"},"__proto__":{"isAdmin":true}}';
    const escapedProto = '{"restaurant":{"name":"x"},"__pro\\u0074o__":{"isAdmin":true}}';
    for (const payload of [
      deep,
      proto,
      escapedProto,
      "{",
      `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
    ]) {
      const response = await testApp.app.inject({
        method: "PUT",
        url: "/api/settings",
        cookies: cookies(),
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toMatch(/^(INVALID_JSON|VALIDATION_FAILED)$/);
    }
  });
});
