import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreChannelStatus, StoreStatus } from "../../../domain/api/store";
import type { StoreChannel } from "../../../domain/store-controls";
import { platformCalls } from "../../db/schema/platform-calls";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { listTwinCalls } from "../../sandbox/twins/twin-orders.repository";
import { createSignedInOwner } from "../../test/realtime-helpers";
import { TEST_ENGINE } from "../../test/test-database";
import {
  eventually,
  placeTwinOrder,
  readStoreStatus,
  staffApi,
  startTwinApp,
  storedOrder,
  type TwinTestApp,
} from "../../test/twin-helpers";
import { connect } from "../../test/webhook-helpers";
import { importMenu } from "../menu/menu-document.service";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import { sampleMenuDocument } from "../sample-data/sample-menu";
import { setStoreControl } from "./store-controls.service";

/**
 * Pause and busy through the API, all the way to each platform's twin: the call that starts
 * a control goes out at once, the one that ends it when its time is up (on the app's clock,
 * moved on by the test), and what each platform answered comes back to the store bar.
 */
describe(`store controls (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
    await connect(app.database.db, app.owner.restaurantId, { platform: "website" });
    await importMenu(
      { db: app.database.db, restaurantId: app.owner.restaurantId },
      sampleMenuDocument(),
    );
  });
  afterAll(() => app.close());

  const api = () => staffApi(app);
  const status = () => readStoreStatus(app);
  const channel = async (name: StoreChannel): Promise<StoreChannelStatus> => {
    const found = (await status()).channels.find((entry) => entry.channel === name);
    if (!found) throw new Error(`no ${name} channel`);
    return found;
  };
  const storeCalls = async (platform: TwinPlatform) =>
    (await listTwinCalls(app.database.db, { platform, restaurantId: app.owner.restaurantId }))
      .filter((call) => call.externalId === null)
      .reverse();
  /** The outbox's calls for a control, in order: "pause done", "resume pending". */
  const callsOfControl = async (controlId: string | undefined) =>
    (
      await app.database.db
        .select({ action: platformCalls.action, state: platformCalls.state })
        .from(platformCalls)
        .where(eq(platformCalls.storeControlId, controlId ?? ""))
        .orderBy(platformCalls.seq)
    ).map((call) => `${call.action} ${call.state}`);
  /** Lets `minutes` pass on the app's clock, and wakes the outbox. */
  const pass = (minutes: number) => {
    app.clock.advance(minutes * 60_000);
    signalOutboxWork();
  };

  it("lists the connected marketplaces and the website form, busy mode on the marketplaces only", async () => {
    const { channels, prepMinutes } = await status();
    expect(channels.map((entry) => [entry.channel, entry.name, entry.takesBusy])).toEqual([
      ["ubereats", "Uber Eats", true],
      ["doordash", "DoorDash", true],
      ["grubhub", "Grubhub", true],
      ["website", "Website", false],
    ]);
    expect(prepMinutes).toBe(20);
    expect(channels.every((entry) => entry.pause === null && entry.busy === null)).toBe(true);
  });

  it("pauses DoorDash for 15 minutes: DoorDash hears it at once, and again when it is over", async () => {
    const response = await api().post("/api/store/pause", {
      channels: ["doordash"],
      duration: "15",
    });
    expect(response.statusCode).toBe(200);
    const paused = (response.json() as StoreStatus).channels.find(
      (entry) => entry.channel === "doordash",
    );
    const { startsAt, endsAt } = paused?.pause ?? {};
    expect(Date.parse(endsAt ?? "") - Date.parse(startsAt ?? "")).toBe(15 * 60_000);
    // Only DoorDash: the others are open.
    expect((await channel("ubereats")).pause).toBeNull();

    const confirmed = await eventually(async () => {
      const pause = (await channel("doordash")).pause;
      return pause?.call?.state === "done" && pause;
    });
    expect(confirmed.call?.action).toBe("pause");
    const [sent] = await storeCalls("doordash");
    expect(sent).toMatchObject({
      method: "PUT",
      path: `/sandbox/doordash/api/v1/stores/${app.owner.restaurantId}/status`,
      status: 200,
    });
    expect(sent?.body).toMatchObject({ is_active: false, end_time: paused?.pause?.endsAt });

    // Nothing more is sent until the time is up…
    pass(14);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await callsOfControl(paused?.pause?.id)).toEqual(["pause done", "resume pending"]);
    expect(distinct(await storeCalls("doordash"))).toEqual(["PUT status 200"]);
    // …then OrderDock reopens the store by itself.
    pass(1.5);
    const reopened = await eventually(async () => {
      const calls = await storeCalls("doordash");
      const last = calls.at(-1);
      return last?.status === 200 && (last.body as { is_active?: unknown }).is_active === true
        ? last
        : null;
    });
    expect(reopened.body).toEqual({ is_active: true });
    expect(reopened.status).toBe(200);
    expect((await channel("doordash")).pause).toBeNull();
  });

  it("reopens Grubhub at once when staff end the pause early, and only once", async () => {
    const paused = await api().post("/api/store/pause", { channels: ["grubhub"], duration: "60" });
    const control = (paused.json() as StoreStatus).channels.find((c) => c.channel === "grubhub")
      ?.pause?.id;
    await eventually(async () => (await storeCalls("grubhub")).length >= 1);
    const ended = await api().post("/api/store/end", { kind: "pause", channels: ["grubhub"] });
    expect(ended.statusCode).toBe(200);
    expect((ended.json() as StoreStatus).channels.find((c) => c.channel === "grubhub")?.pause).toBe(
      null,
    );
    await eventually(async () => distinct(await storeCalls("grubhub")).length === 2);
    expect(distinct(await storeCalls("grubhub"))).toEqual([
      "POST closenow 200",
      "POST opennow 200",
    ]);
    // The reopening that was waiting for the hour was brought forward, not written twice.
    // The twin keeps a call before it answers, and the outbox settles it on the answer.
    await eventually(async () => (await callsOfControl(control)).every((c) => c.endsWith("done")));
    expect(await callsOfControl(control)).toEqual(["pause done", "resume done"]);
    pass(61);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await callsOfControl(control)).toEqual(["pause done", "resume done"]);
    expect(distinct(await storeCalls("grubhub"))).toEqual([
      "POST closenow 200",
      "POST opennow 200",
    ]);
    const again = await api().post("/api/store/end", { kind: "pause", channels: ["grubhub"] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "Those channels are not paused" });
  });

  it("a new pause replaces the one in force, and only the new one's end is kept", async () => {
    await api().post("/api/store/pause", { channels: ["ubereats"], duration: "until_turned_off" });
    const first = await eventually(async () => {
      const pause = (await channel("ubereats")).pause;
      return pause?.call?.state === "done" && pause;
    });
    expect(first.endsAt).toBeNull();
    await api().post("/api/store/pause", { channels: ["ubereats"], duration: "30" });
    const second = (await channel("ubereats")).pause;
    expect(second?.id).not.toBe(first.id);
    const waiting = await app.database.db
      .select()
      .from(platformCalls)
      .where(eq(platformCalls.action, "resume"));
    const uberEnds = waiting.filter(
      (call) => call.platform === "ubereats" && call.state === "pending",
    );
    expect(uberEnds).toHaveLength(1);
    expect(uberEnds[0]?.storeControlId).toBe(second?.id);
    const bodyOf = (call: { body: unknown } | undefined) =>
      (call?.body ?? {}) as Record<string, unknown>;
    const sent = await eventually(async () => {
      const calls = await storeCalls("ubereats");
      return bodyOf(calls.at(-1)).paused_until === second?.endsAt && calls;
    });
    expect(bodyOf(sent[0])).toMatchObject({ status: "PAUSED" });
    expect(bodyOf(sent[0])).not.toHaveProperty("paused_until");
    await api().post("/api/store/end", { kind: "pause", channels: "all" });
    await eventually(async () => bodyOf((await storeCalls("ubereats")).at(-1)).status === "ONLINE");
  });

  it("busy mode adds its minutes to the preparation time quoted on that platform only", async () => {
    const busy = await api().post("/api/store/busy", {
      channels: ["ubereats", "grubhub"],
      extraMinutes: 20,
      duration: "30",
    });
    expect(busy.statusCode).toBe(200);
    const uber = await eventually(async () => {
      const calls = (await storeCalls("ubereats")).filter((call) =>
        call.path.endsWith("/update-store-prep-time"),
      );
      return calls[0];
    });
    expect(uber.body).toEqual({ default_prep_time: 40 * 60 });
    const grubhub = await eventually(async () => {
      const calls = (await storeCalls("grubhub")).filter((call) => call.path.endsWith("/busy"));
      return calls[0];
    });
    expect(grubhub.body).toMatchObject({ eta_increase_seconds: 1200 });

    const uberOrder = await placeTwinOrder(app, "ubereats");
    const doorDashOrder = await placeTwinOrder(app, "doordash");
    for (const [platform, externalId] of [
      ["ubereats", uberOrder],
      ["doordash", doorDashOrder],
    ] as const) {
      const order = await storedOrder(app, platform, externalId);
      expect((await api().post(`/api/orders/${order.id}/accept`, {})).statusCode).toBe(200);
    }
    expect((await storedOrder(app, "ubereats", uberOrder)).prepMinutes).toBe(40);
    expect((await storedOrder(app, "doordash", doorDashOrder)).prepMinutes).toBe(20);

    // When the half hour is up Uber's preparation time goes back, and Grubhub's interval
    // ends by itself (OrderDock clears it all the same).
    pass(31);
    const restored = await eventually(async () => {
      const last = (await storeCalls("ubereats"))
        .filter((call) => call.path.endsWith("/update-store-prep-time"))
        .at(-1);
      return (last?.body as { default_prep_time?: unknown })?.default_prep_time === 20 * 60 && last;
    });
    expect(restored.status).toBe(204);
    expect((await channel("ubereats")).busy).toBeNull();
  });

  it("closes the website form while it is paused, and opens it when the time is up", async () => {
    const restaurantId = app.owner.restaurantId;
    const menuUrl = `/api/public/restaurants/${restaurantId}/menu`;
    const menu = async () => (await app.app.inject({ method: "GET", url: menuUrl })).json();
    const item = (await menu()).categories[0].items.find(
      (entry: { isAvailable: boolean; modifierGroups: unknown[] }) =>
        entry.isAvailable && entry.modifierGroups.length === 0,
    );
    const order = (clientOrderId: string) =>
      app.app.inject({
        method: "POST",
        url: `/api/public/restaurants/${restaurantId}/orders`,
        payload: {
          clientOrderId,
          customer: { name: "Ada", phone: "(512) 555-0100" },
          fulfillment: "pickup",
          items: [{ itemId: item.id, quantity: 1 }],
        },
      });
    const before = await order("8a4b2c7e-1f3d-4e5a-9b6c-0d1e2f3a4b01");
    expect(before.statusCode).toBe(201);

    await api().post("/api/store/pause", { channels: ["website"], duration: "15" });
    const website = await channel("website");
    // The website has no platform to tell.
    expect(website.pause?.call).toBeNull();
    expect((await menu()).ordering).toEqual({ paused: true, until: website.pause?.endsAt });
    const refused = await order("8a4b2c7e-1f3d-4e5a-9b6c-0d1e2f3a4b02");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: "This restaurant is not taking online orders right now",
      code: "ORDERING_PAUSED",
    });
    // A retry of an order taken before the pause is answered as before.
    expect((await order("8a4b2c7e-1f3d-4e5a-9b6c-0d1e2f3a4b01")).statusCode).toBe(200);

    pass(16);
    expect((await menu()).ordering).toEqual({ paused: false, until: null });
    expect((await order("8a4b2c7e-1f3d-4e5a-9b6c-0d1e2f3a4b02")).statusCode).toBe(201);
  });

  it("refuses channels the restaurant cannot control, with a message for each", async () => {
    const expectIssue = async (url: string, payload: object, message: string) => {
      const response = await api().post(url, payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    };
    await expectIssue(
      "/api/store/busy",
      { channels: ["website"], extraMinutes: 10, duration: "15" },
      "Busy mode applies to Uber Eats, DoorDash and Grubhub",
    );
    await expectIssue(
      "/api/store/busy",
      { channels: "all", extraMinutes: 15, duration: "15" },
      "Extra minutes must be one of 10, 20, 30",
    );
    await expectIssue(
      "/api/store/pause",
      { channels: ["doordash"], duration: "45" },
      "Duration must be one of 15, 30, 60, end_of_day, until_turned_off",
    );
    await expectIssue(
      "/api/store/pause",
      { channels: [], duration: "15" },
      "Choose at least one channel",
    );
    await connect(app.database.db, app.owner.restaurantId, {
      platform: "grubhub",
      connected: false,
    });
    await expectIssue(
      "/api/store/pause",
      { channels: ["grubhub"], duration: "15" },
      "Connect Grubhub on the Platform Connections screen first",
    );
    await connect(app.database.db, app.owner.restaurantId, { platform: "grubhub" });
  });

  it("shows a platform's refusal with Retry, and sends it again when asked", async () => {
    const db = app.database.db;
    // Uber Eats cannot be told without the store's id: a refusal of OrderDock's own.
    await db.execute(sqlSettings(app.owner.restaurantId, "{}"));
    await api().post("/api/store/pause", { channels: ["ubereats"], duration: "15" });
    const refused = await eventually(async () => {
      const call = (await channel("ubereats")).pause?.call;
      return call?.state === "failed" && call;
    });
    expect(refused.message).toBe("Connect Uber Eats again: the connection has no store id");

    await db.execute(sqlSettings(app.owner.restaurantId, '{"storeId":"twin-store"}'));
    const retried = await api().post(`/api/store/calls/${refused.id}/retry`);
    expect(retried.statusCode).toBe(200);
    await eventually(async () => (await channel("ubereats")).pause?.call?.state === "done");
    const again = await api().post(`/api/store/calls/${refused.id}/retry`);
    expect(again.statusCode).toBe(409);
    await api().post("/api/store/end", { kind: "pause", channels: "all" });
  });

  it("never sends an old reopening again under a newer pause", async () => {
    const db = app.database.db;
    await api().post("/api/store/pause", { channels: ["ubereats"], duration: "60" });
    await eventually(async () => (await channel("ubereats")).pause?.call?.state === "done");
    // Uber cannot be told the store reopened: the reopening is refused…
    await db.execute(sqlSettings(app.owner.restaurantId, "{}"));
    await api().post("/api/store/end", { kind: "pause", channels: ["ubereats"] });
    const refused = await eventually(async () => {
      const end = (await channel("ubereats")).unconfirmedEnd;
      return end?.state === "failed" && end;
    });
    expect(refused.action).toBe("resume");
    // …and before anyone retries it, staff pause Uber again.
    await db.execute(sqlSettings(app.owner.restaurantId, '{"storeId":"twin-store"}'));
    await api().post("/api/store/pause", { channels: ["ubereats"], duration: "until_turned_off" });
    expect((await channel("ubereats")).unconfirmedEnd).toBeNull();
    const retried = await api().post(`/api/store/calls/${refused.id}/retry`);
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toMatchObject({ code: "CALL_SUPERSEDED" });
    await api().post("/api/store/end", { kind: "pause", channels: "all" });
  });

  it("keeps one pause in force per channel when two are set at once", async () => {
    const [first, second] = await Promise.all([
      api().post("/api/store/pause", { channels: ["grubhub"], duration: "15" }),
      api().post("/api/store/pause", { channels: ["grubhub"], duration: "until_turned_off" }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const inForce = await app.database.db.execute(
      sql`select count(*)::int as count from store_controls where restaurant_id = ${app.owner.restaurantId} and channel = 'grubhub' and kind = 'pause' and ended_at is null and (ends_at is null or ends_at > now())`,
    );
    expect((inForce as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(1);
    await api().post("/api/store/end", { kind: "pause", channels: ["grubhub"] });
  });

  it("replaces a pause that starts a moment after the new one's now", async () => {
    // Two requests at once each take their `now` first; the one that waits for the other's
    // lock may have the earlier now, and must still replace the pause set just before it.
    const now = app.clock.now();
    const scope = {
      db: app.database.db,
      bus: app.app.events,
      restaurantId: app.owner.restaurantId,
    };
    await setStoreControl({
      ...scope,
      kind: "pause",
      channels: ["grubhub"],
      duration: "15",
      now: new Date(now.getTime() + 5),
    });
    const status = await setStoreControl({
      ...scope,
      kind: "pause",
      channels: ["grubhub"],
      duration: "until_turned_off",
      now,
    });
    expect(status.channels.find((entry) => entry.channel === "grubhub")?.pause?.endsAt).toBeNull();
    const notEnded = await app.database.db.execute(
      sql`select count(*)::int as count from store_controls where restaurant_id = ${app.owner.restaurantId} and channel = 'grubhub' and kind = 'pause' and ended_at is null`,
    );
    expect((notEnded as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(1);
    await api().post("/api/store/end", { kind: "pause", channels: ["grubhub"] });
  });

  it("keeps each restaurant to its own controls", async () => {
    const [call] = await app.database.db
      .select({ id: platformCalls.id })
      .from(platformCalls)
      .where(eq(platformCalls.restaurantId, app.owner.restaurantId))
      .limit(1);
    const other = await createSignedInOwner(app.app, app.database.db, "Other Diner");
    const cookies = { [SESSION_COOKIE]: other.token };
    const retry = await app.app.inject({
      method: "POST",
      url: `/api/store/calls/${call?.id}/retry`,
      cookies,
    });
    expect(retry.statusCode).toBe(404);
    const theirs = await app.app.inject({ method: "GET", url: "/api/store", cookies });
    expect((theirs.json() as StoreStatus).channels).toEqual([]);
    const paused = await app.app.inject({
      method: "POST",
      url: "/api/store/pause",
      payload: { channels: ["doordash"], duration: "15" },
      cookies,
    });
    expect(paused.statusCode).toBe(400);
    expect((await app.app.inject({ method: "GET", url: "/api/store" })).statusCode).toBe(401);
  });
});

/**
 * "POST closenow 200": each call as the twin received it, a call repeated in a row once (a
 * sender that timed out on a busy machine sends the same call again, as it should).
 */
function distinct(calls: Array<{ method: string; path: string; status: number }>) {
  return calls
    .map((call) => `${call.method} ${call.path.split("/").at(-1)} ${call.status}`)
    .filter((call, index, all) => call !== all[index - 1]);
}

function sqlSettings(restaurantId: string, settings: string) {
  return sql`update platform_connections set settings = ${settings}::jsonb where restaurant_id = ${restaurantId} and platform = 'ubereats'`;
}
