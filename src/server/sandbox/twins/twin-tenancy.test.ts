import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import { TEST_ENGINE } from "../../test/test-database";
import {
  addTwinRestaurant,
  placeTwinOrder,
  sendThroughClient,
  startTwinApp,
  storedOrder,
  type TwinTestApp,
  twinConsole,
} from "../../test/twin-helpers";
import { sampleMenu, sendMenuCall, twinMenuOf } from "../../test/twin-menu-helpers";
import { consoleStore, minutesFromNow, sendStoreCall } from "../../test/twin-store-helpers";
import { findTwinOrder, listTwinCalls } from "./twin-orders.repository";

/**
 * Every twin state, clock and outage belongs to one restaurant (docs/platform-twins.md):
 * a second restaurant's console moving its clock or switching on an outage leaves the
 * first restaurant's orders, store, menu and record of calls as they were.
 */
describe(`each restaurant's own twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  /** The same twins, as a second restaurant connected to every platform. */
  let other: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
    other = await addTwinRestaurant(app, "Second Diner");
  });
  afterAll(() => app.close());

  const twinOrder = async (platform: TwinPlatform, externalId: string) =>
    findTwinOrder(app.database.db, platform, externalId);
  const callsOf = (restaurant: TwinTestApp, platform: TwinPlatform) =>
    listTwinCalls(app.database.db, {
      platform,
      restaurantId: restaurant.owner.restaurantId,
      limit: 1000,
    });

  it("lets time pass on the second restaurant's clock only: the first's orders and store stay", async () => {
    const mine = await placeTwinOrder(app, "grubhub");
    const theirs = await placeTwinOrder(other, "grubhub");
    // Each busy for 10 minutes, read on its own clock.
    for (const restaurant of [app, other]) {
      const until = minutesFromNow(10).toISOString();
      const busy = await sendStoreCall(restaurant, "grubhub", "busy", { extraMinutes: 10, until });
      expect(busy).toMatchObject({ kind: "done", status: 200 });
    }
    const callsBefore = await callsOf(app, "grubhub");

    // Past Grubhub's 18 minutes to answer.
    expect(await twinConsole(other, "grubhub", "clock", { minutes: "20" })).toBe(
      "20 minutes passed on the platform's clock",
    );

    expect(await twinOrder("grubhub", theirs)).toMatchObject({
      state: "cancelled",
      cancelledBy: "platform",
      reason: "Not accepted in time",
    });
    expect(await consoleStore(other, "grubhub")).toEqual(["Open"]);
    expect(await twinOrder("grubhub", mine)).toMatchObject({ state: "placed", cancelledBy: null });
    expect(await consoleStore(app, "grubhub")).toEqual([
      "Open",
      expect.stringMatching(/^Busy: \+10 min until /),
    ]);
    expect(await callsOf(app, "grubhub")).toEqual(callsBefore);

    // The first restaurant's order is still open on its platform, and answered on its clock.
    const order = await storedOrder(app, "grubhub", mine);
    const accepted = await sendThroughClient(app, "grubhub", order, "accept", { prepMinutes: 20 });
    expect(accepted).toMatchObject({ kind: "done", status: 200 });
    expect(await twinOrder("grubhub", mine)).toMatchObject({ state: "accepted" });
    const [accept] = await callsOf(app, "grubhub");
    expect(accept).toMatchObject({ externalId: mine, operation: "order_status", status: 200 });
    expect(Math.abs((accept?.receivedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it("fails only the second restaurant's calls during its outage", async () => {
    const mine = await placeTwinOrder(app, "doordash");
    const theirs = await placeTwinOrder(other, "doordash");
    await twinConsole(other, "doordash", "outage", { seconds: "600", status: "503" });
    try {
      const order = await storedOrder(app, "doordash", mine);
      expect(
        await sendThroughClient(app, "doordash", order, "accept", { prepMinutes: 15 }),
      ).toMatchObject({ kind: "done", status: 202 });
      expect(await sendStoreCall(app, "doordash", "resume", {})).toMatchObject({
        kind: "done",
        status: 200,
      });
      const { snapshot } = sampleMenu();
      expect(await sendMenuCall(app, "doordash", "publish_menu", { snapshot })).toMatchObject({
        kind: "done",
        status: 200,
      });
      expect((await twinMenuOf(app, "doordash"))?.menu).not.toBeNull();

      const order2 = await storedOrder(other, "doordash", theirs);
      const refused = [
        await sendThroughClient(other, "doordash", order2, "accept", { prepMinutes: 15 }),
        await sendStoreCall(other, "doordash", "resume", {}),
        await sendMenuCall(other, "doordash", "publish_menu", { snapshot: sampleMenu().snapshot }),
      ];
      expect(refused.map((outcome) => outcome.status)).toEqual([503, 503, 503]);
      expect(await twinOrder("doordash", theirs)).toMatchObject({ state: "placed" });
      expect(await twinMenuOf(other, "doordash")).toBeNull();
    } finally {
      await twinConsole(other, "doordash", "outage", { seconds: "0" });
    }
    expect(await twinOrder("doordash", mine)).toMatchObject({ state: "accepted" });
    // Each restaurant's record: the first's calls answered, the second's own refused.
    const mineCalls = await callsOf(app, "doordash");
    expect(mineCalls.map((call) => [call.operation, call.status]).reverse()).toEqual([
      ["confirm_order", 202],
      ["store_status", 200],
      ["menu_create", 200],
    ]);
    const theirCalls = await callsOf(other, "doordash");
    expect(theirCalls.map((call) => call.status)).toEqual([503, 503, 503]);
  });
});
