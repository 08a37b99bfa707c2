import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUSH_ENDPOINT_MESSAGE, type PushDevice } from "../../../domain/api/push";
import { printers } from "../../db/schema/printers";
import { pushKeys, pushSubscriptions } from "../../db/schema/push";
import { storeControls } from "../../db/schema/store-controls";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { type LocalPushService, startLocalPushService } from "../../test/push-service";
import {
  createSignedInOwner,
  postTestOrder,
  type SignedInOwner,
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { TEST_ENGINE } from "../../test/test-database";

/**
 * Push alerts end to end: a device subscribes through the API, the watch finds what it
 * should hear of on the app's clock (moved on by the test), and a push service on this
 * machine checks each message's VAPID signature and decrypts it with the device's keys.
 */
describe(`push alerts (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let service: LocalPushService;
  const clock = createTestClock();
  let owner: SignedInOwner;

  beforeAll(async () => {
    service = await startLocalPushService();
    testApp = await createTestApp({
      clock: clock.now,
      config: { pushServices: [service.origin] },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await service.close();
  });
  beforeEach(async () => {
    service.answerWith(null);
    service.received.length = 0;
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Push Place");
  });

  const call = (
    token: string,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
  ) => testApp.app.inject({ method, url, cookies: { [SESSION_COOKIE]: token }, payload });
  const subscribe = async (choices: Partial<Omit<PushDevice, "id">> = {}, token = owner.token) => {
    const response = await call(token, "POST", "/api/push/subscriptions", {
      subscription: service.subscribe(),
      deviceName: "Sam's phone",
      orderWaitMinutes: 5,
      printerOffline: true,
      autoPaused: true,
      ...choices,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as PushDevice;
  };
  const look = () => testApp.app.pushWatch.runOnce();
  const pushesTo = (device: PushDevice) =>
    service.received.filter((push) => push.endpoint === device.endpoint);

  it("gives one public key, the same on every read, with its private half sealed", async () => {
    const first = (await call(owner.token, "GET", "/api/push")).json();
    const second = (await call(owner.token, "GET", "/api/push")).json();
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(second.publicKey).toBe(first.publicKey);
    const [row] = await testApp.database.db.select().from(pushKeys);
    expect(row?.privateKeySealed).toMatch(/^v1:/);
  });

  it("stores a device with its choices, never shows its keys, and refuses unknown services", async () => {
    const device = await subscribe({ orderWaitMinutes: 3, autoPaused: false });
    expect(device).toMatchObject({
      deviceName: "Sam's phone",
      orderWaitMinutes: 3,
      printerOffline: true,
      autoPaused: false,
      lastError: null,
    });
    const listed = await call(owner.token, "GET", "/api/push");
    expect(listed.json().devices.map((each: PushDevice) => each.id)).toEqual([device.id]);
    expect(listed.body).not.toContain("p256dh");
    const [stored] = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, device.id));
    expect(stored?.keysSealed).toMatch(/^v1:/);

    const elsewhere = await call(owner.token, "POST", "/api/push/subscriptions", {
      subscription: { ...service.subscribe(), endpoint: "https://169.254.169.254/latest" },
      deviceName: "Odd",
      orderWaitMinutes: 5,
      printerOffline: false,
      autoPaused: false,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(PUSH_ENDPOINT_MESSAGE);

    const badChoice = await call(owner.token, "POST", "/api/push/subscriptions", {
      subscription: service.subscribe(),
      deviceName: "Odd",
      orderWaitMinutes: 7,
      printerOffline: false,
      autoPaused: false,
    });
    expect(badChoice.statusCode).toBe(400);
    expect(badChoice.json().message).toContain("Order waiting must be 2, 3, 5, 10, 15 minutes");
  });

  it("keeps each restaurant's devices to itself", async () => {
    const device = await subscribe();
    const other = await createSignedInOwner(testApp.app, testApp.database.db, "Other Place");
    expect((await call(other.token, "GET", "/api/push")).json().devices).toEqual([]);
    const url = `/api/push/subscriptions/${device.id}`;
    expect((await call(other.token, "PATCH", url, { printerOffline: false })).statusCode).toBe(404);
    expect((await call(other.token, "DELETE", url)).statusCode).toBe(404);
    expect((await call(other.token, "POST", `${url}/test`)).statusCode).toBe(404);
    expect((await call(owner.token, "PATCH", url, { printerOffline: false })).json()).toMatchObject(
      {
        printerOffline: false,
      },
    );
    expect((await call(owner.token, "DELETE", url)).statusCode).toBe(204);
    expect((await call(owner.token, "GET", "/api/push")).json().devices).toEqual([]);
  });

  it("moves a device to another restaurant only for the browser that holds its keys", async () => {
    const subscription = service.subscribe();
    const body = {
      subscription,
      deviceName: "Shared tablet",
      orderWaitMinutes: 5,
      printerOffline: true,
      autoPaused: true,
    };
    const first = await call(owner.token, "POST", "/api/push/subscriptions", body);
    expect(first.statusCode).toBe(201);
    const other = await createSignedInOwner(testApp.app, testApp.database.db, "Next Door");
    const stranger = await call(other.token, "POST", "/api/push/subscriptions", {
      ...body,
      subscription: { ...subscription, keys: service.subscribe().keys },
    });
    expect(stranger.statusCode).toBe(409);
    expect((await call(owner.token, "GET", "/api/push")).json().devices).toHaveLength(1);

    const sameBrowser = await call(other.token, "POST", "/api/push/subscriptions", body);
    expect(sameBrowser.statusCode).toBe(201);
    expect((await call(owner.token, "GET", "/api/push")).json().devices).toEqual([]);
    expect((await call(other.token, "GET", "/api/push")).json().devices).toHaveLength(1);
  });

  it("sends a signed, encrypted test alert the device can read", async () => {
    const device = await subscribe();
    const response = await call(owner.token, "POST", `/api/push/subscriptions/${device.id}/test`);
    expect(response.json()).toEqual({ kind: "sent" });
    const [push] = pushesTo(device);
    expect(push?.message).toMatchObject({
      title: "OrderDock alerts are on",
      body: "This is how alerts will reach Sam's phone.",
    });
    const { publicKey } = (await call(owner.token, "GET", "/api/push")).json();
    expect(push?.signedBy).toBe(publicKey);
    expect(push?.headers.ttl).toBe("3600");
    expect(push?.headers.urgency).toBe("high");
  });

  it("tells a device of an order left in New past its minutes, once", async () => {
    const device = await subscribe({ orderWaitMinutes: 5 });
    const order = await postTestOrder(testApp.app, owner.token);
    await look();
    expect(pushesTo(device)).toHaveLength(0);

    clock.advance(5 * 60_000 + 1_000);
    await Promise.all([look(), look()]);
    const pushes = pushesTo(device);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.message).toMatchObject({
      title: "Order waiting 5 min",
      body: expect.stringMatching(
        new RegExp(`^[\\w ]+ order ${order.orderNumber} has not been accepted\\. Open OrderDock`),
      ),
      url: "/dashboard",
    });
    await look();
    expect(pushesTo(device)).toHaveLength(1);
  });

  it("says nothing of an order moved on in time", async () => {
    const device = await subscribe({ orderWaitMinutes: 2 });
    const order = await postTestOrder(testApp.app, owner.token);
    const moved = await call(owner.token, "PUT", `/api/orders/${order.id}`, {
      status: "preparing",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    clock.advance(3 * 60_000);
    await look();
    expect(pushesTo(device)).toHaveLength(0);
  });

  it("tries again a minute after a push service refused, and notes its words meanwhile", async () => {
    const device = await subscribe({ orderWaitMinutes: 2 });
    await postTestOrder(testApp.app, owner.token);
    clock.advance(2 * 60_000 + 1_000);
    service.answerWith(503);
    await look();
    const [row] = (await call(owner.token, "GET", "/api/push")).json().devices as PushDevice[];
    expect(row?.lastError).toBe("503 Service Unavailable");

    service.answerWith(null);
    await look();
    expect(pushesTo(device)).toHaveLength(0);
    clock.advance(61_000);
    await look();
    expect(pushesTo(device)).toHaveLength(1);
    const [after] = (await call(owner.token, "GET", "/api/push")).json().devices as PushDevice[];
    expect(after?.lastError).toBeNull();
    expect(after?.lastSentAt).not.toBeNull();
  });

  it("forgets a device its push service says is gone", async () => {
    const device = await subscribe();
    service.answerWith(410);
    const response = await call(owner.token, "POST", `/api/push/subscriptions/${device.id}/test`);
    expect(response.json()).toMatchObject({ kind: "gone", reason: "410 Gone" });
    expect((await call(owner.token, "GET", "/api/push")).json().devices).toEqual([]);
  });

  it("tells of a printer gone offline and of channels OrderDock paused, not of staff's pauses", async () => {
    const device = await subscribe({ orderWaitMinutes: null });
    const quiet = await subscribe({
      orderWaitMinutes: null,
      printerOffline: false,
      autoPaused: false,
    });
    const { db } = testApp.database;
    const now = clock.now();
    await db.insert(printers).values({
      restaurantId: owner.restaurantId,
      name: "Grill printer",
      station: "kitchen",
      protocol: "star-cloudprnt",
      paperWidth: 80,
      secretHash: `hash-${device.id}`,
      secretSealed: "v1:unused",
      offlineSince: now,
    } as typeof printers.$inferInsert);
    const pause = (channel: "ubereats" | "doordash", source: "dark_kitchen" | "staff") => ({
      restaurantId: owner.restaurantId,
      channel,
      kind: "pause" as const,
      source,
      reason: "No OrderDock dashboard connected for 15 minutes during opening hours",
      startsAt: now,
    });
    await db
      .insert(storeControls)
      .values([pause("ubereats", "dark_kitchen"), pause("doordash", "staff")]);
    await look();
    const titles = pushesTo(device)
      .map((push) => push.message.title)
      .sort();
    expect(titles).toEqual(["Grill printer is offline", "OrderDock paused orders"]);
    expect(pushesTo(device).find((push) => push.message.tag === "auto-paused")?.message.body).toBe(
      "Uber Eats is paused: No OrderDock dashboard connected for 15 minutes during opening hours. Open OrderDock to reopen.",
    );
    expect(pushesTo(quiet)).toHaveLength(0);

    // Back and offline again: news again.
    await db
      .update(printers)
      .set({ offlineSince: new Date(now.getTime() + 60_000) })
      .where(eq(printers.restaurantId, owner.restaurantId));
    await look();
    expect(pushesTo(device).filter((push) => push.message.tag.startsWith("printer"))).toHaveLength(
      2,
    );
  });
});
