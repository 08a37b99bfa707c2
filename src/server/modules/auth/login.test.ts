import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/api/auth";
import { PERMISSIONS } from "../../../domain/permissions";
import { PLATFORMS } from "../../../domain/platforms";
import { users } from "../../db/schema/users";
import {
  createAdmin,
  createOwner,
  getWithSession,
  postLogin,
  sessionCookieOf,
  type TestAccount,
} from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

const DAY_MS = 24 * 3600_000;
// The sign-in form's validation messages.
const EMAIL_MESSAGE = "Please enter a valid email address";
const PASSWORD_MESSAGE = "Password must be at least 6 characters";

describe(`POST /api/auth/login (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createOwner(testApp.database.db, { restaurantName: "Golden Fork Bistro" });
  });
  afterAll(() => testApp.close());

  it("answers 200 with the current user and its restaurant", async () => {
    const response = await postLogin(testApp.app, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: owner.user.id,
        name: "Sam Morgan",
        email: owner.email,
        role: "shop_owner",
        // An owner may do everything the permission table names.
        permissions: [...PERMISSIONS],
        platformConnections: Object.fromEntries(PLATFORMS.map((platform) => [platform, false])),
        apiKeys: {},
        uberEatsMerchantAgreementDate: null,
        restaurant: {
          id: owner.user.restaurantId,
          name: "Golden Fork Bistro",
          kitchenId: null,
          timezone: "America/New_York",
          currency: "USD",
        },
        account: { id: owner.user.accountId, name: "Golden Fork Bistro" },
        locations: [
          {
            id: owner.user.restaurantId,
            name: "Golden Fork Bistro",
            kitchenId: null,
            timezone: "America/New_York",
            currency: "USD",
          },
        ],
        worksAtAllLocations: true,
        device: null,
      },
    });
    expect(Object.keys(response.json().user.platformConnections)).toHaveLength(6);
  });

  it("sets an HttpOnly, SameSite=Lax od_session cookie for the whole site that lasts 7 days", async () => {
    const before = Date.now();
    const response = await postLogin(testApp.app, owner);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const expires = cookie?.expires?.getTime() ?? 0;
    expect(expires).toBeGreaterThan(before + 7 * DAY_MS - 60_000);
    expect(expires).toBeLessThan(Date.now() + 7 * DAY_MS + 60_000);
    expect(String(response.headers["set-cookie"])).toMatch(/HttpOnly/);
  });

  it("opens a session that GET /api/auth/me recognises", async () => {
    const token = sessionCookieOf(await postLogin(testApp.app, owner))?.value;
    const me = await getWithSession(testApp.app, "/api/auth/me", token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: owner.user.id, role: "shop_owner" });
  });

  it("accepts the email in any case and with surrounding spaces", async () => {
    const response = await postLogin(testApp.app, {
      email: `  ${owner.email.toUpperCase()} `,
      password: owner.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(owner.user.id);
  });

  it("answers a wrong password and an unknown email with the same 401 and no cookie", async () => {
    const wrongPassword = await postLogin(testApp.app, {
      email: owner.email,
      password: "not-it-at-all",
    });
    const unknownEmail = await postLogin(testApp.app, {
      email: "nobody-here@example.com",
      password: owner.password,
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: "Invalid email or password" });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it("refuses a malformed email with 400 and the email message", async () => {
    const response = await postLogin(testApp.app, {
      email: "not-an-email",
      password: owner.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(EMAIL_MESSAGE);
  });

  it("refuses a password under 6 characters with 400 and the password-length message", async () => {
    const response = await postLogin(testApp.app, { email: owner.email, password: "12345" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(PASSWORD_MESSAGE);
  });

  it("refuses a body without email or password with 400", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(EMAIL_MESSAGE);
    expect(response.json().message).toContain(PASSWORD_MESSAGE);
  });

  it("refuses a deactivated account with 403 even with the right password", async () => {
    const inactive = await createOwner(testApp.database.db);
    await testApp.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, inactive.user.id));
    const response = await postLogin(testApp.app, inactive);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.deactivated });
    expect(response.json().message).toMatch(/deactivated/);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("refuses an administrator at the owner login with 403, pointing to the admin panel", async () => {
    const admin = await createAdmin(testApp.database.db);
    const response = await postLogin(testApp.app, admin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.adminUsesAdminPanel });
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});
