import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KitchenLoadStatus, StoreStatus } from "../../../domain/api/store";
import type { OrderItem } from "../../../domain/order";
import { buildApp } from "../../app";
import type { DatabaseHandle } from "../../db/database";
import { restaurants } from "../../db/schema/restaurants";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { menuApi } from "../../test/menu-helpers";
import { sampleDetails } from "../../test/order-helpers";
import { createSignedInOwner } from "../../test/realtime-helpers";
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
import { receivePlatformOrder } from "../orders/platform-orders.service";
import { storeChanged } from "./store-events";

/** Burger: 12 minutes of work each (the menu); anything the menu does not time: 5. */
const BURGER = "Golden Fork Burger";
const line = (name: string, quantity: number): OrderItem => ({
  name,
  quantity,
  price: 1000,
  modifiers: [],
});

async function placeOrder(
  app: { app: FastifyInstance; database: DatabaseHandle },
  restaurantId: string,
  externalId: string,
  items: OrderItem[],
) {
  const { order } = await receivePlatformOrder({
    db: app.database.db,
    restaurantId,
    platform: "shopify",
    order: {
      externalId,
      details: sampleDetails({ orderNumber: externalId, items }),
      state: "placed",
    },
  });
  return order.id;
}

describe(`the kitchen's load and its rules (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  const notices: string[] = [];
  beforeAll(async () => {
    app = await startTwinApp();
    app.app.events.on(storeChanged, ({ notice }) => {
      if (notice) notices.push(notice);
    });
    const menu = menuApi(app.app, app.owner.token);
    const category = (await menu.addCategory("Mains")).json() as { id: string };
    const added = await menu.addItem({
      categoryId: category.id,
      name: BURGER,
      price: 16.95,
      prepMinutes: 12,
    });
    expect(added.statusCode).toBe(201);
  });
  afterAll(() => app.close());

  const loadStatus = async (): Promise<KitchenLoadStatus> =>
    (
      await app.app.inject({
        method: "GET",
        url: "/api/store/load",
        cookies: { [SESSION_COOKIE]: app.owner.token },
      })
    ).json();
  const store = () => readStoreStatus(app);
  const marketplaces = (status: StoreStatus, kind: "pause" | "busy") =>
    status.channels
      .filter((channel) => channel[kind]?.source === "kitchen_load")
      .map((channel) => channel.channel);
  const complete = (id: string) => staffApi(app).put(`/api/orders/${id}`, { status: "completed" });

  it("counts the open orders' minutes of work from the menu, 5 for an item it does not time", async () => {
    await placeOrder(app, app.owner.restaurantId, "KL-1", [line(BURGER, 2), line("Fries", 1)]);
    // 2 × 12 + 1 × 5 = 29.
    expect((await loadStatus()).load).toEqual({
      minutes: 29,
      openOrders: 1,
      items: 3,
      level: 0,
      rules: null,
    });
  });

  it("refuses rules whose pause level is not above the busy level", async () => {
    const saved = await staffApi(app).put("/api/settings", {
      kitchenLoad: {
        defaultItemMinutes: 5,
        rules: { busyAboveMinutes: 60, busyExtraMinutes: 20, pauseAboveMinutes: 60 },
      },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toContain("Pausing must start above the busy level");
  });

  it("adds busy minutes above one level and pauses above the other, once each", async () => {
    const saved = await staffApi(app).put("/api/settings", {
      kitchenLoad: {
        defaultItemMinutes: 5,
        rules: { busyAboveMinutes: 30, busyExtraMinutes: 20, pauseAboveMinutes: 60 },
      },
    });
    expect(saved.json().kitchenLoad.rules).toEqual({
      busyAboveMinutes: 30,
      busyExtraMinutes: 20,
      pauseAboveMinutes: 60,
    });
    await app.app.kitchenLoad.runRound();
    expect(marketplaces(await store(), "busy")).toEqual([]);

    // 29 + 12 = 41: above 30.
    await placeOrder(app, app.owner.restaurantId, "KL-2", [line(BURGER, 1)]);
    await app.app.kitchenLoad.runRound();
    const busy = await store();
    expect(marketplaces(busy, "busy")).toEqual(["ubereats", "doordash", "grubhub"]);
    const uber = busy.channels.find((channel) => channel.channel === "ubereats");
    expect(uber?.busy).toMatchObject({
      extraMinutes: 20,
      endsAt: null,
      reason: "41 min of work in the kitchen, above 30",
    });
    expect(marketplaces(busy, "pause")).toEqual([]);
    expect(notices.at(-1)).toBe(
      "Kitchen busy: +20 min on Uber Eats, DoorDash and Grubhub (41 min of work)",
    );

    // 41 + 24 = 65: above 60; the website form is not a marketplace and stays open.
    app.clock.advance(60_000);
    await placeOrder(app, app.owner.restaurantId, "KL-3", [line(BURGER, 2)]);
    await app.app.kitchenLoad.runRound();
    await app.app.kitchenLoad.runRound();
    const paused = await store();
    expect(marketplaces(paused, "pause")).toEqual(["ubereats", "doordash", "grubhub"]);
    expect(paused.channels.find((channel) => channel.channel === "website")?.pause ?? null).toBe(
      null,
    );
    const controls = await app.database.db.execute(
      sql`select count(*)::int as count from store_controls where restaurant_id = ${app.owner.restaurantId} and source = 'kitchen_load'`,
    );
    expect((controls as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(6);
    expect((await loadStatus()).load).toMatchObject({ minutes: 65, openOrders: 3, level: 2 });
  });

  it("leaves a pause staff ended alone until the load falls below its level and rises again", async () => {
    const ended = await staffApi(app).post("/api/store/end", { kind: "pause", channels: "all" });
    expect(ended.statusCode).toBe(200);
    await app.app.kitchenLoad.runRound();
    expect(marketplaces(await store(), "pause")).toEqual([]);

    // Back to 41: below 60 (nothing of the rules' own to end), still above 30.
    const [third] = await orderIds(["KL-3"]);
    await complete(third ?? "");
    await app.app.kitchenLoad.runRound();
    const calmer = await store();
    expect(marketplaces(calmer, "pause")).toEqual([]);
    expect(marketplaces(calmer, "busy")).toEqual(["ubereats", "doordash", "grubhub"]);

    // Down to 29: below 30, so busy mode ends, with the reason kept.
    const [second] = await orderIds(["KL-2"]);
    await complete(second ?? "");
    await app.app.kitchenLoad.runRound();
    expect(marketplaces(await store(), "busy")).toEqual([]);
    expect(notices.at(-1)).toBe("Busy mode ended: 29 min of work in the kitchen");
    // Newest first: the pause (ended by staff, so no reason of OrderDock's), then busy mode.
    const { actions } = await loadStatus();
    expect(actions.map((action) => action.kind)).toEqual(["pause", "busy"]);
    expect(actions[0]).toMatchObject({ source: "kitchen_load", endedReason: null });
    expect(actions[1]).toMatchObject({
      source: "kitchen_load",
      channels: ["ubereats", "doordash", "grubhub"],
      reason: "41 min of work in the kitchen, above 30",
      endedReason: "The kitchen's work fell to 29 min, below 30",
    });

    // 29 + 36 = 65 again: a new crossing, so both act again.
    app.clock.advance(60_000);
    await placeOrder(app, app.owner.restaurantId, "KL-4", [line(BURGER, 3)]);
    await app.app.kitchenLoad.runRound();
    const again = await store();
    expect(marketplaces(again, "busy")).toEqual(["ubereats", "doordash", "grubhub"]);
    expect(marketplaces(again, "pause")).toEqual(["ubereats", "doordash", "grubhub"]);
  });

  async function orderIds(externalIds: string[]): Promise<string[]> {
    const rows = await app.database.db.execute(
      sql`select id, external_id from orders where restaurant_id = ${app.owner.restaurantId}`,
    );
    const byExternal = new Map(
      (rows as { rows: Array<{ id: string; external_id: string }> }).rows.map((row) => [
        row.external_id,
        row.id,
      ]),
    );
    return externalIds.map((id) => byExternal.get(id) ?? "");
  }
});

describe(`the kitchen's load rules after an order (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
  });
  afterAll(() => app.close());

  it("look again by themselves a moment after an order of a restaurant with rules, no round needed", async () => {
    // Rules written as another instance would have saved them; this instance learns of them
    // from a round, which finds nothing to do yet.
    await app.database.db
      .update(restaurants)
      .set({
        defaultItemMinutes: 10,
        kitchenLoadRules: { busyAboveMinutes: 15, busyExtraMinutes: 10, pauseAboveMinutes: null },
      })
      .where(eq(restaurants.id, app.owner.restaurantId));
    await app.app.kitchenLoad.runRound();
    // 2 × 10 = 20: above 15, told by the order's own event.
    await placeOrder(app, app.owner.restaurantId, "EV-1", [line("Stew", 2)]);
    const busy = await eventually(async () => {
      const status = (
        await app.app.inject({
          method: "GET",
          url: "/api/store",
          cookies: { [SESSION_COOKIE]: app.owner.token },
        })
      ).json() as StoreStatus;
      const slowed = status.channels.filter((channel) => channel.busy?.source === "kitchen_load");
      return slowed.length > 0 && slowed;
    });
    expect(busy.map((channel) => channel.channel)).toEqual(["ubereats", "doordash", "grubhub"]);
  });
});

