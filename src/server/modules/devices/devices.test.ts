import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../../domain/api/auth";
import {
  DEVICE_MESSAGES,
  OPERATOR_ENDED_CODE,
  OPERATOR_HEADER,
  PAIRING_CODE_INVALID,
  type PairingCode,
  PIN_MESSAGE,
  PIN_REQUIRED_CODE,
} from "../../../domain/api/devices";
import type { OrderHistory } from "../../../domain/api/order-history";
import { OPERATOR_IDLE_SECONDS, PIN_LOCK_SECONDS, PIN_TRIES } from "../../../domain/devices";
import { ROLE_FORBIDDEN_CODE } from "../../../domain/permissions";
import { CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import { users } from "../../db/schema/users";
import type { MailMessage } from "../../lib/mailer";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { createMailbox, createOwner, sessionCookieOf, signInToken } from "../../test/auth-helpers";
import { identifyOn, pairNewDevice, setOwnPin } from "../../test/device-helpers";
import { sampleDetails } from "../../test/order-helpers";
import {
  closeSockets,
  connectJoined,
  listenOnRandomPort,
  postTestOrder,
  type TestSocket,
} from "../../test/realtime-helpers";
import { joinTeam } from "../../test/team-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { runMaintenance } from "../maintenance/maintenance.service";
import { ingestOrder } from "../orders/ingest.service";

describe(`kitchen devices: pairing, PINs, who did it (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let mail: MailMessage[];
  let port: number;
  let now = new Date("2026-11-29T10:00:00Z");
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const mailbox = createMailbox();
    mail = mailbox.messages;
    testApp = await createTestApp({ mailer: mailbox.mailer, clock: () => now });
    app = testApp.app;
    port = await listenOnRandomPort(app);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => testApp.close());

  const settle = () => app.backgroundTasks.drain();
  const call = (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    token: string | null,
    { payload, headers }: { payload?: object; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method,
      url,
      cookies: token ? { [SESSION_COOKIE]: token } : {},
      ...(headers && { headers }),
      ...(payload && { payload }),
    });

  async function newRestaurant() {
    const account = await createOwner(testApp.database.db, { restaurantName: "Pass Diner" });
    const token = await signInToken(app, account);
    const cook = await joinTeam(app, {
      inviterToken: token,
      role: "staff",
      name: "Kai Chen",
      mail,
      settle,
    });
    return { account, token, cook };
  }

  it("pairs a tablet with a code that works once, for 10 minutes, whatever its case or dash", async () => {
    const { token } = await newRestaurant();
    const added = await call("POST", "/api/devices", token, { payload: { name: "Pass iPad" } });
    expect(added.statusCode).toBe(201);
    const { code, device, expiresAt } = added.json() as PairingCode;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(device).toMatchObject({ name: "Pass iPad", status: "waiting" });
    expect(new Date(expiresAt).getTime() - now.getTime()).toBe(10 * 60_000);

    const typed = ` ${code.replace("-", "").toLowerCase()} `;
    const paired = await call("POST", "/api/device/pair", null, { payload: { code: typed } });
    expect(paired.statusCode).toBe(200);
    const me = paired.json() as CurrentUser;
    expect(me).toMatchObject({
      role: "kitchen",
      name: "Pass iPad",
      device: {
        id: device.id,
        name: "Pass iPad",
        pinActions: ["reject", "cancel", "eighty_six", "pause"],
      },
    });
    expect(me.permissions).not.toContain("settings.view");
    const again = await call("POST", "/api/device/pair", null, { payload: { code } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PAIRING_CODE_INVALID);

    const late = (await call("POST", "/api/devices", token, { payload: { name: "Bar" } })).json();
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    const expired = await call("POST", "/api/device/pair", null, { payload: { code: late.code } });
    expect(expired.statusCode).toBe(404);
    const listed = (await call("GET", "/api/devices", token)).json();
    expect(listed.devices.map((d: { name: string; status: string }) => [d.name, d.status])).toEqual(
      [
        ["Pass iPad", "paired"],
        ["Bar", "waiting"],
      ],
    );
    // A device whose code ran out unused is forgotten a day later; a paired one stays.
    await runMaintenance({ db: testApp.database.db, now: new Date(now.getTime() + 25 * 3600_000) });
    const kept = (await call("GET", "/api/devices", token)).json();
    expect(kept.devices.map((d: { name: string }) => d.name)).toEqual(["Pass iPad"]);
  });

  it("keeps the device signed in when the owner changes their password", async () => {
    const { account, token } = await newRestaurant();
    const device = await pairNewDevice(app, { ownerToken: token });
    const changed = await call("PUT", "/api/account", token, {
      payload: {
        name: "Sam Morgan",
        email: account.email,
        currentPassword: account.password,
        newPassword: "another-horse-2",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call("GET", "/api/orders", device.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/me", device.token)).json().name).toBe("Pass iPad");
  });

  it("acts as Kitchen where no PIN is asked, and asks a PIN where the owner chose", async () => {
    const { token, cook } = await newRestaurant();
    const device = await pairNewDevice(app, { ownerToken: token, name: "Line tablet" });
    const order = await postTestOrder(app, token);

    const started = await call("PUT", `/api/orders/${order.id}`, device.token, {
      payload: { status: "preparing" },
    });
    expect(started.statusCode).toBe(200);

    const asked = await call("PATCH", `/api/devices/${device.id}`, token, {
      payload: { pinActions: ["move", "reject"] },
    });
    expect(asked.json().pinActions).toEqual(["move", "reject"]);
    const unchanged = await call("PATCH", `/api/devices/${device.id}`, token, { payload: {} });
    expect(unchanged.json()).toMatchObject({ name: "Line tablet", pinActions: ["move", "reject"] });
    const refused = await call("PUT", `/api/orders/${order.id}`, device.token, {
      payload: { status: "ready" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: PIN_REQUIRED_CODE,
      message: DEVICE_MESSAGES.pinRequired,
    });

    await setOwnPin(app, { token: cook.token, password: cook.password, pin: "2468" });
    const people = (await call("GET", "/api/device/people", device.token)).json();
    expect(people.people).toEqual([{ id: cook.id, name: "Kai Chen", role: "staff" }]);
    const headers = await identifyOn(app, device, { personId: cook.id, pin: "2468" });
    now = new Date(now.getTime() + 30_000);
    const ready = await call("PUT", `/api/orders/${order.id}`, device.token, {
      payload: { status: "ready" },
      headers,
    });
    expect(ready.statusCode).toBe(200);
    // The change keeps Kai on the device for another idle period: a renewed token comes back.
    const renewed = ready.headers[OPERATOR_HEADER];
    expect(typeof renewed === "string" && renewed !== headers[OPERATOR_HEADER]).toBe(true);

    const history = (
      await call("GET", `/api/orders/${order.id}/history`, token)
    ).json() as OrderHistory;
    expect(
      history.entries.map(({ to, by, personName, deviceName }) => ({
        to,
        by,
        personName,
        deviceName,
      })),
    ).toEqual([
      { to: "new", by: "person", personName: "Sam Morgan", deviceName: null },
      { to: "preparing", by: "kitchen", personName: null, deviceName: "Line tablet" },
      { to: "ready", by: "person", personName: "Kai Chen", deviceName: "Line tablet" },
    ]);

    // The person's time on the device runs out: their next change asks for the PIN again.
    now = new Date(now.getTime() + (OPERATOR_IDLE_SECONDS + 1) * 1000);
    const ended = await call("PUT", `/api/orders/${order.id}`, device.token, {
      payload: { status: "completed" },
      headers,
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe(OPERATOR_ENDED_CODE);
  });

  it("stops a person after 5 wrong PINs on that device for a minute, and no one else", async () => {
    const { account, token, cook } = await newRestaurant();
    await setOwnPin(app, { token: cook.token, password: cook.password, pin: "1357" });
    await setOwnPin(app, { token, password: account.password, pin: "9753" });
    const pass = await pairNewDevice(app, { ownerToken: token, name: "Pass" });
    const bar = await pairNewDevice(app, { ownerToken: token, name: "Bar" });
    const tryPin = (device: typeof pass, personId: string, pin: string) =>
      call("POST", "/api/device/identify", device.token, { payload: { personId, pin } });

    for (let attempt = 1; attempt < PIN_TRIES; attempt++) {
      const wrong = await tryPin(pass, cook.id, "0000");
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().message).toBe(DEVICE_MESSAGES.pinWrong);
    }
    const locking = await tryPin(pass, cook.id, "0000");
    expect(locking.statusCode).toBe(429);
    expect(locking.json().message).toBe(DEVICE_MESSAGES.pinLocked(PIN_LOCK_SECONDS));
    // Even the right PIN waits out the minute, on that device only.
    expect((await tryPin(pass, cook.id, "1357")).statusCode).toBe(429);
    expect((await tryPin(bar, cook.id, "1357")).statusCode).toBe(200);
    expect((await tryPin(pass, account.user.id, "9753")).statusCode).toBe(200);
    now = new Date(now.getTime() + (PIN_LOCK_SECONDS + 1) * 1000);
    expect((await tryPin(pass, cook.id, "1357")).statusCode).toBe(200);
  });

  it("keeps the device to its permissions and its own restaurant", async () => {
    const { token } = await newRestaurant();
    const device = await pairNewDevice(app, { ownerToken: token });
    for (const [method, url] of [
      ["GET", "/api/analytics"],
      ["GET", "/api/devices"],
      ["GET", "/api/people"],
      ["PUT", "/api/settings"],
    ] as const) {
      const refused = await call(method, url, device.token, { payload: {} });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().code).toBe(ROLE_FORBIDDEN_CODE);
    }
    const account = await call("PUT", "/api/account/pin", device.token, {
      payload: { currentPassword: "whatever-1", pin: "1234" },
    });
    expect(account.statusCode).toBe(403);
    // A person of another restaurant cannot be identified here, whatever their PIN.
    const other = await newRestaurant();
    await setOwnPin(app, { token: other.cook.token, password: other.cook.password, pin: "1111" });
    const stranger = await call("POST", "/api/device/identify", device.token, {
      payload: { personId: other.cook.id, pin: "1111" },
    });
    expect(stranger.statusCode).toBe(404);
    // Nor can a person set their PIN on another restaurant's device.
    const elsewhere = await call("POST", "/api/device/pin", device.token, {
      payload: { email: other.cook.email, password: other.cook.password, pin: "1111" },
    });
    expect(elsewhere.statusCode).toBe(401);
    // A person's own session is not a device's.
    const notDevice = await call("GET", "/api/device/people", token);
    expect(notDevice.statusCode).toBe(403);
    // An operator token is for the device it was given on.
    const otherDevice = await pairNewDevice(app, { ownerToken: other.token });
    const headers = await identifyOn(app, otherDevice, { personId: other.cook.id, pin: "1111" });
    const order = await postTestOrder(app, token);
    const borrowed = await call("PUT", `/api/orders/${order.id}`, device.token, {
      payload: { status: "preparing" },
      headers,
    });
    expect(borrowed.statusCode).toBe(401);
    expect(borrowed.json().code).toBe(OPERATOR_ENDED_CODE);
    // The admin panel's sign-out is not the tablet's: it leaves the pairing as it is.
    const adminLogout = await call("POST", "/api/admin/logout", device.token);
    expect(adminLogout.statusCode).toBe(200);
    expect(adminLogout.cookies).toEqual([]);
    expect((await call("GET", "/api/orders", device.token)).statusCode).toBe(200);
  });

  it("lets a person set their PIN on the device with their email and password", async () => {
    const { token, cook } = await newRestaurant();
    const device = await pairNewDevice(app, { ownerToken: token });
    const wrong = await call("POST", "/api/device/pin", device.token, {
      payload: { email: cook.email, password: "not-the-password", pin: "4321" },
    });
    expect(wrong.statusCode).toBe(401);
    const set = await call("POST", "/api/device/pin", device.token, {
      payload: { email: cook.email, password: cook.password, pin: "4321" },
    });
    expect(set.json()).toEqual({ message: DEVICE_MESSAGES.pinSet });
    // Kept as a hash, like a password: the PIN itself is nowhere in the row.
    const [stored] = await testApp.database.db
      .select({ pinHash: users.pinHash })
      .from(users)
      .where(eq(users.id, cook.id));
    expect(stored?.pinHash).toMatch(/^\$argon2id\$/);
    expect(stored?.pinHash).not.toContain("4321");
    const bad = await call("POST", "/api/device/pin", device.token, {
      payload: { email: cook.email, password: cook.password, pin: "12a4" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(PIN_MESSAGE);
    expect(
      (await identifyOn(app, device, { personId: cook.id, pin: "4321" }))[OPERATOR_HEADER],
    ).toBeTruthy();
  });

  it("removing a device signs it out and closes its live screens", async () => {
    const { token } = await newRestaurant();
    const device = await pairNewDevice(app, { ownerToken: token });
    const socket = await connectJoined({ port, token: device.token });
    sockets.push(socket);
    const removed = await call("DELETE", `/api/devices/${device.id}`, token);
    expect(removed.statusCode).toBe(204);
    expect((await socket.closed).code).toBe(CLOSE_UNAUTHORIZED);
    expect((await call("GET", "/api/orders", device.token)).statusCode).toBe(401);
    expect((await call("GET", "/api/devices", token)).json().devices).toEqual([]);
  });
  it("asks a PIN for a move that accepts an order, and for undoing a cancellation", async () => {
    const { account, token, cook } = await newRestaurant();
    const restaurantId = account.user.restaurantId ?? "";
    const device = await pairNewDevice(app, { ownerToken: token, name: "Pass" });
    await call("PATCH", `/api/devices/${device.id}`, token, {
      payload: { pinActions: ["accept", "cancel"] },
    });
    const { order } = await ingestOrder({
      db: testApp.database.db,
      restaurantId,
      platform: "doordash",
      externalId: `dd-${device.id}`,
      order: sampleDetails(),
      now,
    });
    // Starting it accepts it on DoorDash: an acceptance, whatever the route is called.
    const started = await call("PUT", `/api/orders/${order.id}`, device.token, {
      payload: { status: "preparing" },
    });
    expect(started.statusCode).toBe(403);
    expect(started.json().code).toBe(PIN_REQUIRED_CODE);
    const history = (await call("GET", `/api/orders/${order.id}/history`, token)).json();
    expect(history.entries.map((entry: { to: string }) => entry.to)).toEqual(["new"]);

    const { order: website } = await ingestOrder({
      db: testApp.database.db,
      restaurantId,
      platform: "website",
      externalId: `web-${device.id}`,
      order: sampleDetails(),
      now,
    });
    await setOwnPin(app, { token: cook.token, password: cook.password, pin: "8642" });
    const headers = await identifyOn(app, device, { personId: cook.id, pin: "8642" });
    const cancelled = await call("POST", `/api/orders/${website.id}/cancel`, device.token, {
      payload: { reason: "CUSTOMER" },
      headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const eventId = cancelled.json().undo.eventId;
    const undone = await call("POST", `/api/orders/${website.id}/undo`, device.token, {
      payload: { eventId },
    });
    expect(undone.statusCode).toBe(403);
    expect(undone.json().code).toBe(PIN_REQUIRED_CODE);
    const withPin = await call("POST", `/api/orders/${website.id}/undo`, device.token, {
      payload: { eventId },
      headers,
    });
    expect(withPin.statusCode, withPin.body).toBe(200);
  });

  it("locks longer each time the wrong PINs come back, and a new PIN ends the old one's token", async () => {
    const { token, cook } = await newRestaurant();
    await setOwnPin(app, { token: cook.token, password: cook.password, pin: "1122" });
    const device = await pairNewDevice(app, { ownerToken: token });
    const tryPin = (pin: string) =>
      call("POST", "/api/device/identify", device.token, { payload: { personId: cook.id, pin } });
    const fiveWrong = async () => {
      for (let attempt = 1; attempt < PIN_TRIES; attempt++) await tryPin("0000");
      return tryPin("0000");
    };
    expect((await fiveWrong()).json().message).toBe(DEVICE_MESSAGES.pinLocked(60));
    now = new Date(now.getTime() + 61_000);
    expect((await fiveWrong()).json().message).toBe(DEVICE_MESSAGES.pinLocked(120));
    expect(DEVICE_MESSAGES.pinLocked(120)).toBe("Too many wrong PINs. Try again in 2 minutes.");
    now = new Date(now.getTime() + 121_000);
    // The right PIN clears the count: the next lock is a minute again.
    const headers = await identifyOn(app, device, { personId: cook.id, pin: "1122" });
    expect((await fiveWrong()).json().message).toBe(DEVICE_MESSAGES.pinLocked(60));

    // Kai changes their PIN: whoever holds a token of the old one is asked again.
    await setOwnPin(app, { token: cook.token, password: cook.password, pin: "3344" });
    const order = await postTestOrder(app, token);
    const stale = await call("PUT", `/api/orders/${order.id}`, device.token, {
      payload: { status: "preparing" },
      headers,
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe(OPERATOR_ENDED_CODE);
    // And the new PIN starts with a clean count.
    expect((await tryPin("3344")).statusCode).toBe(200);
  });
  it("renews a tablet's cookie in its last month, and pairing ends the browser's earlier session", async () => {
    const account = await createOwner(testApp.database.db, { restaurantName: "Pass Diner" });
    const token = await signInToken(app, account);
    const device = await pairNewDevice(app, { ownerToken: token });
    now = new Date(now.getTime() + 340 * 24 * 3600_000);
    const me = await call("GET", "/api/auth/me", device.token);
    expect(me.statusCode).toBe(200);
    const renewed = sessionCookieOf(me);
    expect(renewed?.value).toBeTruthy();
    expect(renewed?.expires?.getTime()).toBe(
      now.getTime() + 365 * 24 * 3600_000 - ((now.getTime() + 365 * 24 * 3600_000) % 1000),
    );
    // A year after pairing, the renewed cookie still works; the first one does not.
    now = new Date(now.getTime() + 30 * 24 * 3600_000);
    expect((await call("GET", "/api/orders", device.token)).statusCode).toBe(401);
    expect((await call("GET", "/api/orders", renewed?.value ?? "")).statusCode).toBe(200);

    // The owner's own browser is paired as a second tablet: the owner's session there ends.
    const code = (await call("POST", "/api/devices", token, { payload: { name: "Office" } })).json()
      .code;
    const ownerBrowser = await signInToken(app, account);
    const paired = await app.inject({
      method: "POST",
      url: "/api/device/pair",
      cookies: { [SESSION_COOKIE]: ownerBrowser },
      payload: { code },
      remoteAddress: "10.9.8.7",
    });
    expect(paired.statusCode).toBe(200);
    expect((await call("GET", "/api/auth/me", ownerBrowser)).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/me", token)).statusCode).toBe(200);
  });
});
