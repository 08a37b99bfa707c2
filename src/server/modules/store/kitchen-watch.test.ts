import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KitchenWatch } from "../../../domain/api/settings";
import type { StoreStatus } from "../../../domain/api/store";
import { localMinuteOfDay } from "../../../domain/local-midnight";
import type { OpeningHours } from "../../../domain/opening-hours";
import { buildApp } from "../../app";
import type { DatabaseHandle } from "../../db/database";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { createMailbox } from "../../test/auth-helpers";
import { closeSockets, connectJoined, createSignedInOwner } from "../../test/realtime-helpers";
import { createTestConfig } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTwoHandles, TEST_ENGINE } from "../../test/test-database";
import {
  eventually,
  readStoreStatus,
  staffApi,
  startTwinApp,
  type TwinTestApp,
} from "../../test/twin-helpers";
import { connect, TEST_SECRETS_KEY } from "../../test/webhook-helpers";

const ZONE = "America/New_York";

/** "HH:MM" on the restaurant's clock, `minutes` from now (negative: ago). */
function localTime(now: Date, minutes: number): string {
  const minute = (localMinuteOfDay(now, ZONE) + minutes + 24 * 60) % (24 * 60);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** Every day open from `openedMinutesAgo` before now for three hours (past midnight if so). */
function hoursOpenSince(now: Date, openedMinutesAgo: number): OpeningHours {
  const period = { open: localTime(now, -openedMinutesAgo), close: localTime(now, 180) };
  return Array.from({ length: 7 }, () => period);
}

describe(`the watch on a kitchen that goes dark (${TEST_ENGINE})`, () => {
  const mailbox = createMailbox();
  let app: TwinTestApp;
  let port: number;
  beforeAll(async () => {
    app = await startTwinApp({ mailer: mailbox.mailer });
    port = Number(new URL(app.origin).port);
    await connect(app.database.db, app.owner.restaurantId, { platform: "website" });
  });
  afterAll(() => app.close());

  const status = () => readStoreStatus(app);
  const save = (kitchenWatch: Partial<KitchenWatch> & { openingHours: unknown }) =>
    staffApi(app).put("/api/settings", {
      restaurant: { name: "Twin Diner", timezone: ZONE },
      kitchenWatch,
    });
  const pass = (minutes: number) => app.clock.advance(minutes * 60_000);

  it("keeps opening hours in Settings, and refuses ones it cannot read", async () => {
    const hours = hoursOpenSince(app.clock.now(), 10);
    hours[0] = null;
    const saved = await save({ openingHours: hours, darkKitchenMinutes: 5, reopenWhenBack: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().kitchenWatch).toEqual({
      openingHours: hours,
      darkKitchenMinutes: 5,
      reopenWhenBack: true,
    });
    const badTime = await save({ openingHours: Array(7).fill({ open: "9am", close: "22:00" }) });
    expect(badTime.statusCode).toBe(400);
    expect(JSON.stringify(badTime.json())).toContain(
      "Times are on a 24-hour clock, e.g. 09:00 or 22:30",
    );
    const sixDays = await save({ openingHours: hours.slice(1) });
    expect(sixDays.statusCode).toBe(400);
    expect(JSON.stringify(sixDays.json())).toContain("Opening hours are seven days, Sunday first");
    const minutes = await save({ openingHours: hours, darkKitchenMinutes: 0 });
    expect(JSON.stringify(minutes.json())).toContain(
      "Minutes without a dashboard must be a whole number from 1 to 60",
    );
  });

  it("pauses every open channel when no dashboard is there in opening hours, and once", async () => {
    // Staff paused the website themselves: the watch leaves it as they set it.
    await staffApi(app).post("/api/store/pause", {
      channels: ["website"],
      duration: "until_turned_off",
    });
    // Opened 4 minutes ago, no dashboard since: not yet.
    await save({ openingHours: hoursOpenSince(app.clock.now(), 4), darkKitchenMinutes: 5 });
    await app.app.kitchenWatch.runOnce();
    expect(
      (await status()).channels.every(
        (channel) => channel.channel === "website" || channel.pause === null,
      ),
    ).toBe(true);

    pass(2);
    await app.app.kitchenWatch.runOnce();
    const paused = await status();
    for (const channel of paused.channels) {
      expect(channel.pause, channel.name).not.toBeNull();
    }
    const watched = paused.channels.filter((channel) => channel.pause?.source === "dark_kitchen");
    expect(watched.map((channel) => channel.channel)).toEqual(["ubereats", "doordash", "grubhub"]);
    expect(watched[0]?.pause?.reason).toBe(
      "No OrderDock dashboard connected for 5 minutes during opening hours",
    );
    expect(paused.channels.find((c) => c.channel === "website")?.pause?.source).toBe("staff");
    expect(mailbox.messages).toHaveLength(1);
    expect(mailbox.messages[0]).toMatchObject({
      subject: "OrderDock paused Twin Diner's orders",
    });
    expect(mailbox.messages[0]?.text).toContain(
      "OrderDock paused new orders on Uber Eats, DoorDash, Grubhub",
    );
    expect(mailbox.messages[0]?.text).toContain(
      "They reopen by themselves as soon as a dashboard is open again.",
    );

    // Another round changes nothing and writes no second email.
    pass(1);
    await app.app.kitchenWatch.runOnce();
    const again = await status();
    expect(again.channels.map((channel) => channel.pause?.id)).toEqual(
      paused.channels.map((channel) => channel.pause?.id),
    );
    expect(mailbox.messages).toHaveLength(1);
  });

  it("reopens what it paused when a dashboard is back, and leaves staff's pause", async () => {
    const socket = await connectJoined({ port, token: app.owner.token });
    try {
      await app.app.kitchenWatch.runOnce();
      const reopened = await status();
      expect(
        reopened.channels.filter((channel) => channel.pause !== null).map((c) => c.channel),
      ).toEqual(["website"]);
      // The platforms hear it: each marketplace's reopening goes out.
      await eventually(async () =>
        (await status()).channels.every(
          (channel) => channel.unconfirmedEnd === null || channel.unconfirmedEnd.state === "done",
        ),
      );
    } finally {
      await closeSockets([socket]);
      // Gone from the server too, or the next round would still count it as present.
      await eventually(async () => app.app.realtimeHub.countSockets(app.owner.restaurantId) === 0);
    }
  });

  it("leaves the channels paused when the owner reopens them by hand", async () => {
    await save({
      openingHours: hoursOpenSince(app.clock.now(), 60),
      darkKitchenMinutes: 5,
      reopenWhenBack: false,
    });
    pass(10);
    await app.app.kitchenWatch.runOnce();
    expect(mailbox.messages.at(-1)?.text).toContain(
      "Open OrderDock and reopen them from Store status when the kitchen is ready.",
    );
    const socket = await connectJoined({ port, token: app.owner.token });
    try {
      await app.app.kitchenWatch.runOnce();
      const still = await status();
      expect(still.channels.every((channel) => channel.pause !== null)).toBe(true);
    } finally {
      await closeSockets([socket]);
      // Gone from the server too, or the next round would still count it as present.
      await eventually(async () => app.app.realtimeHub.countSockets(app.owner.restaurantId) === 0);
    }
  });
});

describe(`the kitchen watch with two instances on one database (${TEST_ENGINE})`, () => {
  const config = createTestConfig({ secretsKey: TEST_SECRETS_KEY });
  const clock = createTestClock();
  let handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  const mailbox = createMailbox();
  let release: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    ({ handles, release } = await openTwoHandles());
    for (const database of handles) {
      const app = await buildApp({ config, database, clock: clock.now, mailer: mailbox.mailer });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await release?.();
  });

  it("pauses once and emails once, whichever instances run the round", async () => {
    const first = apps[0] as FastifyInstance;
    const db = (handles[0] as DatabaseHandle).db;
    const owner = await createSignedInOwner(first, db, "Two Kitchens");
    await connect(db, owner.restaurantId, { platform: "doordash", apiKey: "dd-key" });
    await connect(db, owner.restaurantId, { platform: "website" });
    const saved = await first.inject({
      method: "PUT",
      url: "/api/settings",
      cookies: { [SESSION_COOKIE]: owner.token },
      payload: {
        restaurant: { name: "Two Kitchens", timezone: ZONE },
        kitchenWatch: { openingHours: hoursOpenSince(clock.now(), 30), darkKitchenMinutes: 5 },
      },
    });
    expect(saved.statusCode).toBe(200);
    await Promise.all([...apps, ...apps].map((app) => app.kitchenWatch.runOnce()));
    const status = (
      await first.inject({
        method: "GET",
        url: "/api/store",
        cookies: { [SESSION_COOKIE]: owner.token },
      })
    ).json() as StoreStatus;
    expect(status.channels.map((channel) => channel.pause?.source)).toEqual([
      "dark_kitchen",
      "dark_kitchen",
    ]);
    // Every control ever made for the restaurant: one per channel.
    const controls = await db.execute(
      sql`select count(*)::int as count from store_controls where restaurant_id = ${owner.restaurantId}`,
    );
    expect((controls as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(2);
    expect(mailbox.messages).toHaveLength(1);
  });
});
