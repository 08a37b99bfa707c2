import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import { TEST_ENGINE } from "../../test/test-database";
import {
  eventually,
  placeTwinOrder,
  staffApi,
  startTwinApp,
  storedOrder,
  type TwinTestApp,
  twinCallsOf,
  untilCallState,
} from "../../test/twin-helpers";

/**
 * An item out of stock on an accepted Uber Eats or DoorDash order: OrderDock asks the
 * platform to adjust the order, and the order changes here when the platform confirms with
 * its own webhook.
 */
describe(`marking an item out of stock (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
  });
  afterAll(() => app.close());

  /** An order of two lines or more: the platforms do not remove an order's last line. */
  async function placeTwoLineOrder(platform: TwinPlatform) {
    for (;;) {
      const externalId = await placeTwinOrder(app, platform);
      const order = await storedOrder(app, platform, externalId);
      if (order.items.length >= 2) return { externalId, order };
    }
  }

  it.each([
    [
      "ubereats",
      "POST",
      (id: string) => `/sandbox/ubereats/v1/delivery/order/${id}/resolve-fulfillment-issues`,
      (lineId: string) => ({
        fulfillment_issues: [
          {
            issue_type: "OUT_OF_ITEM",
            action_type: "REMOVE_ITEM",
            root_item: { cart_item_id: lineId },
          },
        ],
      }),
      200,
    ],
    [
      "doordash",
      "PATCH",
      (id: string) => `/sandbox/doordash/api/v1/orders/${id}/adjustment`,
      (lineId: string) => ({ items: [{ line_item_id: lineId, adjustment_type: "ITEM_REMOVE" }] }),
      202,
    ],
  ] as const)(
    "%s: the adjustment call, then the order without the item once the platform confirms",
    async (platform, method, path, body, status) => {
      const api = staffApi(app);
      const { externalId, order } = await placeTwoLineOrder(platform);
      const [first, ...rest] = order.items;
      const lineId = first?.lineId ?? "";
      expect(lineId).not.toBe("");

      const early = await api.post(`/api/orders/${order.id}/items/unavailable`, { lineId });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe("Accept the order first, then mark an item out of stock");

      expect(
        (await api.post(`/api/orders/${order.id}/accept`, { prepMinutes: 15 })).statusCode,
      ).toBe(200);
      await untilCallState(app, platform, externalId, "done", "accept");
      const unknown = await api.post(`/api/orders/${order.id}/items/unavailable`, {
        lineId: "nope",
      });
      expect(unknown.statusCode).toBe(400);

      const marked = await api.post(`/api/orders/${order.id}/items/unavailable`, { lineId });
      expect(marked.statusCode).toBe(200);
      expect(marked.json().platformLink.call).toMatchObject({ action: "adjust", state: "sending" });

      const updated = await eventually(async () => {
        const row = await storedOrder(app, platform, externalId);
        return row.items.length === rest.length ? row : null;
      });
      expect(updated.items.map((item) => item.lineId)).toEqual(rest.map((item) => item.lineId));
      expect(updated.lastUpdate?.changes.join(" ")).toContain(first?.name ?? "");
      expect(updated.computedTotalMinor).toBeLessThan(order.computedTotalMinor);
      await untilCallState(app, platform, externalId, "done", "adjust");

      const calls = await twinCallsOf(app.database.db, platform, externalId);
      const adjustment = calls.find((call) => call.path === path(externalId));
      expect(adjustment).toMatchObject({ method, status, body: body(lineId) });
    },
  );
});