describe(`the kitchen's load rules with two instances on one database (${TEST_ENGINE})`, () => {
  const config = createTestConfig({ secretsKey: TEST_SECRETS_KEY });
  const clock = createTestClock();
  let handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let release: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    ({ handles, release } = await openTwoHandles());
    for (const database of handles) {
      const app = await buildApp({ config, database, clock: clock.now });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await release?.();
  });

  it("pauses each marketplace once, whichever instances look", async () => {
    const first = apps[0] as FastifyInstance;
    const database = handles[0] as DatabaseHandle;
    const owner = await createSignedInOwner(first, database.db, "Two Stoves");
    await connect(database.db, owner.restaurantId, { platform: "doordash", apiKey: "dd-key" });
    await connect(database.db, owner.restaurantId, { platform: "shopify", apiKey: "shop-key" });
    const saved = await first.inject({
      method: "PUT",
      url: "/api/settings",
      cookies: { [SESSION_COOKIE]: owner.token },
      payload: {
        kitchenLoad: {
          defaultItemMinutes: 10,
          rules: { busyAboveMinutes: null, busyExtraMinutes: 10, pauseAboveMinutes: 25 },
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    // 3 × 10 = 30: above 25.
    await placeOrder({ app: first, database }, owner.restaurantId, "TS-1", [line("Soup", 3)]);
    await Promise.all([...apps, ...apps].map((app) => app.kitchenLoad.runRound()));
    const controls = await database.db.execute(
      sql`select channel, kind from store_controls where restaurant_id = ${owner.restaurantId}`,
    );
    expect((controls as { rows: unknown[] }).rows).toEqual([
      { channel: "doordash", kind: "pause" },
    ]);
  });
});
