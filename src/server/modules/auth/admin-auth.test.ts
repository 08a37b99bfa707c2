import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/api/auth";
import { users } from "../../db/schema/users";
import {
  createAdmin,
  createOwner,
  getWithSession,
  postLogin,
  postWithSession,
  sessionCookieOf,
  type TestAccount,
} from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

const ADMIN_LOGIN = "/api/admin/login";
const HOUR_MS = 3600_000;

describe(`admin sign-in (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let admin: TestAccount;

  const adminLogin = (account: { email: string; password: string }) =>
    postLogin(testApp.app, { ...account, url: ADMIN_LOGIN });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createAdmin(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it("signs an administrator in with 200 and {user} of role admin", async () => {
    const response = await adminLogin(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: admin.user.id, name: "Alex Rivera", email: admin.email, role: "admin" },
    });
  });

  it("sets an HttpOnly, SameSite=Lax cookie that lasts 24 hours", async () => {
    const before = Date.now();
    const cookie = sessionCookieOf(await adminLogin(admin));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const expires = cookie?.expires?.getTime() ?? 0;
    expect(expires).toBeGreaterThan(before + 24 * HOUR_MS - 60_000);
    expect(expires).toBeLessThan(Date.now() + 24 * HOUR_MS + 60_000);
  });

  it("refuses a restaurant owner with 403 and sets no cookie", async () => {
    const owner = await createOwner(testApp.database.db);
    const response = await adminLogin(owner);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.adminOnly });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("answers a wrong password and an unknown email with the same 401", async () => {
    const wrong = await adminLogin({ email: admin.email, password: "wrong-password" });
    const unknown = await adminLogin({ email: "no-admin@example.com", password: admin.password });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: "Invalid email or password" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it("refuses a malformed email or a short password with 400 and their messages", async () => {
    const badEmail = await adminLogin({ email: "admin-at-example", password: admin.password });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain("Please enter a valid email address");
    const shortPassword = await adminLogin({ email: admin.email, password: "abc" });
    expect(shortPassword.statusCode).toBe(400);
    expect(shortPassword.json().message).toContain("Password must be at least 6 characters");
  });

  it("refuses a deactivated administrator with 403", async () => {
    const retired = await createAdmin(testApp.database.db);
    await testApp.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, retired.user.id));
    const response = await adminLogin(retired);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.deactivated });
  });

  it("answers GET /api/admin/me with the signed-in administrator", async () => {
    const token = sessionCookieOf(await adminLogin(admin))?.value;
    const response = await getWithSession(testApp.app, "/api/admin/me", token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: admin.user.id,
      name: "Alex Rivera",
      email: admin.email,
      role: "admin",
    });
  });

  it("ends the session with POST /api/admin/logout and clears the cookie", async () => {
    const token = sessionCookieOf(await adminLogin(admin))?.value ?? "";
    const other = sessionCookieOf(await adminLogin(admin))?.value ?? "";
    const response = await postWithSession(testApp.app, "/api/admin/logout", token);
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)?.value).toBe("");
    expect((await getWithSession(testApp.app, "/api/admin/me", token)).statusCode).toBe(401);
    expect((await getWithSession(testApp.app, "/api/admin/me", other)).statusCode).toBe(200);
  });
});
