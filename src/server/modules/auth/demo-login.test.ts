import { and, count, eq, gt, lte } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { getWithSession, postLogin, sessionCookieOf } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

const DAY_MS = 24 * 3600_000;

describe(`POST /api/auth/demo-login (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let first: LightMyRequestResponse;
  let second: LightMyRequestResponse;
  let startedAt: number;

  const demoLogin = () => testApp.app.inject({ method: "POST", url: "/api/auth/demo-login" });
  const restaurantOf = async (response: LightMyRequestResponse) => {
    const [row] = await testApp.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, response.json().user.restaurant.id));
    return row;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    startedAt = Date.now();
    first = await demoLogin();
    second = await demoLogin();
  });
  afterAll(() => testApp.close());

  it("answers 200 with a demo user of a restaurant of their own, and no body needed", () => {
    expect(first.statusCode).toBe(200);
    const { user } = first.json();
    expect(user).toMatchObject({
      role: "demo",
      apiKeys: {},
      uberEatsMerchantAgreementDate: null,
      restaurant: { id: expect.any(String), name: "OrderDock Demo Kitchen" },
    });
    expect(Object.values(user.platformConnections)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("seeds the demo restaurant with a 25-order lunch rush and weeks of history before it", async () => {
    const restaurantId = first.json().user.restaurant.id;
    const twoDaysAgo = new Date(startedAt - 2 * DAY_MS);
    const [recent] = await testApp.database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurantId), gt(orders.createdAt, twoDaysAgo)));
    expect(recent?.n).toBe(25);
    const [older] = await testApp.database.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurantId), lte(orders.createdAt, twoDaysAgo)));
    // 33 days of 12–28 orders a day, for Analytics.
    expect(older?.n).toBeGreaterThan(33 * 12);
  });

  it("gives two demo logins two different restaurants and users", () => {
    expect(second.statusCode).toBe(200);
    expect(second.json().user.restaurant.id).not.toBe(first.json().user.restaurant.id);
    expect(second.json().user.id).not.toBe(first.json().user.id);
  });

  it("marks the restaurant as a demo that expires about 24 hours from now", async () => {
    const restaurant = await restaurantOf(first);
    expect(restaurant?.kind).toBe("demo");
    const expiresAt = restaurant?.expiresAt?.getTime() ?? 0;
    expect(expiresAt).toBeGreaterThanOrEqual(startedAt + DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + DAY_MS);
  });

  it("sets a session cookie for about 24 hours that GET /api/auth/me accepts", async () => {
    const cookie = sessionCookieOf(first);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const expires = cookie?.expires?.getTime() ?? 0;
    expect(expires).toBeGreaterThan(startedAt + DAY_MS - 60_000);
    expect(expires).toBeLessThan(Date.now() + DAY_MS + 60_000);

    const me = await getWithSession(testApp.app, "/api/auth/me", cookie?.value);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(first.json().user);
  });

  it("keeps each visitor in their own restaurant", async () => {
    const me = await getWithSession(testApp.app, "/api/auth/me", sessionCookieOf(second)?.value);
    expect(me.json().restaurant.id).toBe(second.json().user.restaurant.id);
  });

  it("gives the demo user no password that could sign in at the owner login", async () => {
    const email = first.json().user.email;
    for (const password of ["demo123", "!!!!!!"]) {
      const response = await postLogin(testApp.app, { email, password });
      expect(response.statusCode).toBe(401);
    }
  });
});
