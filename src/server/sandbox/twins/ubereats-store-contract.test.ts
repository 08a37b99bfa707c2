import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { uberCredentials } from "../../modules/platform-calls/clients/uber-client";
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
  twinStoreOf,
} from "../../test/twin-store-helpers";
import { listTwinOrders } from "./twin-orders.repository";

/**
 * Uber Eats' store calls, through OrderDock's store client over HTTP to the Uber Eats
 * twin: `POST /v1/eats/store/{store_id}/status` and `…/update-store-prep-time` answered
 * 204, and refused as Uber refuses them (401, 400 `invalid_request`, 404, 503 in an
 * outage). The console shows the store as Uber would, on the restaurant's clock.
 */
describe(`Uber Eats store calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  // Half an hour off UTC all year: a time shown in UTC could never pass for it.
  const zone = "Asia/Kolkata";
  beforeAll(async () => {
    app = await startTwinApp();
    await setRestaurantTimeZone(app, zone);
  });
  afterAll(() => app.close());
  // Each test starts from a store the platform shows open.
  beforeEach(() => forgetTwinStore(app, "ubereats"));

  const statusPath = "/sandbox/ubereats/v1/eats/store/twin-store/status";
  const prepPath = "/sandbox/ubereats/v1/delivery/store/twin-store/update-store-prep-time";

  const callUber = (path: string, body: unknown, authorization?: string) =>
    callWithBearer(app, "ubereats", { method: "POST", path, body, authorization });
  const lastCall = (restaurantId?: string | null) => lastTwinCall(app, "ubereats", restaurantId);

  it("pauses the store until a time: the console shows it and customers cannot order", async () => {
    const until = minutesFromNow(45);
    const outcome = await sendStoreCall(app, "ubereats", "pause", {
      until: until.toISOString(),
      reason: "Kitchen <b>fire</b>",
    });
    expect(outcome).toMatchObject({ kind: "done", status: 204 });
    expect(await twinStoreOf(app, "ubereats")).toMatchObject({
      paused: true,
      pausedUntil: until,
      pauseReason: "Kitchen <b>fire</b>",
    });
    expect(await lastCall()).toMatchObject({
      method: "POST",
      path: statusPath,
      operation: "store_status",
      status: 204,
      externalId: null,
      body: { status: "PAUSED", paused_until: until.toISOString(), reason: "Kitchen <b>fire</b>" },
    });

    const store = await consoleStore(app, "ubereats");
    expect(store[0]).toMatch(new RegExp(`^Paused until (tomorrow at )?${clockIn(until, zone)}$`));
    expect(store).toContain("Reason: Kitchen <b>fire</b>");
    expect(await placeFromConsole(app, "ubereats")).toBe(
      "The store is paused on Uber Eats: customers cannot order now",
    );
    expect(await listTwinOrders(app.database.db, app.owner.restaurantId, "ubereats")).toEqual([]);
  });

  it("reopens the store: the console says Open and customers order again", async () => {
    await sendStoreCall(app, "ubereats", "pause", { reason: "Short break" });
    expect((await consoleStore(app, "ubereats"))[0]).toBe("Paused until reopened");
    const outcome = await sendStoreCall(app, "ubereats", "resume", {});
    expect(outcome).toMatchObject({ kind: "done", status: 204 });
    expect(await lastCall()).toMatchObject({
      path: statusPath,
      status: 204,
      body: { status: "ONLINE", reason: "Reopened by the restaurant" },
    });
    expect(await twinStoreOf(app, "ubereats")).toMatchObject({ paused: false, pausedUntil: null });
    expect(await consoleStore(app, "ubereats")).toEqual(["Open"]);
    expect(await placeFromConsole(app, "ubereats")).toMatch(/placed and sent to OrderDock$/);
  });

  it("pauses until reopened when the pause has no end", async () => {
    await sendStoreCall(app, "ubereats", "pause", { until: null, reason: "Closed for a party" });
    expect((await lastCall())?.body).toEqual({ status: "PAUSED", reason: "Closed for a party" });
    expect(await consoleStore(app, "ubereats")).toEqual([
      "Paused until reopened",
      "Reason: Closed for a party",
    ]);
    await sendStoreCall(app, "ubereats", "resume", {});
    expect(await consoleStore(app, "ubereats")).toEqual(["Open"]);
  });

  it("sets the preparation time for busy mode, and back when it ends", async () => {
    const busy = await sendStoreCall(app, "ubereats", "busy", {
      prepMinutes: 20,
      extraMinutes: 20,
    });
    expect(busy).toMatchObject({ kind: "done", status: 204 });
    expect(await lastCall()).toMatchObject({
      path: prepPath,
      operation: "update_store_prep_time",
      status: 204,
      body: { default_prep_time: 2400 },
    });
    expect((await twinStoreOf(app, "ubereats"))?.prepSeconds).toBe(2400);
    expect(await consoleStore(app, "ubereats")).toEqual(["Open", "Preparation time: 40 min"]);

    await sendStoreCall(app, "ubereats", "busy_end", { prepMinutes: 20 });
    expect(await consoleStore(app, "ubereats")).toEqual(["Open", "Preparation time: 20 min"]);
  });

  it("refuses a forged token with 401 and records the call", async () => {
    const before = await twinStoreOf(app, "ubereats");
    const { response, body } = await callUber(
      statusPath,
      { status: "PAUSED", reason: "Forged" },
      "Bearer forged",
    );
    expect(response.status).toBe(401);
    expect(body).toEqual({
      code: "unauthorized",
      message: "Invalid OAuth 2.0 credentials provided.",
    });
    expect(await lastCall(null)).toMatchObject({ path: statusPath, status: 401, answer: body });
    expect(await twinStoreOf(app, "ubereats")).toEqual(before);
  });

  it.each([
    [statusPath, { status: "CLOSED", reason: "x" }, "status must be ONLINE or PAUSED"],
    [statusPath, [{ status: "PAUSED" }], "status must be ONLINE or PAUSED"],
    [statusPath, { status: "PAUSED" }, "reason is required and must be a string"],
    [statusPath, { status: "PAUSED", reason: 5 }, "reason is required and must be a string"],
    [statusPath, { status: "PAUSED", reason: "x", paused_until: "tomorrow" }, "paused_until"],
    [statusPath, { status: "PAUSED", reason: "x", paused_until: 1_760_000_000 }, "paused_until"],
    [
      statusPath,
      { status: "PAUSED", reason: "x", paused_until: "2031-02-30T10:00:00Z" },
      "paused_until",
    ],
    [prepPath, { default_prep_time: 0 }, "default_prep_time"],
    [prepPath, { default_prep_time: 10_801 }, "default_prep_time"],
    [prepPath, { default_prep_time: "600" }, "default_prep_time"],
    [prepPath, { default_prep_time: 1.5 }, "default_prep_time"],
    [prepPath, {}, "default_prep_time"],
  ])("answers 400 in Uber's words to %s %j", async (path, sent, words) => {
    const before = await twinStoreOf(app, "ubereats");
    const { response, body } = await callUber(path, sent);
    expect(response.status).toBe(400);
    expect(body).toEqual({ code: "invalid_request", message: expect.stringContaining(words) });
    expect(await lastCall()).toMatchObject({ path, status: 400, answer: body, body: sent });
    expect(await twinStoreOf(app, "ubereats")).toEqual(before);
  });

  it("refuses a token minted without eats.store.status.write, naming the scope", async () => {
    const { response, body } = await callWithBearer(app, "ubereats", {
      method: "POST",
      path: statusPath,
      body: { status: "PAUSED", reason: "Busy" },
      scope: "eats.order",
    });
    expect(response.status).toBe(401);
    expect(body).toEqual({
      code: "unauthorized",
      message: "This access token does not have the scope eats.store.status.write.",
    });
    expect((await twinStoreOf(app, "ubereats"))?.paused ?? false).toBe(false);
  });

  it("grants only the scopes an app may have: a provisioning scope is invalid_scope", async () => {
    const token = (scope: string) =>
      fetch(`${app.origin}/sandbox/ubereats/oauth/v2/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: uberCredentials(app.config, app.origin).clientId,
          client_secret: uberCredentials(app.config, app.origin).clientSecret,
          grant_type: "client_credentials",
          scope,
        }),
      });
    const refused = await token("eats.pos_provisioning");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "invalid_scope" });
    const granted = await token("eats.store eats.store.status.write");
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ scope: "eats.store eats.store.status.write" });
  });

  it("answers 404 for a store Uber does not know", async () => {
    for (const path of [
      "/sandbox/ubereats/v1/eats/store/no-such-store/status",
      "/sandbox/ubereats/v1/delivery/store/no-such-store/update-store-prep-time",
    ]) {
      const { response, body } = await callUber(path, { status: "ONLINE", reason: "x" });
      expect(response.status).toBe(404);
      expect(body).toEqual({ code: "not_found", message: "Store not found." });
      expect(await lastCall(null)).toMatchObject({ path, status: 404 });
    }
  });

  it("answers 503 during an outage, before it looks at the credentials", async () => {
    await twinConsole(app, "ubereats", "outage", { seconds: "60", status: "503" });
    const { response, body } = await callUber(statusPath, { status: "ONLINE" }, "Bearer forged");
    await twinConsole(app, "ubereats", "outage", { seconds: "0" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(body).toEqual({ message: "Service temporarily unavailable" });
    expect(await lastCall(null)).toMatchObject({ path: statusPath, status: 503 });
  });

  // Last: it moves the twin's clock on.
  it("reads a pause whose end has passed on its clock as open: Uber ends it by itself", async () => {
    await sendStoreCall(app, "ubereats", "pause", {
      until: minutesFromNow(30).toISOString(),
      reason: "Short break",
    });
    expect((await consoleStore(app, "ubereats"))[0]).toMatch(/^Paused until /);
    expect(await placeFromConsole(app, "ubereats")).toMatch(/^The store is paused/);

    await passTwinMinutes(app, "ubereats", 32);
    expect(await consoleStore(app, "ubereats")).toEqual(["Open"]);
    expect(await placeFromConsole(app, "ubereats")).toMatch(/placed and sent to OrderDock$/);
    // Nothing cleared the row: the pause is over because its end has passed.
    expect((await twinStoreOf(app, "ubereats"))?.paused).toBe(true);
  });
});
