import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformCalls } from "../../db/schema/platform-calls";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { updateUberIntegration } from "../../sandbox/ubereats/uber-integrations.repository";
import { TEST_ENGINE } from "../../test/test-database";
import {
  cardLine,
  eventually,
  placeTwinOrder,
  readStoreStatus,
  staffApi,
  startTwinApp,
  storedOrder,
  type TwinTestApp,
  twinCallsNaming,
  twinConsole,
  untilCallState,
  untilTwinState,
} from "../../test/twin-helpers";
import { signalOutboxWork } from "./outbox-signal";

/**
 * Uber Eats lets only the store's order manager accept and deny, once the integration is
 * activated (Uber's Activate Integration page), and a client-credentials token carries only
 * the scopes the app was given: both refusals reach staff in words, once, never in a loop.
 */
describe(`Uber Eats activation and scopes against its twin (${TEST_ENGINE})`, () => {
  describe("a store whose integration is not OrderDock's", () => {
    let app: TwinTestApp;
    beforeAll(async () => {
      app = await startTwinApp();
    });
    afterAll(() => app.close());

    it("refuses accept and deny, says why, and accepts once the store is activated", async () => {
      const staff = staffApi(app);
      const db = app.database.db;
      await updateUberIntegration(db, "twin-store", { isOrderManager: false });
      const why =
        "This app is not the order manager of store twin-store: activate the integration with POST /v1/eats/stores/twin-store/pos_data?is_order_manager=true";

      const accepted = await placeTwinOrder(app, "ubereats");
      const order = await storedOrder(app, "ubereats", accepted);
      await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 15 });
      const refused = await untilCallState(app, "ubereats", accepted, "failed", "accept");
      expect(cardLine("ubereats", refused)).toBe(`Uber Eats refused: ${why}`);
      const [call] = await twinCallsNaming(db, "ubereats", accepted);
      expect(call).toMatchObject({ status: 403, answer: { code: "forbidden", message: why } });

      const denied = await placeTwinOrder(app, "ubereats");
      const other = await storedOrder(app, "ubereats", denied);
      await staff.post(`/api/orders/${other.id}/reject`, { reason: "CAPACITY" });
      const deniedRow = await untilCallState(app, "ubereats", denied, "failed", "deny");
      expect(cardLine("ubereats", deniedRow)).toBe(`Uber Eats refused: ${why}`);

      // Activated again, Retry sends the same accept, and Uber takes it.
      await updateUberIntegration(db, "twin-store", { isOrderManager: true });
      const retried = await staff.post(`/api/orders/${order.id}/platform-call/retry`);
      expect(retried.statusCode).toBe(200);
      await untilCallState(app, "ubereats", accepted, "done", "accept");
      await untilTwinState(app, "ubereats", accepted, "accepted");
    });
  });

  describe("a store the merchant switches OrderDock off for", () => {
    let app: TwinTestApp;
    beforeAll(async () => {
      app = await startTwinApp();
    });
    afterAll(() => app.close());

    const problem = async () => {
      const response = await app.app.inject({
        method: "GET",
        url: "/api/platform-connections",
        cookies: { [SESSION_COOKIE]: app.owner.token },
      });
      const uber = (
        response.json() as { connections: Array<{ platform: string; problem: unknown }> }
      ).connections.find((connection) => connection.platform === "ubereats");
      return uber?.problem ?? null;
    };

    it("hears Uber's store.deprovisioned, says so, and takes orders again once switched on", async () => {
      expect(await twinConsole(app, "ubereats", "integration", { on: "0" })).toBe(
        "OrderDock's integration switched off for this store, and OrderDock told",
      );
      expect(await problem()).toMatchObject({
        kind: "integration_off",
        message: "Uber Eats switched OrderDock off for store twin-store",
      });
      const externalId = await placeTwinOrder(app, "ubereats");
      const order = await storedOrder(app, "ubereats", externalId);
      await staffApi(app).post(`/api/orders/${order.id}/accept`, {});
      await untilCallState(app, "ubereats", externalId, "failed", "accept");

      expect(await twinConsole(app, "ubereats", "integration", { on: "1" })).toBe(
        "OrderDock's integration switched on for this store, and OrderDock told",
      );
      // Uber's 403 to the accept is what is said now, until an answer goes through.
      expect(await problem()).toMatchObject({ kind: "credentials", status: 403 });
      await staffApi(app).post(`/api/orders/${order.id}/platform-call/retry`);
      await untilCallState(app, "ubereats", externalId, "done", "accept");
      expect(await problem()).toBeNull();
    });
  });

  describe("an app Uber did not give the store status scope", () => {
    let app: TwinTestApp;
    beforeAll(async () => {
      app = await startTwinApp({
        config: {
          uberSandboxScopes: [
            "eats.order",
            "eats.store.orders.read",
            "eats.store.orders.restaurantdelivery.status",
            "eats.store",
          ],
        },
      });
    });
    afterAll(() => app.close());

    it("refuses a pause once, in words, and never sends it again on its own", async () => {
      const staff = staffApi(app);
      const paused = await staff.post("/api/store/pause", {
        channels: ["ubereats"],
        duration: "15",
      });
      expect(paused.statusCode).toBe(200);
      const call = await eventually(async () => {
        const uber = (await readStoreStatus(app)).channels.find(
          (entry) => entry.channel === "ubereats",
        );
        return uber?.pause?.call?.state === "failed" && uber.pause.call;
      });
      expect(call.message).toBe(
        "Uber would not give OrderDock a token: the app may not use eats.store.status.write",
      );

      // The outbox wakes again and again: the refusal stays one attempt.
      for (let wake = 0; wake < 3; wake += 1) signalOutboxWork();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await app.database.db
        .select({ attempts: platformCalls.attempts, state: platformCalls.state })
        .from(platformCalls)
        .where(
          and(
            eq(platformCalls.restaurantId, app.owner.restaurantId),
            eq(platformCalls.platform, "ubereats"),
            eq(platformCalls.action, "pause"),
          ),
        );
      expect(rows).toEqual([{ attempts: 1, state: "failed" }]);
    });
  });
});
