import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wooTwinKeys } from "../../lib/sandbox-credentials";
import { findTwinOrder } from "../../sandbox/twins/twin-orders.repository";
import { TEST_ENGINE } from "../../test/test-database";
import {
  cardLine,
  eventually,
  forgetTwinOrder,
  passUndoWindow,
  placeTwinOrder,
  sendThroughClient,
  staffApi,
  startTwinApp,
  storedOrder,
  type TwinTestApp,
  twinCallsNaming,
  twinCallsOf,
  twinConsole,
  untilCallState,
  untilTwinState,
} from "../../test/twin-helpers";

/**
 * WooCommerce's calls, end to end through the outbox and the WooCommerce twin: each is
 * `PUT /wp-json/wc/v3/orders/{id}` with a status, over Basic auth with the store's consumer
 * key and secret (a call answered 200 also passed the twin's check of them), and the client
 * reads each answer: 200 with the order (setting a status again is harmless), 404
 * `woocommerce_rest_shop_order_invalid_id`, 503 during an outage, 401 for bad keys. Core
 * WooCommerce has no accept and no "ready".
 */
describe(`WooCommerce calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let staff: ReturnType<typeof staffApi>;
  beforeAll(async () => {
    app = await startTwinApp();
    staff = staffApi(app);
  });
  afterAll(() => app.close());

  const stored = (externalId: string) => storedOrder(app, "woocommerce", externalId);
  const orderPath = (externalId: string) =>
    `/sandbox/woocommerce/sites/${app.owner.restaurantId}/wp-json/wc/v3/orders/${externalId}`;
  /** Every call to this order's URL, refused ones too (the ids are short numbers). */
  const callsTo = async (externalId: string) =>
    (await twinCallsNaming(app.database.db, "woocommerce", externalId)).filter(
      (call) => call.path === orderPath(externalId),
    );

  it("tells the store nothing until the order is handed over, then completes it", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    expect(order.acceptBy).toBeNull();
    expect((await staff.post(`/api/orders/${order.id}/accept`, {})).statusCode).toBe(409);
    await staff.put(`/api/orders/${order.id}`, { status: "preparing" });
    const ready = await staff.put(`/api/orders/${order.id}`, { status: "ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().platformLink).toBeUndefined();

    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    const done = await untilCallState(app, "woocommerce", externalId, "done", "complete");
    expect(cardLine("woocommerce", done)).toBe("Completed on WooCommerce");
    await untilTwinState(app, "woocommerce", externalId, "completed");

    const calls = await twinCallsOf(app.database.db, "woocommerce", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status, call.body])).toEqual([
      ["PUT", orderPath(externalId), 200, { status: "completed" }],
    ]);
    expect(calls[0]?.answer).toMatchObject({ id: Number(externalId), status: "completed" });
  });

  it("cancels with status cancelled", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    const cancelled = await staff.post(`/api/orders/${order.id}/cancel`, {
      reason: "OUT_OF_STOCK",
    });
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      statusNote: "Cancelled by the restaurant: Items out of stock",
    });
    const done = await untilCallState(app, "woocommerce", externalId, "done", "cancel");
    expect(cardLine("woocommerce", done)).toBe("Cancelled on WooCommerce");
    expect(await untilTwinState(app, "woocommerce", externalId, "cancelled")).toMatchObject({
      cancelledBy: "restaurant",
    });
    const calls = await twinCallsOf(app.database.db, "woocommerce", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status, call.body])).toEqual([
      ["PUT", orderPath(externalId), 200, { status: "cancelled" }],
    ]);
    expect(calls[0]?.answer).toMatchObject({ id: Number(externalId), status: "cancelled" });
  });

  it("takes a repeated status as done: WooCommerce sets it again", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    await untilCallState(app, "woocommerce", externalId, "done", "complete");
    const again = await sendThroughClient(app, "woocommerce", order, "complete");
    expect(again).toMatchObject({ kind: "done", status: 200 });
    const calls = await twinCallsOf(app.database.db, "woocommerce", externalId);
    expect(calls.map((call) => call.status)).toEqual([200, 200]);
  });

  it("shows WooCommerce's 404 for an order the store does not have", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    await forgetTwinOrder(app, "woocommerce", externalId);
    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    const failed = await untilCallState(app, "woocommerce", externalId, "failed", "complete");
    expect(failed.platformCall?.message).toBe("Invalid ID.");
    expect(cardLine("woocommerce", failed)).toBe("WooCommerce refused: Invalid ID.");
    const [call] = await callsTo(externalId);
    expect(call).toMatchObject({
      status: 404,
      answer: {
        code: "woocommerce_rest_shop_order_invalid_id",
        message: "Invalid ID.",
        data: { status: 404 },
      },
    });
  });

  it("tries again through an outage: the 503s, then the call once", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    await twinConsole(app, "woocommerce", "outage", { seconds: "600", status: "503" });
    try {
      await staff.put(`/api/orders/${order.id}`, { status: "completed" });
      passUndoWindow(app);
      const waiting = await eventually(async () => {
        const row = await stored(externalId);
        return row.platformCall?.message === "Service temporarily unavailable" ? row : null;
      });
      expect(waiting.platformCall?.state).toBe("sending");
    } finally {
      await twinConsole(app, "woocommerce", "outage", { seconds: "0" });
    }
    await untilCallState(app, "woocommerce", externalId, "done", "complete");
    await untilTwinState(app, "woocommerce", externalId, "completed");
    const statuses = (await callsTo(externalId)).map((call) => call.status);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
  });

  it("refuses a call without the store's keys with WooCommerce's 401", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const keys = wooTwinKeys(app.config.sessionSecret, app.owner.restaurantId);
    const basic = (key: string, secret: string) =>
      `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`;
    const cannotEdit = {
      code: "woocommerce_rest_cannot_edit",
      message: "Sorry, you are not allowed to edit this resource.",
      data: { status: 401 },
    };
    const cases: Array<[string | undefined, unknown]> = [
      [
        basic(keys.consumerKey, "cs_wrong"),
        {
          code: "woocommerce_rest_authentication_error",
          message: "Consumer secret is invalid.",
          data: { status: 401 },
        },
      ],
      // An unknown key leaves the request anonymous, and the orders endpoint refuses it.
      [basic("ck_unknown", keys.consumerSecret), cannotEdit],
      [undefined, cannotEdit],
    ];
    for (const [authorization, answer] of cases) {
      const response = await app.app.inject({
        method: "PUT",
        url: orderPath(externalId),
        headers: authorization ? { authorization } : {},
        payload: { status: "completed" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(answer);
    }
    expect((await findTwinOrder(app.database.db, "woocommerce", externalId))?.state).toBe(
      "accepted",
    );
    const calls = await callsTo(externalId);
    expect(calls.map((call) => call.status)).toEqual([401, 401, 401]);
  });

  it("passes the customer's edit and cancellation on to OrderDock", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    expect(await twinConsole(app, "woocommerce", `orders/${externalId}/edit`)).toMatch(
      /edited by the customer$/,
    );
    await eventually(async () => (await stored(externalId)).kitchenNote?.includes("Customer edit"));
    // A minute later on the store's clock: each save gives the order a new date_modified.
    await twinConsole(app, "woocommerce", "clock", { minutes: "1" });
    expect(await twinConsole(app, "woocommerce", `orders/${externalId}/cancel`)).toMatch(
      /cancelled by the customer$/,
    );
    await eventually(async () => (await stored(externalId)).status === "cancelled");
    expect(await findTwinOrder(app.database.db, "woocommerce", externalId)).toMatchObject({
      state: "cancelled",
      cancelledBy: "customer",
    });
    expect(await twinCallsOf(app.database.db, "woocommerce", externalId)).toEqual([]);
  });
});
