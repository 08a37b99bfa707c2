import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_RULES } from "../../../domain/platform-actions";
import { findTwinOrder } from "../../sandbox/twins/twin-orders.repository";
import { UBER_CANCEL_REASONS, UBER_DENY_CODES } from "../../sandbox/twins/ubereats-twin";
import { TEST_ENGINE } from "../../test/test-database";
import { callWithBearer } from "../../test/twin-calls";
import {
  cardLine,
  eventually,
  forgetTwinOrder,
  placeTwinOrder,
  sendThroughClient,
  setTwinOrder,
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
 * Uber Eats' calls, end to end through the outbox and the Uber Eats twin: every call the
 * twin receives has Uber's path, method and body (a call answered 2xx also passed the
 * twin's check of the app's OAuth token), and the client reads each documented answer:
 * 204/200, 409 `resource_status_conflict` for a repeat, 404 for an unknown or finished
 * order, 503 during an outage, and the 11.5-minute accept deadline.
 */
describe(`Uber Eats calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let staff: ReturnType<typeof staffApi>;
  beforeAll(async () => {
    app = await startTwinApp();
    staff = staffApi(app);
  });
  afterAll(() => app.close());

  const stored = (externalId: string) => storedOrder(app, "ubereats", externalId);
  const base = "/sandbox/ubereats";

  /** Uber's sandbox decides pickup or delivery per order: place until the kind wanted comes. */
  async function placeUberOrder(kind: "delivery" | "pickup" | "any" = "any") {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const externalId = await placeTwinOrder(app, "ubereats");
      const order = await stored(externalId);
      if (kind === "any" || order.isDelivery === (kind === "delivery"))
        return { externalId, order };
    }
    throw new Error(`no ${kind} order came`);
  }

  it("accepts with the pickup time, marks ready, and reports its own delivery", async () => {
    const { externalId, order } = await placeUberOrder("delivery");
    expect(order.acceptBy).not.toBeNull();
    const accepted = await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 15 });
    expect(accepted.statusCode).toBe(200);
    const done = await untilCallState(app, "ubereats", externalId, "done", "accept");
    expect(cardLine("ubereats", done)).toMatch(/^Accepted on Uber Eats · ready /);
    const twin = await untilTwinState(app, "ubereats", externalId, "accepted");
    expect(twin.prepMinutes).toBeGreaterThanOrEqual(14);
    expect(twin.prepMinutes).toBeLessThanOrEqual(15);

    expect((await staff.put(`/api/orders/${order.id}`, { status: "ready" })).statusCode).toBe(200);
    await untilCallState(app, "ubereats", externalId, "done", "ready");
    await untilTwinState(app, "ubereats", externalId, "ready");
    const completed = await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    expect(completed.statusCode).toBe(200);
    await untilCallState(app, "ubereats", externalId, "done", "complete");
    await untilTwinState(app, "ubereats", externalId, "delivered");

    const calls = await twinCallsOf(app.database.db, "ubereats", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status])).toEqual([
      ["POST", `${base}/v1/eats/orders/${externalId}/accept_pos_order`, 204],
      ["POST", `${base}/v1/delivery/order/${externalId}/ready`, 204],
      ["POST", `${base}/v1/eats/orders/${externalId}/restaurantdelivery/status`, 204],
    ]);
    expect(calls[0]?.body).toEqual({
      reason: "Accepted by the restaurant",
      external_reference_id: order.id,
      pickup_time: Math.floor((done.readyAt?.getTime() ?? 0) / 1000),
    });
    expect(calls[0]?.answer).toBeNull();
    expect(calls[2]?.body).toEqual({ status: "delivered" });
  });

  it("tells Uber nothing when a pickup order is handed over: its courier-less flow ends at ready", async () => {
    const { externalId, order } = await placeUberOrder("pickup");
    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 10 });
    await untilCallState(app, "ubereats", externalId, "done", "accept");
    await staff.put(`/api/orders/${order.id}`, { status: "ready" });
    await untilCallState(app, "ubereats", externalId, "done", "ready");
    const completed = await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().platformLink.call).toMatchObject({ action: "ready", state: "done" });
    const calls = await twinCallsOf(app.database.db, "ubereats", externalId);
    expect(calls.map((call) => call.operation)).toEqual(["accept_pos_order", "ready"]);
  });

  it("denies with Uber's reason code and the staff's words", async () => {
    const { externalId, order } = await placeUberOrder();
    const rejected = await staff.post(`/api/orders/${order.id}/reject`, {
      reason: "STORE_CLOSED",
      note: "Power cut",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: "cancelled",
      statusNote: "Rejected: Store closed",
    });
    const done = await untilCallState(app, "ubereats", externalId, "done", "deny");
    expect(cardLine("ubereats", done)).toBe("Rejected on Uber Eats");
    const twin = await untilTwinState(app, "ubereats", externalId, "denied");
    expect(twin.reason).toBe("STORE_CLOSED: Power cut");
    const calls = await twinCallsOf(app.database.db, "ubereats", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status])).toEqual([
      ["POST", `${base}/v1/eats/orders/${externalId}/deny_pos_order`, 204],
    ]);
    expect(calls[0]?.body).toEqual({ reason: { code: "STORE_CLOSED", explanation: "Power cut" } });
  });

  it("cancels an accepted order (200 {}); a repeat's 404 is done once Uber shows it cancelled", async () => {
    const { externalId, order } = await placeUberOrder();
    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 20 });
    await untilCallState(app, "ubereats", externalId, "done", "accept");
    const cancelled = await staff.post(`/api/orders/${order.id}/cancel`, {
      reason: "KITCHEN_CLOSED",
      note: "Gas leak",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      statusNote: "Cancelled by the restaurant: Kitchen closed",
    });
    const done = await untilCallState(app, "ubereats", externalId, "done", "cancel");
    expect(cardLine("ubereats", done)).toBe("Cancelled on Uber Eats");
    const twin = await untilTwinState(app, "ubereats", externalId, "cancelled");
    expect(twin).toMatchObject({ cancelledBy: "restaurant", reason: "KITCHEN_CLOSED: Gas leak" });

    // Sent again (a lost answer, a lease run out): Uber answers any terminal order 404.
    const repeat = await sendThroughClient(app, "ubereats", order, "cancel", {
      reason: "KITCHEN_CLOSED",
    });
    expect(repeat).toMatchObject({ kind: "done", status: 404 });

    const calls = await twinCallsOf(app.database.db, "ubereats", externalId);
    expect(calls.map((call) => [call.operation, call.status, call.answer])).toEqual([
      ["accept_pos_order", 204, null],
      ["cancel", 200, {}],
      ["cancel", 404, { code: "not_found", message: "The order is no longer active." }],
    ]);
    expect(calls[1]?.method).toBe("POST");
    expect(calls[1]?.path).toBe(`${base}/v1/eats/orders/${externalId}/cancel`);
    expect(calls[1]?.body).toEqual({ reason: "KITCHEN_CLOSED", details: "Gas leak" });
  });

  it("denies only with the reason codes Uber documents for deny_pos_order", async () => {
    const codes: readonly string[] = UBER_DENY_CODES;
    for (const { code } of PLATFORM_RULES.ubereats.denyReasons) expect(codes).toContain(code);
    const { order } = await placeUberOrder();
    const newerApiType = await sendThroughClient(app, "ubereats", order, "deny", {
      reason: "KITCHEN_CLOSED",
    });
    expect(newerApiType).toMatchObject({ kind: "refused", status: 400 });
  });

  it("cancels only with the reasons Uber documents for Cancel Order", async () => {
    const codes: readonly string[] = UBER_CANCEL_REASONS;
    for (const { code } of PLATFORM_RULES.ubereats.cancelReasons) expect(codes).toContain(code);
    const { order } = await placeUberOrder();
    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 20 });
    const unknown = await sendThroughClient(app, "ubereats", order, "cancel", {
      reason: "STORE_CLOSED",
    });
    expect(unknown).toMatchObject({ kind: "refused", status: 400 });
  });

  it("refuses an item out of stock sent as `item` rather than under `root_item`", async () => {
    const { externalId } = await placeUberOrder();
    const { response, body } = await callWithBearer(app, "ubereats", {
      method: "POST",
      path: `/sandbox/ubereats/v1/delivery/order/${externalId}/resolve-fulfillment-issues`,
      body: {
        fulfillment_issues: [
          { issue_type: "OUT_OF_ITEM", action_type: "REMOVE_ITEM", item: { cart_item_id: "c-1" } },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(body.message).toContain("root_item.cart_item_id");
  });

  it("counts a second answer (409) as done when Uber holds that answer, refused when the other", async () => {
    const { externalId, order } = await placeUberOrder();
    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 20 });
    await untilCallState(app, "ubereats", externalId, "done", "accept");

    const again = await sendThroughClient(app, "ubereats", order, "accept", { prepMinutes: 20 });
    expect(again).toMatchObject({ kind: "done", status: 409 });
    const deny = await sendThroughClient(app, "ubereats", order, "deny", { reason: "OTHER" });
    expect(deny).toEqual({
      kind: "refused",
      status: 409,
      message: "The order is already in that state: the order is accepted on Uber Eats",
    });
    const calls = await twinCallsOf(app.database.db, "ubereats", externalId);
    expect(calls.map((call) => [call.operation, call.status])).toEqual([
      ["accept_pos_order", 204],
      ["accept_pos_order", 409],
      ["deny_pos_order", 409],
    ]);
    expect(calls[1]?.answer).toEqual({
      code: "resource_status_conflict",
      message: "The order is already in that state.",
    });
  });

  it("shows the order accepted when Uber already had it accepted (409 through the outbox)", async () => {
    const { externalId, order } = await placeUberOrder();
    // Accepted on Uber's own tablet before OrderDock answered.
    await setTwinOrder(app, "ubereats", externalId, { state: "accepted" });
    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 20 });
    const done = await untilCallState(app, "ubereats", externalId, "done", "accept");
    expect(cardLine("ubereats", done)).toMatch(/^Accepted on Uber Eats/);
    expect(done.status).not.toBe("cancelled");
    const calls = await twinCallsOf(app.database.db, "ubereats", externalId);
    expect(calls.map((call) => call.status)).toEqual([409]);
  });

  it("shows Uber's 404 for a finished order as a refusal, and sends again on Retry", async () => {
    const { externalId, order } = await placeUberOrder();
    // The customer cancelled on Uber, and its webhook has not arrived yet.
    await setTwinOrder(app, "ubereats", externalId, {
      state: "cancelled",
      cancelledBy: "customer",
    });
    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 20 });
    const failed = await untilCallState(app, "ubereats", externalId, "failed", "accept");
    expect(failed.platformCall?.message).toBe("The order is no longer active.");
    expect(cardLine("ubereats", failed)).toBe("Uber Eats refused: The order is no longer active.");
    expect(failed.status).toBe("new");

    // The order was live after all: Retry sends the same accept again.
    await setTwinOrder(app, "ubereats", externalId, { state: "placed", cancelledBy: null });
    const retried = await staff.post(`/api/orders/${order.id}/platform-call/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().platformLink.call).toMatchObject({ action: "accept", state: "sending" });
    await untilCallState(app, "ubereats", externalId, "done", "accept");
    await untilTwinState(app, "ubereats", externalId, "accepted");
    const calls = await twinCallsOf(app.database.db, "ubereats", externalId);
    expect(calls.map((call) => [call.operation, call.status])).toEqual([
      ["accept_pos_order", 404],
      ["accept_pos_order", 204],
    ]);
  });

  it("shows Uber's 404 for an order it does not know", async () => {
    const { externalId, order } = await placeUberOrder();
    await forgetTwinOrder(app, "ubereats", externalId);
    await staff.post(`/api/orders/${order.id}/accept`, {});
    const failed = await untilCallState(app, "ubereats", externalId, "failed", "accept");
    expect(failed.platformCall?.message).toBe("Order not found.");
    expect(cardLine("ubereats", failed)).toBe("Uber Eats refused: Order not found.");
    const [call] = await twinCallsNaming(app.database.db, "ubereats", externalId);
    expect(call).toMatchObject({
      status: 404,
      answer: { code: "not_found", message: "Order not found." },
    });
  });

  it("tries again through an outage: the 503s, then the call once", async () => {
    const { externalId, order } = await placeUberOrder();
    expect(await twinConsole(app, "ubereats", "outage", { seconds: "600", status: "503" })).toBe(
      "Every call fails with 503 for 600 seconds",
    );
    try {
      await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 20 });
      // The outbox recorded Uber's 503 and waits to try again; the card says "Sending…".
      const waiting = await eventually(async () => {
        const row = await stored(externalId);
        return row.platformCall?.message === "Service temporarily unavailable" ? row : null;
      });
      expect(waiting.platformCall?.state).toBe("sending");
      expect(cardLine("ubereats", waiting)).toBe("Sending…");
    } finally {
      await twinConsole(app, "ubereats", "outage", { seconds: "0" });
    }
    await untilCallState(app, "ubereats", externalId, "done", "accept");
    await untilTwinState(app, "ubereats", externalId, "accepted");
    const calls = await twinCallsNaming(app.database.db, "ubereats", externalId);
    const statuses = calls.map((call) => call.status);
    expect(statuses.at(-1)).toBe(204);
    expect(statuses.slice(0, -1).length).toBeGreaterThanOrEqual(1);
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
    expect(calls.every((call) => call.operation === "accept_pos_order")).toBe(true);
    expect(calls[0]?.answer).toEqual({ message: "Service temporarily unavailable" });
  });

  it("refuses a call without the app's OAuth token with Uber's 401", async () => {
    const { externalId } = await placeUberOrder();
    const url = `${base}/v1/eats/orders/${externalId}/accept_pos_order`;
    for (const authorization of ["Bearer not-a-token", undefined]) {
      const response = await app.app.inject({
        method: "POST",
        url,
        headers: authorization ? { authorization } : {},
        payload: { reason: "Accepted" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: "unauthorized",
        message: "Invalid OAuth 2.0 credentials provided.",
      });
    }
    expect((await findTwinOrder(app.database.db, "ubereats", externalId))?.state).toBe("placed");
    const calls = await twinCallsNaming(app.database.db, "ubereats", externalId);
    expect(calls.map((call) => call.status)).toEqual([401, 401]);
  });

  it("passes the customer's edit and cancellation on to OrderDock", async () => {
    const { externalId, order } = await placeUberOrder();
    expect(await twinConsole(app, "ubereats", `orders/${externalId}/edit`)).toMatch(
      /edited by the customer$/,
    );
    const edited = await eventually(async () => {
      const row = await stored(externalId);
      return row.kitchenNote?.includes("Customer edit") ? row : null;
    });
    expect(edited.status).toBe(order.status);

    expect(await twinConsole(app, "ubereats", `orders/${externalId}/cancel`)).toMatch(
      /cancelled by the customer$/,
    );
    const cancelled = await eventually(async () => {
      const row = await stored(externalId);
      return row.status === "cancelled" ? row : null;
    });
    expect(cancelled.statusNote).toBe("Cancelled on Uber Eats");
    expect(await findTwinOrder(app.database.db, "ubereats", externalId)).toMatchObject({
      state: "cancelled",
      cancelledBy: "customer",
    });
    // The customer's changes are webhooks: the restaurant made no call.
    expect(await twinCallsOf(app.database.db, "ubereats", externalId)).toEqual([]);
  });

  // Last: moving Uber's clock on lets every unanswered Uber order of this app time out.
  it("cancels an order left unanswered for 11.5 minutes of Uber's clock", async () => {
    const { externalId, order } = await placeUberOrder();
    await twinConsole(app, "ubereats", "clock", { minutes: "11" });
    expect((await findTwinOrder(app.database.db, "ubereats", externalId))?.state).toBe("placed");
    expect((await stored(externalId)).status).toBe("new");

    await twinConsole(app, "ubereats", "clock", { minutes: "1" });
    const cancelled = await eventually(async () => {
      const row = await stored(externalId);
      return row.status === "cancelled" ? row : null;
    });
    expect(cancelled.statusNote).toBe("Not accepted in time");
    expect(await findTwinOrder(app.database.db, "ubereats", externalId)).toMatchObject({
      state: "cancelled",
      cancelledBy: "platform",
      reason: "Not accepted in time",
    });
    const late = await staff.post(`/api/orders/${order.id}/accept`, {});
    expect(late.statusCode).toBe(409);
    expect(await twinCallsOf(app.database.db, "ubereats", externalId)).toEqual([]);
  });
});
