import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminApi, adminApi, createSignedInAdmin } from "../../test/admin-helpers";
import { createOwner, signInToken } from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/**
 * Only administrators reach the admin area. Every admin endpoint answers 401
 * without a session and 403 to an owner or a demo visitor, and changes nothing for them.
 */
const CALLS: Array<[string, (api: AdminApi) => ReturnType<AdminApi["stats"]>]> = [
  ["GET restaurant-owners", (api) => api.listOwners()],
  ["POST restaurant-owners", (api) => api.createOwner({})],
  ["PATCH restaurant-owners/:id", (api) => api.updateOwner(crypto.randomUUID(), { name: "X" })],
  ["DELETE restaurant-owners/:id", (api) => api.deleteOwner(crypto.randomUUID())],
  ["POST create-test-data", (api) => api.createTestData()],
  ["POST system-reset", (api) => api.reset()],
  ["GET system-status", (api) => api.systemStatus()],
  ["GET stats", (api) => api.stats()],
  ["GET audit-log", (api) => api.auditLog()],
];

describe(`admin API permissions (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let ownerApi: AdminApi;
  let demoApi: AdminApi;
  let admin: AdminApi;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, database } = testApp;
    const owner = await createOwner(database.db);
    ownerApi = adminApi(app, await signInToken(app, owner));
    const demo = await app.inject({ method: "POST", url: "/api/auth/demo-login" });
    const demoToken = demo.cookies.find((cookie) => cookie.name === "od_session")?.value;
    demoApi = adminApi(app, demoToken);
    admin = (await createSignedInAdmin(app, database.db)).api;
  });
  afterAll(() => testApp.close());

  it.each(CALLS)("%s: no session → 401 'Please sign in'", async (_name, call) => {
    const response = await call(adminApi(testApp.app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Please sign in" });
  });

  it.each(CALLS)("%s: a restaurant owner → 403", async (_name, call) => {
    expect((await call(ownerApi)).statusCode).toBe(403);
  });

  it.each(CALLS)("%s: a demo visitor → 403", async (_name, call) => {
    expect((await call(demoApi)).statusCode).toBe(403);
  });

  it("an administrator passes (the refused calls above changed nothing)", async () => {
    const stats = await admin.stats();
    expect(stats.statusCode).toBe(200);
    // Only the owner of beforeAll exists: the owner's and demo's POSTs created nothing. The
    // demo visitor's account holds three demo restaurants (two locations and a brand).
    expect(stats.json()).toMatchObject({ totalOwners: 1, testRestaurants: 0, demoRestaurants: 3 });
    const log = await admin.auditLog();
    expect(log.json().map((entry: { action: string }) => entry.action)).toEqual([
      "admin.signed_in",
    ]);
  });
});
