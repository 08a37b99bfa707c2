import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminAccount } from "../../../domain/api/admin";
import { AUTH_MESSAGES } from "../../../domain/api/auth";
import { LOCATION_COOKIE } from "../../../domain/api/locations";
import { CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { type AdminApi, createSignedInAdmin } from "../../test/admin-helpers";
import { insertPlannedOrder } from "../../test/analytics-helpers";
import { createMailbox, createOwner, postLogin, signInToken } from "../../test/auth-helpers";
import { pairNewDevice } from "../../test/device-helpers";
import {
  closeSockets,
  connectJoined,
  listenOnRandomPort,
  type TestSocket,
} from "../../test/realtime-helpers";
import { joinTeam } from "../../test/team-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/**
 * The admin panel by account (docs/locations.md): an account's locations with their devices
 * and its people; disabling it signs everyone of it out at once, refuses their sign-ins and
 * stops its devices, and enabling it lets them back.
 */
describe(`admin: accounts (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let admin: AdminApi;
  let mail: ReturnType<typeof createMailbox>["messages"];
  let port: number;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const mailbox = createMailbox();
    mail = mailbox.messages;
    testApp = await createTestApp({ mailer: mailbox.mailer });
    admin = (await createSignedInAdmin(testApp.app, testApp.database.db)).api;
    port = await listenOnRandomPort(testApp.app);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => testApp.close());

  const settle = () => testApp.app.backgroundTasks.drain();

  async function accountWithTwoLocations() {
    const owner = await createOwner(testApp.database.db, { restaurantName: "Quay Kitchen" });
    const token = await signInToken(testApp.app, owner);
    const added = await testApp.app.inject({
      method: "POST",
      url: "/api/locations",
      cookies: { [SESSION_COOKIE]: token },
      payload: { name: "Quay Annex", timezone: "Europe/Amsterdam", currency: "EUR" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const annex = (added.json() as { id: string }).id;
    const cook = await joinTeam(testApp.app, {
      inviterToken: token,
      role: "staff",
      mail,
      settle,
      name: "Kai Chen",
      locationIds: [annex],
    });
    const device = await pairNewDevice(testApp.app, { ownerToken: token, name: "Pass iPad" });
    await insertPlannedOrder(testApp.database.db, {
      restaurantId: owner.user.restaurantId ?? "",
      platform: "website",
      created: new Date().toISOString(),
      status: "new",
      items: [{ name: "Soup", quantity: 1, price: 900 }],
    });
    return { owner, token, annex, cook, device, accountId: owner.user.accountId ?? "" };
  }

  it("shows an account's locations and brands with their orders and devices, and its people", async () => {
    const { owner, token, annex, cook, device, accountId } = await accountWithTwoLocations();
    const kitchen = owner.user.restaurantId ?? "";
    const brand = await testApp.app.inject({
      method: "POST",
      url: "/api/brands",
      cookies: { [SESSION_COOKIE]: token },
      payload: { name: "Quay Noodles" },
    });
    expect(brand.statusCode, brand.body).toBe(201);
    const noodles = (brand.json() as { id: string }).id;
    // A brand is not a location: the owner's row still counts two.
    const listed = (await admin.listOwners(`?search=${encodeURIComponent(owner.email)}`)).json();
    expect(listed[0]).toMatchObject({ accountId, locations: 2, accountDisabled: false });

    const answer = await admin.account(accountId);
    expect(answer.statusCode, answer.body).toBe(200);
    const account = answer.json() as AdminAccount;
    expect(account).toMatchObject({ id: accountId, name: "Quay Kitchen", disabledAt: null });
    expect(account.locations).toEqual([
      {
        id: kitchen,
        name: "Quay Kitchen",
        kitchenId: null,
        address: "",
        timezone: "America/New_York",
        currency: "USD",
        orders: 1,
        devices: [
          { id: device.id, name: "Pass iPad", status: "paired", lastSeenAt: expect.any(String) },
        ],
      },
      {
        id: annex,
        name: "Quay Annex",
        kitchenId: null,
        address: "",
        timezone: "Europe/Amsterdam",
        currency: "EUR",
        orders: 0,
        devices: [],
      },
      {
        id: noodles,
        name: "Quay Noodles",
        kitchenId: kitchen,
        address: "",
        timezone: "America/New_York",
        currency: "USD",
        orders: 0,
        devices: [],
      },
    ]);
    expect(account.people).toEqual([
      {
        id: owner.user.id,
        name: "Sam Morgan",
        email: owner.email,
        role: "owner",
        active: true,
        locationIds: null,
      },
      {
        id: cook.id,
        name: "Kai Chen",
        email: cook.email,
        role: "staff",
        active: true,
        locationIds: [annex],
      },
    ]);
    expect((await admin.account("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("disabling an account signs out its people and devices at once, and enabling lets them back", async () => {
    const { owner, token, annex, cook, device, accountId } = await accountWithTwoLocations();
    const ownerSocket = await connectJoined({ port, token });
    const deviceSocket = await connectJoined({ port, token: device.token });
    sockets.push(ownerSocket, deviceSocket);

    const disabled = await admin.setAccountDisabled(accountId, true);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((disabled.json() as AdminAccount).disabledAt).toEqual(expect.any(String));
    expect((await ownerSocket.closed).code).toBe(CLOSE_UNAUTHORIZED);
    expect((await deviceSocket.closed).code).toBe(CLOSE_UNAUTHORIZED);
    const me = (sessionToken: string, location?: string) =>
      testApp.app.inject({
        method: "GET",
        url: "/api/orders",
        cookies: {
          [SESSION_COOKIE]: sessionToken,
          ...(location && { [LOCATION_COOKIE]: location }),
        },
      });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(cook.token, annex)).statusCode).toBe(401);
    expect((await me(device.token)).statusCode).toBe(401);
    const refused = await postLogin(testApp.app, { email: owner.email, password: owner.password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: AUTH_MESSAGES.accountDisabled,
      code: "ACCOUNT_DISABLED",
    });
    // Another account is untouched.
    const neighbour = await createOwner(testApp.database.db, { restaurantName: "Next Door" });
    expect((await postLogin(testApp.app, neighbour)).statusCode).toBe(200);
    const listed = (await admin.listOwners(`?search=${encodeURIComponent(owner.email)}`)).json();
    expect(listed[0]).toMatchObject({ accountDisabled: true });

    const enabled = await admin.setAccountDisabled(accountId, false);
    expect((enabled.json() as AdminAccount).disabledAt).toBeNull();
    expect(
      (await postLogin(testApp.app, { email: owner.email, password: owner.password })).statusCode,
    ).toBe(200);
    const audit = (await admin.auditLog()).json() as Array<{ action: string; summary: string }>;
    expect(audit.slice(0, 2).map((entry) => [entry.action, entry.summary])).toEqual([
      ["account.enabled", "Enabled the account Quay Kitchen"],
      ["account.disabled", "Disabled the account Quay Kitchen"],
    ]);
  });

  it("is for administrators only", async () => {
    const { token, accountId } = await accountWithTwoLocations();
    const asOwner = await testApp.app.inject({
      method: "PUT",
      url: `/api/admin/accounts/${accountId}/status`,
      cookies: { [SESSION_COOKIE]: token },
      payload: { disabled: true },
    });
    expect(asOwner.statusCode).toBe(403);
    expect(
      (await admin.setAccountDisabled(accountId, "yes" as unknown as boolean)).statusCode,
    ).toBe(400);
  });
});
