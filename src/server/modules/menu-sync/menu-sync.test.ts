import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MenuItem, ModifierGroup } from "../../../domain/api/menu";
import type { PublishStatus } from "../../../domain/api/menu-publish";
import { localMinuteOfDay } from "../../../domain/local-midnight";
import { platformCalls } from "../../db/schema/platform-calls";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { suspensionsInForce } from "../../sandbox/twins/twin-menu-state";
import { findTwinMenu } from "../../sandbox/twins/twin-menus.repository";
import { menuApi } from "../../test/menu-helpers";
import { sampleDetails } from "../../test/order-helpers";
import { TEST_ENGINE } from "../../test/test-database";
import {
  eventually,
  staffApi,
  startTwinApp,
  type TwinTestApp,
  twinConsole,
} from "../../test/twin-helpers";
import { receivePlatformOrder } from "../orders/platform-orders.service";
import { signalOutboxWork } from "../platform-calls/outbox-signal";

/**
 * 86 everywhere and menu publish through the outbox to the three marketplaces' twins
 * (docs/menu-sync.md): the publish and how each platform took it, a timed 86 that Uber Eats and
 * Grubhub end by themselves and DoorDash is told the end of, an option 86'd and back, Retry's
 * rules, the download address, and an order that arrives with an 86'd item.
 */
const ZONE = "America/New_York";

