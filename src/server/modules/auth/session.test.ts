import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import { platformConnections } from "../../db/schema/platform-connections";
import { sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";
import {
  createAdmin,
  createOwner,
  getWithSession,
  postWithSession,
  sessionCookieOf,
  signInToken,
  type TestAccount,
} from "../../test/auth-helpers";
import {
  closeSockets,
  connectJoined,
  createSignedInOwner,
  listenOnRandomPort,
  type TestSocket,
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { signSessionToken } from "./session-token";

describe(`sessions: me, logout and deactivation (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: TestAccount;

  const me = (token?: string) => getWithSession(testApp.app, "/api/auth/me", token);
  const logout = (token: string) => postWithSession(testApp.app, "/api/auth/logout", token);

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createOwner(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it("answers GET /api/auth/me with 401 without a cookie", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: "Please sign in" });
  });

  it("answers GET /api/auth/me with 200 and the current user with a session", async () => {
    const response = await me(await signInToken(testApp.app, owner));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: owner.user.id,
      email: owner.email,
      role: "shop_owner",
      restaurant: {
        id: owner.user.restaurantId,
        name: "Golden Fork Bistro",
        timezone: "America/New_York",
      },
    });
  });

  it("tells an administrator who they are: the admin role, with no restaurant", async () => {
    const admin = await createAdmin(testApp.database.db);
    const token = await signInToken(testApp.app, { ...admin, url: "/api/admin/login" });
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: admin.user.id, role: "admin", restaurant: null });
  });

  it("refuses a garbage cookie and a token signed with another secret", async () => {
    const token = await signInToken(testApp.app, owner);
    const claims = decodeJwt(token);
    const forged = await signSessionToken(
      {
        sessionId: String(claims.jti),
        userId: String(claims.sub),
        role: "shop_owner",
        version: 0,
      },
      {
        secret: "not-the-server-secret-but-long-enough",
        expiresAt: new Date(Date.now() + 3600_000),
      },
    );
    expect((await me("garbage")).statusCode).toBe(401);
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it("reflects the restaurant's platform connections, agreement date and masked keys", async () => {
    const connected = await createOwner(testApp.database.db);
    const restaurantId = connected.user.restaurantId ?? "";
    const acceptedAt = new Date("2025-05-25T14:30:00.000Z");
    await testApp.database.db.insert(platformConnections).values([
      {
        restaurantId,
        platform: "ubereats",
        isConnected: true,
        merchantAgreementAcceptedAt: acceptedAt,
      },
      { restaurantId, platform: "doordash", isConnected: false, settings: { apiKeyHint: "1234" } },
    ]);
    const response = await me(await signInToken(testApp.app, connected));
    expect(response.json()).toMatchObject({
      platformConnections: {
        ubereats: true,
        doordash: false,
        grubhub: false,
        shopify: false,
        woocommerce: false,
        website: false,
      },
      uberEatsMerchantAgreementDate: "2025-05-25T14:30:00.000Z",
      apiKeys: { doordash: "••••1234" },
    });
    expect(Object.keys(response.json().apiKeys)).toEqual(["doordash"]);
  });

  it("logs out: clears the cookie and the same token then gets 401", async () => {
    const token = await signInToken(testApp.app, owner);
    const response = await logout(token);
    expect(response.statusCode).toBe(200);
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(cleared).toMatchObject({ path: "/", httpOnly: true });

    expect((await me(token)).statusCode).toBe(401);
  });

  it("ends only that session: another sign-in of the same user keeps working", async () => {
    const leaving = await signInToken(testApp.app, owner);
    const staying = await signInToken(testApp.app, owner);
    await logout(leaving);
    expect((await me(leaving)).statusCode).toBe(401);
    expect((await me(staying)).statusCode).toBe(200);
  });

  it("answers a logout without a session with 200 and a cleared cookie", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(response.statusCode).toBe(200);
    expect(sessionCookieOf(response)?.value).toBe("");
  });

  it("ends every session of a deactivated user at once", async () => {
    const leaving = await createOwner(testApp.database.db);
    const tokens = [
      await signInToken(testApp.app, leaving),
      await signInToken(testApp.app, leaving),
    ];
    expect((await me(tokens[0])).statusCode).toBe(200);
    await testApp.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, leaving.user.id));
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
  });

  it("refuses a session whose row has expired, whatever the token says", async () => {
    const token = await signInToken(testApp.app, owner);
    const sessionId = String(decodeJwt(token).jti);
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    expect((await me(token)).statusCode).toBe(401);
  });

  it("reads the role from the user's row: a new role applies to the next request, still signed in", async () => {
    const owner = await createOwner(testApp.database.db);
    const token = await signInToken(testApp.app, owner);
    const connections = () => getWithSession(testApp.app, "/api/platform-connections", token);
    expect((await connections()).statusCode).toBe(200);
    await testApp.database.db
      .update(users)
      .set({ role: "staff" })
      .where(eq(users.id, owner.user.id));
    const after = await me(token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ role: "staff" });
    expect(after.json().permissions).not.toContain("platforms.manage");
    expect((await connections()).statusCode).toBe(403);
  });
});

describe(`logout and the live feed (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let port: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    port = await listenOnRandomPort(testApp.app);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => testApp.close());

  it("closes that session's open sockets with 4401, and no other session's", async () => {
    const owner = await createSignedInOwner(testApp.app, testApp.database.db, "Logout Diner");
    const otherDevice = await signInToken(testApp.app, owner.account);
    const leavingSocket = await connectJoined({ port, token: owner.token });
    const stayingSocket = await connectJoined({ port, token: otherDevice });
    sockets.push(leavingSocket, stayingSocket);

    const response = await postWithSession(testApp.app, "/api/auth/logout", owner.token);
    expect(response.statusCode).toBe(200);
    expect((await leavingSocket.closed).code).toBe(CLOSE_UNAUTHORIZED);
    // The other device still hears its restaurant.
    await stayingSocket.ping();
  });
});
