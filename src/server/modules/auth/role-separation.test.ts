import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAdmin,
  createOwner,
  getWithSession,
  sessionCookieOf,
  signInToken,
} from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

// A restaurant's own endpoint: its people's and demo visitor's, never an administrator's.
const RESTAURANT_ONLY = "/api/orders";

describe(`role separation (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let ownerToken: string;
  let demoToken: string;
  let adminToken: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    ownerToken = await signInToken(testApp.app, await createOwner(db));
    adminToken = await signInToken(testApp.app, {
      ...(await createAdmin(db)),
      url: "/api/admin/login",
    });
    const demo = await testApp.app.inject({ method: "POST", url: "/api/auth/demo-login" });
    demoToken = sessionCookieOf(demo)?.value ?? "";
  });
  afterAll(() => testApp.close());

  it("answers GET /api/admin/me with 401 without a session", async () => {
    const response = await getWithSession(testApp.app, "/api/admin/me");
    expect(response.statusCode).toBe(401);
  });

  it("refuses an owner session at GET /api/admin/me with 403", async () => {
    const response = await getWithSession(testApp.app, "/api/admin/me", ownerToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FORBIDDEN_ROLE" });
  });

  it("refuses a demo session at GET /api/admin/me with 403", async () => {
    expect(demoToken).not.toBe("");
    const response = await getWithSession(testApp.app, "/api/admin/me", demoToken);
    expect(response.statusCode).toBe(403);
  });

  it("answers an admin session at GET /api/admin/me with 200 and role admin", async () => {
    const response = await getWithSession(testApp.app, "/api/admin/me", adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: "admin" });
  });

  it("refuses an admin session at a restaurant-only endpoint with 403", async () => {
    const response = await getWithSession(testApp.app, RESTAURANT_ONLY, adminToken);
    expect(response.statusCode).toBe(403);
  });

  it("lets owner and demo sessions through a restaurant-only endpoint", async () => {
    for (const token of [ownerToken, demoToken]) {
      const response = await getWithSession(testApp.app, RESTAURANT_ONLY, token);
      expect(response.statusCode).toBe(200);
    }
    expect((await getWithSession(testApp.app, RESTAURANT_ONLY)).statusCode).toBe(401);
  });
});