describe(`the menu on every marketplace (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let item: MenuItem;
  let group: ModifierGroup;
  beforeAll(async () => {
    app = await startTwinApp();
    const menu = menuApi(app.app, app.owner.token);
    await staffApi(app).put("/api/settings", {
      restaurant: { name: "Twin Diner", timezone: ZONE },
    });
    const category = (await menu.addCategory("Soups")).json() as { id: string };
    group = (
      await menu.addGroup({
        name: "Bread",
        isRequired: false,
        minSelections: 0,
        maxSelections: 1,
        options: [
          { name: "Sourdough", price: 1 },
          { name: "Rye", price: 1 },
        ],
      })
    ).json();
    item = (
      await menu.addItem({
        categoryId: category.id,
        name: "French Onion Soup",
        price: 9.95,
        modifierGroupIds: [group.id],
      })
    ).json();
  });
  afterAll(() => app.close());

  const get = async <T>(url: string): Promise<T> =>
    (
      await app.app.inject({ method: "GET", url, cookies: { [SESSION_COOKIE]: app.owner.token } })
    ).json();
  const publishStatus = () => get<PublishStatus>("/api/menu/publish");
  const menuItem = async () =>
    (await get<{ categories: Array<{ items: MenuItem[] }> }>("/api/menu")).categories[0]
      ?.items[0] as MenuItem;
  const twin = async (platform: "ubereats" | "doordash" | "grubhub") => {
    const row = await findTwinMenu(app.database.db, platform, app.owner.restaurantId);
    const now = new Date(Date.now() + twinOffsets[platform]);
    return {
      publishedAt: row?.publishedAt ?? null,
      suspended: suspensionsInForce(row?.suspended, now),
    };
  };
  const twinOffsets = { ubereats: 0, doordash: 0, grubhub: 0 };
  const moveTwinClock = async (platform: keyof typeof twinOffsets, minutes: number) => {
    await twinConsole(app, platform, "clock", { minutes: String(minutes) });
    twinOffsets[platform] += minutes * 60_000;
  };
  /** Lets OrderDock's clock reach calls written to wait (Grubhub's look at its job). */
  const pass = (ms: number) => {
    app.clock.advance(ms);
    signalOutboxWork();
  };

  it("publishes the menu, each platform taking it in its own way", async () => {
    const before = await publishStatus();
    expect(before.channels.map((channel) => channel.channel)).toEqual([
      "ubereats",
      "doordash",
      "grubhub",
    ]);
    expect(before.channels[0]?.changes).toEqual([
      "Added category Soups",
      "Added French Onion Soup",
      "Added modifier group Bread",
      "Added option Sourdough",
      "Added option Rye",
    ]);
    const published = await staffApi(app).post("/api/menu/publish");
    expect(published.statusCode).toBe(200);
    // Uber Eats takes it at once; Grubhub is asked how its download went a few seconds later;
    // DoorDash says so with its menu status webhook.
    await eventually(async () => {
      pass(1_000);
      const status = await publishStatus();
      return status.channels.every((channel) => channel.latest?.state === "done") && status;
    });
    const after = await publishStatus();
    expect(after.channels.every((channel) => channel.changes.length === 0)).toBe(true);
    expect(after.changedSinceLastPublish).toEqual([]);
    for (const platform of ["ubereats", "doordash", "grubhub"] as const) {
      const view = await twin(platform);
      expect(view.publishedAt, platform).not.toBeNull();
    }
    // DoorDash's id for the menu is kept: the next publish updates that menu.
    const [statusLook] = await app.database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.platform, "doordash"), eq(platformCalls.action, "menu_status")));
    expect(statusLook?.reference).toBe(
      (await findTwinMenu(app.database.db, "doordash", app.owner.restaurantId))?.menuId,
    );
  });

  it("86s an item until a time: every platform confirms, and it comes back everywhere at that time", async () => {
    // An hour and a half ahead on the restaurant's clock, to the minute.
    const minute = (localMinuteOfDay(app.clock.now(), ZONE) + 90) % (24 * 60);
    const untilTime = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    const saved = await staffApi(app).put(`/api/menu/items/${item.id}/availability`, {
      availability: "until_time",
      untilTime,
    });
    expect(saved.statusCode).toBe(200);
    const until = Date.parse(saved.json().unavailableUntil);
    expect(until - app.clock.now().getTime()).toBeGreaterThan(89 * 60_000);
    expect(until - app.clock.now().getTime()).toBeLessThanOrEqual(90 * 60_000);
    const confirmed = await eventually(async () => {
      const now = await menuItem();
      return now.channels.length === 3 && now.channels.every((c) => c.state === "done") && now;
    });
    expect(confirmed.channels.map((c) => [c.channel, c.action])).toEqual([
      ["ubereats", "suspend"],
      ["doordash", "suspend"],
      ["grubhub", "suspend"],
    ]);
    expect((await twin("ubereats")).suspended.get(item.id)?.until?.getTime()).toBe(until);
    expect((await twin("grubhub")).suspended.get(item.id)?.until?.getTime()).toBe(until);
    // DoorDash takes no end: it is inactive until told otherwise.
    expect((await twin("doordash")).suspended.get(item.id)).toEqual({ until: null, reason: null });

    // The time comes: Uber Eats and Grubhub end it themselves, OrderDock tells DoorDash.
    // Each clock is moved a minute past the end: the twins' run on real time, OrderDock's
    // may already be ahead of it.
    const twinMinutes = Math.ceil((until - Date.now()) / 60_000) + 1;
    await moveTwinClock("ubereats", twinMinutes);
    await moveTwinClock("grubhub", twinMinutes);
    pass(until - app.clock.now().getTime() + 60_000);
    await eventually(async () => !(await twin("doordash")).suspended.has(item.id));
    expect((await twin("ubereats")).suspended.has(item.id)).toBe(false);
    expect((await twin("grubhub")).suspended.has(item.id)).toBe(false);
    const back = await menuItem();
    expect(back).toMatchObject({ isAvailable: true, availability: "available", channels: [] });
  });

  it("86s an option until turned back on, and brings it back on every platform", async () => {
    const option = group.options[0]?.id ?? "";
    const path = `/api/menu/modifier-groups/${group.id}/options/${option}/availability`;
    const off = await staffApi(app).put(path, { availability: "until_turned_on" });
    expect(off.statusCode).toBe(200);
    expect(off.json().options[0]).toMatchObject({
      isAvailable: false,
      availability: "until_turned_on",
    });
    await eventually(async () => {
      const groups = (await get<{ modifierGroups: ModifierGroup[] }>("/api/menu")).modifierGroups;
      const results = groups[0]?.options[0]?.channels ?? [];
      return results.length === 3 && results.every((result) => result.state === "done");
    });
    expect((await twin("ubereats")).suspended.get(option)).toMatchObject({ until: null });
    expect((await twin("doordash")).suspended.get(option)).toEqual({ until: null, reason: null });
    expect((await twin("grubhub")).suspended.get(option)).toMatchObject({ until: null });

    const on = await staffApi(app).put(path, { availability: "available" });
    expect(on.statusCode).toBe(200);
    await eventually(async () => {
      const views = await Promise.all(
        (["ubereats", "doordash", "grubhub"] as const).map((platform) => twin(platform)),
      );
      return views.every((view) => !view.suspended.has(option));
    });
    // Every return confirmed: nothing left to show under the option.
    await eventually(async () => {
      const groups = (await get<{ modifierGroups: ModifierGroup[] }>("/api/menu")).modifierGroups;
      return groups[0]?.options[0]?.channels.length === 0;
    });
  });

  it("sends a call again only while it is refused and still the newest", async () => {
    const [done] = await app.database.db
      .select()
      .from(platformCalls)
      .where(and(eq(platformCalls.platform, "ubereats"), eq(platformCalls.action, "suspend")));
    const again = await staffApi(app).post(`/api/menu/calls/${done?.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("NOTHING_TO_RETRY");
    // An older 86 a platform refused, since replaced by a return, is not sent again.
    await app.database.db
      .update(platformCalls)
      .set({ state: "failed", message: "Refused" })
      .where(eq(platformCalls.id, done?.id ?? ""));
    const stale = await staffApi(app).post(`/api/menu/calls/${done?.id}/retry`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("CALL_SUPERSEDED");
    const unknown = await staffApi(app).post(`/api/menu/calls/${crypto.randomUUID()}/retry`);
    expect(unknown.statusCode).toBe(404);
  });

  it("serves the publish's menu to Grubhub only at its own address", async () => {
    const wrong = await app.app.inject({
      method: "GET",
      url: `/feeds/grubhub/menus/${crypto.randomUUID()}/not-the-token`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: "Menu not found", code: "MENU_NOT_FOUND" });
  });

  it("flags an order that arrives with an item 86'd on the menu", async () => {
    await staffApi(app).put(`/api/menu/items/${item.id}/availability`, {
      availability: "until_end_of_day",
    });
    const { order } = await receivePlatformOrder({
      db: app.database.db,
      restaurantId: app.owner.restaurantId,
      platform: "shopify",
      order: {
        externalId: "FLAG-1",
        details: sampleDetails({
          items: [
            { name: "french onion  SOUP", quantity: 1, price: 995, modifiers: [] },
            { name: "Side Salad", quantity: 1, price: 500, modifiers: [] },
          ],
        }),
        state: "placed",
      },
      now: app.clock.now(),
    });
    expect(order.unavailableItems).toEqual(["french onion  SOUP"]);
  });
});
