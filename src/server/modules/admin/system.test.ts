import { readFileSync } from "node:fs";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { type AdminApi, adminApi, createSignedInAdmin } from "../../test/admin-helpers";
import { createOwner, postLogin, signInToken } from "../../test/auth-helpers";
import { orderApi } from "../../test/order-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/** The admin System view: Create Test Data, System Reset and the live status. */
describe(`admin: system tools (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let admin: AdminApi;

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = (await createSignedInAdmin(testApp.app, testApp.database.db)).api;
  });
  afterAll(() => testApp.close());

  const ordersIn = async (restaurantIds: string[]) =>
    testApp.database.db
      .select({ restaurantId: orders.restaurantId, isTest: orders.isTest, n: count() })
      .from(orders)
      .where(inArray(orders.restaurantId, restaurantIds))
      .groupBy(orders.restaurantId, orders.isTest);

  it("Create Test Data makes 3 test restaurants, each with an owner and 20 test orders", async () => {
    const response = await admin.createTestData();
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.success).toBe(true);
    expect(result.restaurants).toHaveLength(3);
    const ids = result.restaurants.map((restaurant: { id: string }) => restaurant.id);

    const kinds = await testApp.database.db
      .select({ kind: restaurants.kind })
      .from(restaurants)
      .where(inArray(restaurants.id, ids));
    expect(kinds).toEqual([{ kind: "test" }, { kind: "test" }, { kind: "test" }]);
    const owners = await testApp.database.db
      .select({ role: users.role })
      .from(users)
      .innerJoin(restaurants, eq(restaurants.accountId, users.accountId))
      .where(inArray(restaurants.id, ids));
    expect(owners).toEqual([
      { role: "shop_owner" },
      { role: "shop_owner" },
      { role: "shop_owner" },
    ]);
    const counted = await ordersIn(ids);
    expect(counted).toHaveLength(3);
    for (const row of counted) expect(row).toMatchObject({ isTest: true, n: 20 });

    // The owners are real accounts: they sign in and see their 20 orders of the last 3 days.
    const first = result.restaurants[0];
    const token = await signInToken(testApp.app, {
      email: first.ownerEmail,
      password: result.password,
    });
    const since = new Date(Date.now() - 4 * 24 * 3600_000).toISOString();
    expect((await orderApi(testApp.app, token).list(`?from=${since}`)).json()).toHaveLength(20);
    const listed = (
      await admin.listOwners(`?search=${encodeURIComponent(first.ownerEmail)}`)
    ).json();
    expect(listed[0]).toMatchObject({ restaurantName: first.name, isTestData: true });
  });

  it("System Reset needs the typed word RESET and removes nothing without it", async () => {
    const before = (await admin.stats()).json();
    for (const body of [{}, { confirm: "reset" }, { confirm: "RESET " }]) {
      const response = await admin.reset(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Type RESET to confirm");
    }
    expect((await admin.stats()).json()).toEqual(before);
  });

  it("System Reset removes test data and demo restaurants and never a real owner's data", async () => {
    await admin.createTestData();
    const demo = await testApp.app.inject({ method: "POST", url: "/api/auth/demo-login" });
    const demoApi = orderApi(
      testApp.app,
      demo.cookies.find((c) => c.name === "od_session")?.value ?? "",
    );
    // A real owner with real orders and a test order of their own.
    const owner = await createOwner(testApp.database.db, { restaurantName: "Real Bistro" });
    const ownerToken = await signInToken(testApp.app, owner);
    await orderApi(testApp.app, ownerToken).createTestOrder();
    const realId = owner.user.restaurantId ?? "";
    const realBefore = await ordersIn([realId]);
    const stats = (await admin.stats()).json();

    const response = await admin.reset();
    expect(response.statusCode).toBe(200);
    const { removed } = response.json();
    expect(removed).toMatchObject({
      testRestaurants: stats.testRestaurants,
      demoRestaurants: stats.demoRestaurants,
    });
    expect(removed.testRestaurants).toBe(6);
    expect(removed.orders).toBeGreaterThanOrEqual(6 * 20 + 25);
    // A test owner per test restaurant, and the demo visitor, whose demo has two locations
    // and a brand.
    expect(removed.demoRestaurants).toBe(3);
    expect(removed.users).toBe(removed.testRestaurants + 1);

    const left = await testApp.database.db
      .select({ n: count() })
      .from(restaurants)
      .where(inArray(restaurants.kind, ["test", "demo"]));
    expect(left[0]?.n).toBe(0);
    expect(await ordersIn([realId])).toEqual(realBefore);
    expect((await postLogin(testApp.app, owner)).statusCode).toBe(200);
    expect((await demoApi.list()).statusCode).toBe(401);
    const afterStats = (await admin.stats()).json();
    expect(afterStats).toMatchObject({ testRestaurants: 0, demoRestaurants: 0 });

    const again = (await admin.reset()).json();
    expect(again.removed).toEqual({ testRestaurants: 0, demoRestaurants: 0, users: 0, orders: 0 });
    const log = (await admin.auditLog("?limit=2")).json();
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      "system.reset",
      "system.reset",
    ]);
    expect(log[1].summary).toContain(
      `removed 6 test and ${stats.demoRestaurants} demo restaurants`,
    );
    const still = await testApp.database.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, "admin")));
    expect(still[0]?.n).toBeGreaterThan(0);
  });

  it("reports the system Operational with the version from package.json and the engine", async () => {
    const response = await admin.systemStatus();
    expect(response.statusCode).toBe(200);
    const { version } = JSON.parse(readFileSync("package.json", "utf8"));
    expect(response.json()).toMatchObject({
      status: "operational",
      reason: null,
      version,
      database: {
        connected: true,
        engine: TEST_ENGINE === "pglite" ? "PGlite" : "PostgreSQL",
        serverVersion: expect.stringMatching(/^\d+\.\d+/),
      },
      realtime: { listening: true },
      security: {
        authentication: "JWT-based authentication",
        adminSessionHours: 24,
        ownerSessionHours: 168,
      },
    });
    expect(version).toBe("1.0.0");
  });
});

describe(`admin: a degraded system (${TEST_ENGINE})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("says Degraded, with the reason, when live updates stop getting through", async () => {
    const { token } = await createSignedInAdmin(testApp.app, testApp.database.db);
    await testApp.app.events.stop();
    const response = await adminApi(testApp.app, token).systemStatus();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "degraded",
      reason: "Live order updates are not getting through: timed out after 2000 ms",
      database: { connected: true },
      realtime: { listening: false },
    });
  });
});
