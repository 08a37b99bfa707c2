import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_ORIGIN_MESSAGE } from "../../plugins/same-origin";
import {
  createAdmin,
  createOwner,
  getWithSession,
  postLogin,
  postWithSession,
  signInToken,
  type TestAccount,
} from "../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

const EVIL = { origin: "https://evil.example" };
// inject talks to host localhost:80 over http, so that is the app's own origin here.
const OWN = { origin: "http://localhost:80" };

describe(`the same-origin rule for state-changing requests (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: TestAccount;

  const me = (token: string) => getWithSession(testApp.app, "/api/auth/me", token);
  const logout = (token: string, headers: Record<string, string>) =>
    postWithSession(testApp.app, "/api/auth/logout", token, headers);

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createOwner(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it("refuses a logout with the cookie from another origin with 403, and the session lives on", async () => {
    const token = await signInToken(testApp.app, owner);
    const response = await logout(token, EVIL);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CROSS_ORIGIN_MESSAGE, code: "CROSS_ORIGIN" });
    expect((await me(token)).statusCode).toBe(200);
  });

  it("allows a logout from the app's own origin", async () => {
    const token = await signInToken(testApp.app, owner);
    expect((await logout(token, OWN)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("refuses Sec-Fetch-Site cross-site or same-site without an Origin, allows same-origin", async () => {
    const token = await signInToken(testApp.app, owner);
    for (const site of ["cross-site", "same-site"]) {
      expect((await logout(token, { "sec-fetch-site": site })).statusCode).toBe(403);
    }
    expect((await me(token)).statusCode).toBe(200);
    expect((await logout(token, { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
  });

  it("refuses an opaque Origin (null) with the cookie", async () => {
    const token = await signInToken(testApp.app, owner);
    expect((await logout(token, { origin: "null" })).statusCode).toBe(403);
  });

  it("refuses an origin that only looks like ours", async () => {
    const token = await signInToken(testApp.app, owner);
    for (const origin of [
      "https://localhost:80",
      "http://localhost:80.evil.example",
      "http://localhost:8080",
    ]) {
      expect((await logout(token, { origin })).statusCode).toBe(403);
    }
  });

  it("refuses every sign-in endpoint from another origin even without a cookie", async () => {
    const admin = await createAdmin(testApp.database.db);
    const ownerLogin = await postLogin(testApp.app, { ...owner, headers: EVIL });
    const adminLogin = await postLogin(testApp.app, {
      ...admin,
      url: "/api/admin/login",
      headers: EVIL,
    });
    const demoLogin = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/demo-login",
      headers: EVIL,
    });
    for (const response of [ownerLogin, adminLogin, demoLogin]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "CROSS_ORIGIN" });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("refuses a sign-in whose path is spelled differently from another origin", async () => {
    for (const url of ["/api/auth/login?next=/dashboard", "/api/auth/%6Cogin"]) {
      const response = await testApp.app.inject({
        method: "POST",
        url,
        payload: { email: owner.email, password: owner.password },
        headers: EVIL,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("allows a sign-in from the app's own origin", async () => {
    expect((await postLogin(testApp.app, { ...owner, headers: OWN })).statusCode).toBe(200);
  });

  it("lets a read with the cookie through from anywhere", async () => {
    const token = await signInToken(testApp.app, owner);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/me",
      cookies: { od_session: token },
      headers: EVIL,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe(`the same-origin rule behind PUBLIC_URL (${TEST_ENGINE})`, () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { publicUrl: "https://orders.example.com" } });
  });
  afterAll(() => testApp.close());

  it("accepts the public origin as our own and still refuses others", async () => {
    const owner = await createOwner(testApp.database.db);
    const ours = await postLogin(testApp.app, {
      ...owner,
      headers: { origin: "https://orders.example.com" },
    });
    expect(ours.statusCode).toBe(200);
    const theirs = await postLogin(testApp.app, { ...owner, headers: EVIL });
    expect(theirs.statusCode).toBe(403);
  });
});
