import { and, count, countDistinct, eq, gt, inArray, lte } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../../domain/api/auth";
import type { OrderJson } from "../../../domain/api/order-json";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { twinOrders } from "../../db/schema/twin-orders";
import { DEMO_BUSY_MESSAGE } from "../../flows/open-demo";
import { TWIN_PATHS, type TwinPlatform } from "../../lib/sandbox-credentials";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
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
    // Uber Eats names a restaurant by its store: the demo's is on Uber's twin, activated.
    expect(user.platformConnections).toEqual({
      ubereats: true,
      doordash: false,
      grubhub: false,
      shopify: false,
      woocommerce: false,
      website: false,
    });
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

  it("lets the platform twins know the recent orders only, not the settled history", async () => {
    const restaurantId = first.json().user.restaurant.id;
    const known = await testApp.database.db
      .select({ placedAt: twinOrders.placedAt })
      .from(twinOrders)
      .where(eq(twinOrders.restaurantId, restaurantId));
    const [recentOnTwins] = await testApp.database.db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.restaurantId, restaurantId),
          gt(orders.createdAt, new Date(startedAt - 2 * DAY_MS)),
          inArray(orders.platform, Object.keys(TWIN_PATHS) as TwinPlatform[]),
        ),
      );
    expect(known.length).toBe(recentOnTwins?.n);
    expect(known.length).toBeGreaterThan(0);
    for (const { placedAt } of known)
      expect(placedAt.getTime()).toBeGreaterThan(startedAt - 2 * DAY_MS - 60_000);
  });

  it("gives the demo a second location with its own menu and lunch rush, expiring with the first", async () => {
    const { user } = first.json() as { user: CurrentUser };
    expect(user.locations.map((location) => location.name)).toEqual([
      "OrderDock Demo Kitchen",
      "OrderDock Demo Harbor",
      "Midnight Wings",
    ]);
    const harbor = user.locations[1]?.id ?? "";
    const [rush] = await testApp.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.restaurantId, harbor));
    expect(rush?.n).toBe(25);
    const [row] = await testApp.database.db
      .select({ kind: restaurants.kind, expiresAt: restaurants.expiresAt })
      .from(restaurants)
      .where(eq(restaurants.id, harbor));
    expect(row?.kind).toBe("demo");
    expect(row?.expiresAt?.getTime()).toBe((await restaurantOf(first))?.expiresAt?.getTime());
  });

  it("gives the demo's first kitchen a second brand, with its own menu and orders on the board", async () => {
    const { user } = first.json() as { user: CurrentUser };
    const kitchen = user.restaurant?.id;
    const brand = user.locations.find((place) => place.name === "Midnight Wings");
    expect(brand?.kitchenId).toBe(kitchen);
    const cookies = { [SESSION_COOKIE]: sessionCookieOf(first)?.value ?? "" };
    const board = (
      await testApp.app.inject({ method: "GET", url: "/api/orders", cookies })
    ).json() as OrderJson[];
    const brandOrders = board.filter((order) => order.locationId === brand?.id);
    expect(brandOrders.length).toBeGreaterThanOrEqual(5);
    const wings = /Wings|Fries|Celery|Root Beer/;
    expect(brandOrders.every((order) => order.items.every((item) => wings.test(item.name)))).toBe(
      true,
    );
    expect(board.some((order) => order.locationId === kitchen)).toBe(true);
    // On one board no two cards read the same number: where a platform numbers its orders
    // in sequence, the brand's come after every one of the kitchen's.
    const numbered = async (restaurantId: string, platform: "shopify" | "woocommerce") =>
      (
        await testApp.database.db
          .select({ number: orders.orderNumber })
          .from(orders)
          .where(and(eq(orders.restaurantId, restaurantId), eq(orders.platform, platform)))
      ).map((row) => Number(row.number.replace(/\D/g, "")));
    for (const platform of ["shopify", "woocommerce"] as const) {
      const [own, brands] = [
        await numbered(kitchen ?? "", platform),
        await numbered(brand?.id ?? "", platform),
      ];
      expect(brands.length).toBeGreaterThan(0);
      expect(Math.min(...brands)).toBeGreaterThan(Math.max(...own));
    }
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

describe(`demo-login limits (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  afterAll(() => testApp?.close());

  it("lets one address open DEMO_LOGINS_PER_HOUR demos an hour, then answers 429", async () => {
    testApp = await createTestApp({ config: { demoLoginsPerHour: 2 } });
    const from = (remoteAddress: string) =>
      testApp.app.inject({ method: "POST", url: "/api/auth/demo-login", remoteAddress });
    expect((await from("203.0.113.7")).statusCode).toBe(200);
    expect((await from("203.0.113.7")).statusCode).toBe(200);
    const third = await from("203.0.113.7");
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ message: expect.stringContaining("Rate limit") });
    // Another visitor is not held back by the first.
    expect((await from("203.0.113.8")).statusCode).toBe(200);
  });

  it("holds at most DEMO_RESTAURANTS_MAX live demos: past it, 503 with Retry-After", async () => {
    await testApp?.close();
    testApp = await createTestApp({ config: { demoRestaurantsMax: 2 } });
    const demoLogin = (index: number) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/demo-login",
        remoteAddress: `198.51.100.${index}`,
      });
    expect((await demoLogin(1)).statusCode).toBe(200);
    expect((await demoLogin(2)).statusCode).toBe(200);
    const busy = await demoLogin(3);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe("600");
    expect(busy.json()).toEqual({ message: DEMO_BUSY_MESSAGE, code: "DEMO_BUSY" });
    // Two demos, of two locations each.
    const [demos] = await testApp.database.db
      .select({ n: countDistinct(restaurants.accountId) })
      .from(restaurants)
      .where(eq(restaurants.kind, "demo"));
    expect(demos?.n).toBe(2);

    // An expired demo no longer counts: the next visitor gets a place.
    await testApp.database.db
      .update(restaurants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(restaurants.kind, "demo"));
    expect((await demoLogin(4)).statusCode).toBe(200);
  });
});
