import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../domain/api/auth";
import { CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import type { Database } from "../../db/database";
import { orderEvents } from "../../db/schema/order-events";
import { orders } from "../../db/schema/orders";
import { platformConnections } from "../../db/schema/platform-connections";
import { restaurants } from "../../db/schema/restaurants";
import { sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";
import { type AdminApi, createSignedInAdmin, newOwnerInput } from "../../test/admin-helpers";
import { postLogin, signInToken } from "../../test/auth-helpers";
import { orderApi } from "../../test/order-helpers";
import {
  closeSockets,
  connectJoined,
  listenOnRandomPort,
  type TestSocket,
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/** The admin panel's Deactivate / Activate and Delete, and the audit log they leave. */
describe(`admin: an owner's lifecycle (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let admin: AdminApi;
  let adminEmail: string;
  let port: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    const signedIn = await createSignedInAdmin(testApp.app, testApp.database.db);
    admin = signedIn.api;
    adminEmail = signedIn.account.email;
    port = await listenOnRandomPort(testApp.app);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => testApp.close());

  /** An owner added through the panel, signed in, with two orders and a connection. */
  async function ownerWithData() {
    const input = newOwnerInput();
    const owner = (await admin.createOwner(input)).json();
    const token = await signInToken(testApp.app, input);
    const api = orderApi(testApp.app, token);
    for (let index = 0; index < 2; index += 1) {
      expect((await api.createTestOrder()).statusCode).toBe(201);
    }
    await testApp.database.db
      .insert(platformConnections)
      .values({ restaurantId: owner.restaurantId, platform: "doordash", isConnected: true });
    return { input, owner, token, api };
  }

  const rowsOf = async (
    db: Database,
    { id, restaurantId }: { id: string; restaurantId: string },
  ) => ({
    restaurants: (
      await db.select({ n: count() }).from(restaurants).where(eq(restaurants.id, restaurantId))
    )[0]?.n,
    users: (await db.select({ n: count() }).from(users).where(eq(users.id, id)))[0]?.n,
    orders: (
      await db.select({ n: count() }).from(orders).where(eq(orders.restaurantId, restaurantId))
    )[0]?.n,
    events: (
      await db
        .select({ n: count() })
        .from(orderEvents)
        .where(eq(orderEvents.restaurantId, restaurantId))
    )[0]?.n,
    connections: (
      await db
        .select({ n: count() })
        .from(platformConnections)
        .where(eq(platformConnections.restaurantId, restaurantId))
    )[0]?.n,
  });

  it("Deactivate ends the owner's sessions at once, closes their live feed and refuses sign-in", async () => {
    const { input, owner, token, api } = await ownerWithData();
    const socket = await connectJoined({ port, token });
    sockets.push(socket);

    const response = await admin.updateOwner(owner.id, { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);

    expect((await api.list()).statusCode).toBe(401);
    expect((await socket.closed).code).toBe(CLOSE_UNAUTHORIZED);
    const signIn = await postLogin(testApp.app, input);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(AUTH_MESSAGES.deactivated);
    // The restaurant's data stays.
    expect((await rowsOf(testApp.database.db, owner)).orders).toBe(2);

    const reactivated = await admin.updateOwner(owner.id, { active: true });
    expect(reactivated.json().active).toBe(true);
    expect((await postLogin(testApp.app, input)).statusCode).toBe(200);
    // The session that was ended stays ended.
    expect((await api.list()).statusCode).toBe(401);
  });

  it("Delete removes the owner, the restaurant and all its data, and touches no other restaurant", async () => {
    const doomed = await ownerWithData();
    const neighbour = await ownerWithData();
    const neighbourBefore = await rowsOf(testApp.database.db, neighbour.owner);
    const socket = await connectJoined({ port, token: doomed.token });
    sockets.push(socket);

    const response = await admin.deleteOwner(doomed.owner.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      removed: { restaurantName: doomed.input.restaurantName, users: 1, orders: 2 },
    });
    expect(await rowsOf(testApp.database.db, doomed.owner)).toEqual({
      restaurants: 0,
      users: 0,
      orders: 0,
      events: 0,
      connections: 0,
    });
    const leftSessions = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, doomed.owner.id));
    expect(leftSessions).toEqual([]);
    expect((await socket.closed).code).toBe(CLOSE_UNAUTHORIZED);
    expect((await doomed.api.list()).statusCode).toBe(401);

    expect(await rowsOf(testApp.database.db, neighbour.owner)).toEqual(neighbourBefore);
    expect((await neighbour.api.list()).json()).toHaveLength(2);
    expect((await admin.deleteOwner(doomed.owner.id)).statusCode).toBe(404);
  });

  it("counts owners and true connection flags on the Dashboard", async () => {
    const before = (await admin.stats()).json();
    const { owner } = await ownerWithData();
    await testApp.database.db
      .insert(platformConnections)
      .values({ restaurantId: owner.restaurantId, platform: "shopify", isConnected: false });
    const after = (await admin.stats()).json();
    expect(after.totalOwners).toBe(before.totalOwners + 1);
    expect(after.activeOwners).toBe(before.activeOwners + 1);
    expect(after.activeIntegrations).toBe(before.activeIntegrations + 1);
  });

  it("records every action with who, what and when, newest first", async () => {
    const input = newOwnerInput({ name: "Audit Person" });
    const { id } = (await admin.createOwner(input)).json();
    await admin.updateOwner(id, { restaurantName: "Audited Place" });
    await admin.updateOwner(id, { active: false });
    await admin.deleteOwner(id);

    const log = (await admin.auditLog("?limit=4")).json();
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      "owner.deleted",
      "owner.deactivated",
      "owner.updated",
      "owner.created",
    ]);
    for (const entry of log) {
      expect(entry.actor).toMatchObject({ name: "Alex Rivera", email: adminEmail });
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    }
    expect(log[0].summary).toBe(
      `Deleted Audit Person (${input.email}), Audited Place and 0 orders`,
    );
    expect(log[2].summary).toBe(`Edited Audit Person (${input.email}): restaurant name`);
  });
});
