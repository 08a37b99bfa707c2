import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "../../test/test-database";
import { callGrubhubTwin, lastTwinCall } from "../../test/twin-calls";
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

/**
 * Grubhub's store calls, through OrderDock's store client over HTTP to the Grubhub twin:
 * `…/schedules/closenow` and `…/opennow` → 200 with the schedule's statuses, `POST …/busy`
 * → 200 with the interval, `DELETE …/busy` → 204, `GET …/busy` → 200; refused as Grubhub
 * refuses them (401 for a bad MAC, 422 for a bad busy body, 404, 503 in an outage). The
 * console shows the store and busy mode as Grubhub would, on the restaurant's clock.
 */
describe(`Grubhub store calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  const zone = "Asia/Kolkata";
  beforeAll(async () => {
    app = await startTwinApp();
    await setRestaurantTimeZone(app, zone);
  });
  afterAll(() => app.close());
  // Each test starts from a store the platform shows open.
  beforeEach(() => forgetTwinStore(app, "grubhub"));

  const merchantPath = (merchantId = app.owner.restaurantId) =>
    `/sandbox/grubhub/pos/v1/merchant/${merchantId}`;

  const callGrubhub = (
    method: "GET" | "POST" | "DELETE",
    path: string,
    body?: unknown,
    forged: { secretKey?: string } = {},
  ) => callGrubhubTwin(app, method, path, body, forged);
  const lastCall = (restaurantId?: string | null) => lastTwinCall(app, "grubhub", restaurantId);
  /** The console's busy line, on the restaurant's clock (past its midnight: "tomorrow at"). */
  const busyLine = (minutes: number, until: Date) =>
    expect.stringMatching(
      new RegExp(`^Busy: \\+${minutes} min until (tomorrow at )?${clockIn(until, zone)}$`),
    );

  it("closes the store now until it is opened: customers cannot order meanwhile", async () => {
    const outcome = await sendStoreCall(app, "grubhub", "pause", { reason: "Kitchen fire" });
    const closed = { statuses: { DELIVERY: "CLOSED", PICKUP: "CLOSED" } };
    expect(outcome).toMatchObject({ kind: "done", status: 200, body: closed });
    expect(await lastCall()).toMatchObject({
      method: "POST",
      path: `${merchantPath()}/schedules/closenow`,
      operation: "closenow",
      status: 200,
      externalId: null,
      body: null,
      answer: closed,
    });
    expect(await consoleStore(app, "grubhub")).toEqual(["Paused until reopened"]);
    expect(await placeFromConsole(app, "grubhub")).toBe(
      "The store is paused on Grubhub: customers cannot order now",
    );

    const opened = await sendStoreCall(app, "grubhub", "resume", {});
    expect(opened).toMatchObject({
      kind: "done",
      status: 200,
      body: { statuses: { DELIVERY: "OPEN", PICKUP: "OPEN" } },
    });
    expect((await lastCall())?.operation).toBe("opennow");
    expect(await consoleStore(app, "grubhub")).toEqual(["Open"]);
    expect(await placeFromConsole(app, "grubhub")).toMatch(/placed and sent to OrderDock$/);
  });

  it("makes the store busy for a while, shows it, and ends it early with DELETE", async () => {
    const now = new Date();
    const until = minutesFromNow(40);
    const outcome = await sendStoreCall(
      app,
      "grubhub",
      "busy",
      { extraMinutes: 20, until: until.toISOString() },
      now,
    );
    expect(outcome).toMatchObject({ kind: "done", status: 200 });
    const interval = (outcome as { body: Record<string, unknown> }).body;
    expect(interval).toEqual({
      restaurant_id: app.owner.restaurantId,
      busy_interval_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      eta_increase_seconds: 1200,
      start_time: now.toISOString(),
      end_time: until.toISOString(),
    });
    expect(await lastCall()).toMatchObject({ path: `${merchantPath()}/busy`, operation: "busy" });
    expect(await twinStoreOf(app, "grubhub")).toMatchObject({
      busySeconds: 1200,
      busyIntervalId: interval.busy_interval_id,
      busyUntil: until,
    });
    expect(await consoleStore(app, "grubhub")).toEqual(["Open", busyLine(20, until)]);

    const read = await callGrubhub("GET", `${merchantPath()}/busy`);
    expect(read.response.status).toBe(200);
    expect(read.body).toEqual({
      busy: true,
      busy_interval: {
        busy_interval_id: interval.busy_interval_id,
        start_time: now.toISOString(),
        end_time: until.toISOString(),
        eta_increase_seconds: 1200,
        remaining_seconds: expect.any(Number),
      },
    });
    const remaining = read.body.busy_interval.remaining_seconds;
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(Math.ceil((until.getTime() - now.getTime()) / 1000));
    expect((await lastCall())?.operation).toBe("busy_get");

    const ended = await sendStoreCall(app, "grubhub", "busy_end", {});
    expect(ended).toMatchObject({ kind: "done", status: 204 });
    expect(await lastCall()).toMatchObject({ method: "DELETE", operation: "busy_delete" });
    expect(await consoleStore(app, "grubhub")).toEqual(["Open"]);
    const after = await callGrubhub("GET", `${merchantPath()}/busy`);
    expect(after.body).toEqual({ busy: false, busy_interval: null });
    // Ending busy mode with none in force is still 204.
    expect((await callGrubhub("DELETE", `${merchantPath()}/busy`)).response.status).toBe(204);
  });

  it("refuses a MAC made with the wrong key with 401 and records the call", async () => {
    const { response, body } = await callGrubhub(
      "POST",
      `${merchantPath()}/schedules/closenow`,
      undefined,
      { secretKey: "forged" },
    );
    expect(response.status).toBe(401);
    expect(body).toEqual({ message: "MAC signature does not match" });
    expect(await lastCall(null)).toMatchObject({
      path: `${merchantPath()}/schedules/closenow`,
      status: 401,
    });
    expect(await consoleStore(app, "grubhub")).toEqual(["Open"]);
  });

  const start = "2031-06-01T19:00:00Z";
  const end = "2031-06-01T20:00:00Z";
  it.each([
    [{ start_time: start, end_time: end }, "eta_increase_seconds"],
    [{ eta_increase_seconds: -60, start_time: start, end_time: end }, "eta_increase_seconds"],
    [{ eta_increase_seconds: "1200", start_time: start, end_time: end }, "eta_increase_seconds"],
    [{ eta_increase_seconds: 1.5, start_time: start, end_time: end }, "eta_increase_seconds"],
    [{ eta_increase_seconds: 600, end_time: end }, "start_time"],
    [
      { eta_increase_seconds: 600, start_time: "2031-06-01T21:00:00+02:00", end_time: end },
      "start_time",
    ],
    [{ eta_increase_seconds: 600, start_time: start, end_time: "soon" }, "end_time"],
    [
      { eta_increase_seconds: 600, start_time: end, end_time: start },
      "end_time must be after start_time",
    ],
    [
      { eta_increase_seconds: 600, start_time: start, end_time: start },
      "end_time must be after start_time",
    ],
  ])("answers 422 in Grubhub's words to %j", async (sent, words) => {
    const { response, body } = await callGrubhub("POST", `${merchantPath()}/busy`, sent);
    expect(response.status).toBe(422);
    expect(body).toEqual({ message: expect.stringContaining(words) });
    expect(await lastCall()).toMatchObject({ status: 422, answer: body, body: sent });
    expect(await twinStoreOf(app, "grubhub")).toBeNull();
  });

  it("answers 404 for a merchant that is no restaurant with Grubhub connected", async () => {
    for (const merchantId of ["12345", randomUUID()]) {
      for (const [method, path] of [
        ["POST", "/schedules/closenow"],
        ["POST", "/schedules/opennow"],
        ["DELETE", "/busy"],
        ["GET", "/busy"],
      ] as const) {
        const { response, body } = await callGrubhub(method, `${merchantPath(merchantId)}${path}`);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(body).toEqual({ message: "Merchant not found" });
      }
      const busy = await callGrubhub("POST", `${merchantPath(merchantId)}/busy`, {
        eta_increase_seconds: 600,
        start_time: start,
        end_time: end,
      });
      expect(busy.response.status).toBe(404);
    }
    expect(await lastCall(null)).toMatchObject({ status: 404 });
  });

  it("answers 503 during an outage, before it looks at the MAC", async () => {
    await twinConsole(app, "grubhub", "outage", { seconds: "60", status: "503" });
    const { response, body } = await callGrubhub("GET", `${merchantPath()}/busy`, undefined, {
      secretKey: "forged",
    });
    await twinConsole(app, "grubhub", "outage", { seconds: "0" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(body).toEqual({ message: "Service temporarily unavailable" });
  });

  // Last: it moves the twin's clock on.
  it("ends a busy interval by itself once its end passes on its clock", async () => {
    const until = minutesFromNow(15);
    await sendStoreCall(app, "grubhub", "busy", { extraMinutes: 10, until: until.toISOString() });
    expect(await consoleStore(app, "grubhub")).toEqual(["Open", busyLine(10, until)]);
    await passTwinMinutes(app, "grubhub", 17);
    expect(await consoleStore(app, "grubhub")).toEqual(["Open"]);
    const read = await callGrubhub("GET", `${merchantPath()}/busy`);
    expect(read.body).toEqual({ busy: false, busy_interval: null });
  });
});
