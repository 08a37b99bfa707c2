import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSignedInOwner } from "../../test/realtime-helpers";
import { TEST_ENGINE } from "../../test/test-database";
import { callWithBearer, lastTwinCall } from "../../test/twin-calls";
import { startTwinApp, type TwinTestApp, twinConsole } from "../../test/twin-helpers";
import {
  clockIn,
  consoleStore,
  forgetTwinStore,
  minutesFromNow,
  passTwinMinutes,
  placeFromConsole,
  sendStoreCall,
  setRestaurantTimeZone,
  storeCallsOf,
  twinStoreOf,
} from "../../test/twin-store-helpers";
import { connect } from "../../test/webhook-helpers";

/**
 * DoorDash's store call, through OrderDock's store client over HTTP to the DoorDash twin:
 * `PUT /api/v1/stores/{location_id}/status` answered 200 `{}` (a second deactivation too),
 * and refused as DoorDash refuses it (401, 400 `{message}`, 404, 503 in an outage). The
 * console shows the store as DoorDash would, on the restaurant's clock.
 */
describe(`DoorDash store calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  const zone = "Asia/Kolkata";
  beforeAll(async () => {
    app = await startTwinApp();
    await setRestaurantTimeZone(app, zone);
  });
  afterAll(() => app.close());
  // Each test starts from a store the platform shows open.
  beforeEach(() => forgetTwinStore(app, "doordash"));

  const statusPath = (locationId: string) => `/sandbox/doordash/api/v1/stores/${locationId}/status`;

  const callDoorDash = (locationId: string, body: unknown, authorization?: string) =>
    callWithBearer(app, "doordash", {
      method: "PUT",
      path: statusPath(locationId),
      body,
      authorization,
    });
  const lastCall = (restaurantId?: string | null) => lastTwinCall(app, "doordash", restaurantId);

  it("deactivates the store until a time: the console shows it and customers cannot order", async () => {
    const until = minutesFromNow(50);
    const outcome = await sendStoreCall(app, "doordash", "pause", {
      until: until.toISOString(),
      reason: "Fryer broke",
    });
    expect(outcome).toMatchObject({ kind: "done", status: 200, body: {} });
    const path = statusPath(app.owner.restaurantId);
    expect(await lastCall()).toMatchObject({
      method: "PUT",
      path,
      operation: "store_status",
      status: 200,
      externalId: null,
      answer: {},
      body: {
        is_active: false,
        reason: "store_self_disabled_in_their_POS_portal",
        notes: "Fryer broke",
        end_time: until.toISOString(),
      },
    });
    expect(await twinStoreOf(app, "doordash")).toMatchObject({ paused: true, pausedUntil: until });

    const store = await consoleStore(app, "doordash");
    expect(store[0]).toMatch(new RegExp(`^Paused until (tomorrow at )?${clockIn(until, zone)}$`));
    expect(store[1]).toBe("Reason: store_self_disabled_in_their_POS_portal: Fryer broke");
    expect(await placeFromConsole(app, "doordash")).toBe(
      "The store is paused on DoorDash: customers cannot order now",
    );
  });

  it("answers 200 to deactivating a store already deactivated, and keeps the new end", async () => {
    await sendStoreCall(app, "doordash", "pause", { reason: "Fryer broke" });
    const later = minutesFromNow(90);
    const again = await sendStoreCall(app, "doordash", "pause", {
      until: later.toISOString(),
      reason: "Still broken",
    });
    expect(again).toMatchObject({ kind: "done", status: 200 });
    expect((await twinStoreOf(app, "doordash"))?.pausedUntil).toEqual(later);
  });

  it("reactivates the store: the console says Open and customers order again", async () => {
    await sendStoreCall(app, "doordash", "pause", { reason: "Fryer broke" });
    expect(await placeFromConsole(app, "doordash")).toMatch(/^The store is paused/);
    const outcome = await sendStoreCall(app, "doordash", "resume", {});
    expect(outcome).toMatchObject({ kind: "done", status: 200 });
    expect((await lastCall())?.body).toEqual({ is_active: true });
    expect(await consoleStore(app, "doordash")).toEqual(["Open"]);
    expect(await placeFromConsole(app, "doordash")).toMatch(/placed and sent to OrderDock$/);
  });

  it("reactivates a store deactivated with no end after two weeks on its own", async () => {
    const before = Date.now();
    await sendStoreCall(app, "doordash", "pause", { until: null, reason: "Renovation" });
    const until = (await twinStoreOf(app, "doordash"))?.pausedUntil?.getTime() ?? 0;
    const twoWeeks = 14 * 24 * 3_600_000;
    expect(until).toBeGreaterThanOrEqual(before + twoWeeks);
    expect(until).toBeLessThanOrEqual(Date.now() + twoWeeks);
    expect((await consoleStore(app, "doordash"))[0]).toMatch(
      /^Paused until \w{3} \d+(, \d{4})? at /,
    );
    await sendStoreCall(app, "doordash", "resume", {});
  });

  it("ends a deactivation after duration_in_hours or duration_in_secs", async () => {
    const sent = Date.now();
    const hours = await callDoorDash(app.owner.restaurantId, {
      is_active: false,
      reason: "operational_issues",
      duration_in_hours: 2,
    });
    expect(hours.response.status).toBe(200);
    const byHours = (await twinStoreOf(app, "doordash"))?.pausedUntil?.getTime() ?? 0;
    expect(byHours - sent).toBeGreaterThanOrEqual(2 * 3_600_000 - 1000);
    expect(byHours - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);
    const secs = await callDoorDash(app.owner.restaurantId, {
      is_active: false,
      reason: "payment_issue",
      duration_in_secs: 600,
    });
    expect(secs.response.status).toBe(200);
    const bySecs = (await twinStoreOf(app, "doordash"))?.pausedUntil?.getTime() ?? 0;
    expect(bySecs - Date.now()).toBeLessThanOrEqual(600_000);
    expect(bySecs - sent).toBeGreaterThanOrEqual(600_000 - 1000);
    await sendStoreCall(app, "doordash", "resume", {});
  });

  it.each([
    "out_of_business",
    "delete_store",
    "payment_issue",
    "operational_issues",
    "store_self_disabled_in_their_POS_portal",
    "store_pos_connectivity_issues",
  ])("takes the reason %s, from DoorDash's published list", async (reason) => {
    const { response } = await callDoorDash(app.owner.restaurantId, {
      is_active: false,
      reason,
      duration_in_secs: 600,
    });
    expect(response.status).toBe(200);
    await sendStoreCall(app, "doordash", "resume", {});
  });

  it("takes an end_time with a UTC offset, as DoorDash's own example writes it", async () => {
    const { response } = await callDoorDash(app.owner.restaurantId, {
      is_active: false,
      reason: "operational_issues",
      end_time: "2031-06-01T19:45:00+02:00",
    });
    expect(response.status).toBe(200);
    expect((await twinStoreOf(app, "doordash"))?.pausedUntil?.toISOString()).toBe(
      "2031-06-01T17:45:00.000Z",
    );
    await sendStoreCall(app, "doordash", "resume", {});
  });

  it("hears busy mode on each order's confirmation: the store call sends nothing", async () => {
    const calls = (await storeCallsOf(app, "doordash")).length;
    const outcome = await sendStoreCall(app, "doordash", "busy", { extraMinutes: 20 });
    expect(outcome).toMatchObject({ kind: "done", status: 0 });
    expect(await storeCallsOf(app, "doordash")).toHaveLength(calls);
  });

  it("refuses a forged JWT with 401 and records the call", async () => {
    const { response, body } = await callDoorDash(
      app.owner.restaurantId,
      { is_active: false, reason: "payment_issue" },
      "Bearer forged.jwt.token",
    );
    expect(response.status).toBe(401);
    expect(body).toEqual({ message: "Invalid or expired JWT" });
    expect(await lastCall(null)).toMatchObject({
      path: statusPath(app.owner.restaurantId),
      status: 401,
    });
    expect(await consoleStore(app, "doordash")).toEqual(["Open"]);
  });

  const until = "2031-06-01T19:45:00Z";
  it.each([
    [{}, "is_active is required"],
    [{ is_active: "false", reason: "payment_issue" }, "is_active is required"],
    [{ is_active: false, reason: "other" }, "reason is required when is_active is false"],
    [
      { is_active: false, reason: "out_of_macro_ingredients" },
      "reason is required when is_active is false",
    ],
    [{ is_active: false }, "reason is required when is_active is false"],
    [{ is_active: false, reason: "closed" }, "reason is required when is_active is false"],
    [{ is_active: false, reason: "payment_issue", notes: 5 }, "notes must be a string"],
    [{ is_active: false, reason: "payment_issue", end_time: "2031-13-01T00:00:00Z" }, "end_time"],
    [{ is_active: false, reason: "payment_issue", end_time: "2031-06-01T19:45:00" }, "end_time"],
    [{ is_active: false, reason: "payment_issue", end_time: 1_900_000_000 }, "end_time"],
    [
      { is_active: false, reason: "payment_issue", end_time: until, duration_in_secs: 60 },
      "only one",
    ],
    [{ is_active: false, reason: "payment_issue", duration_in_hours: 0 }, "duration_in_hours"],
    [{ is_active: false, reason: "payment_issue", duration_in_hours: "2" }, "duration_in_hours"],
    [{ is_active: false, reason: "payment_issue", duration_in_secs: 1.5 }, "duration_in_secs"],
    [{ is_active: false, reason: "payment_issue", duration_in_secs: 1e300 }, "duration_in_secs"],
  ])("answers 400 in DoorDash's words to %j", async (sent, words) => {
    const { response, body } = await callDoorDash(app.owner.restaurantId, sent);
    expect(response.status).toBe(400);
    expect(body).toEqual({ message: expect.stringContaining(words) });
    expect(await lastCall()).toMatchObject({ status: 400, answer: body, body: sent });
    expect(await consoleStore(app, "doordash")).toEqual(["Open"]);
  });

  it("answers 404 for a location that is no restaurant with DoorDash connected", async () => {
    const unconnected = await createSignedInOwner(app.app, app.database.db, "Unconnected Diner");
    const disconnected = await createSignedInOwner(app.app, app.database.db, "Gone Diner");
    await connect(app.database.db, disconnected.restaurantId, {
      platform: "doordash",
      apiKey: "old-key",
    });
    await connect(app.database.db, disconnected.restaurantId, {
      platform: "doordash",
      connected: false,
    });
    for (const locationId of [
      "store-1",
      "1%27%3B%20drop%20table%20restaurants",
      randomUUID(),
      unconnected.restaurantId,
      disconnected.restaurantId,
    ]) {
      const { response, body } = await callDoorDash(locationId, { is_active: true });
      expect(response.status, locationId).toBe(404);
      expect(body).toEqual({ message: "Store not found" });
    }
    expect(await lastCall(null)).toMatchObject({ status: 404 });
  });

  it("answers 503 during the restaurant's outage, before it looks at the credentials", async () => {
    await twinConsole(app, "doordash", "outage", { seconds: "60", status: "502" });
    const location = app.owner.restaurantId;
    const { response, body } = await callDoorDash(location, { is_active: true }, "Bearer x");
    await twinConsole(app, "doordash", "outage", { seconds: "0" });
    expect(response.status).toBe(502);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(body).toEqual({ message: "Service temporarily unavailable" });
    expect(await lastCall(null)).toMatchObject({ status: 502 });
  });

  // Last: it moves the twin's clock on.
  it("reads a deactivation whose end has passed on its clock as active again", async () => {
    await sendStoreCall(app, "doordash", "pause", {
      until: minutesFromNow(20).toISOString(),
      reason: "Short break",
    });
    expect(await placeFromConsole(app, "doordash")).toMatch(/^The store is paused/);
    await passTwinMinutes(app, "doordash", 22);
    expect(await consoleStore(app, "doordash")).toEqual(["Open"]);
    expect(await placeFromConsole(app, "doordash")).toMatch(/placed and sent to OrderDock$/);
  });
});
