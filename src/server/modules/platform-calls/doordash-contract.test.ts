import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants } from "../../db/schema/restaurants";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { findTwinOrder } from "../../sandbox/twins/twin-orders.repository";
import { TEST_ENGINE } from "../../test/test-database";
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
import { doorDashJwt, doorDashKeys } from "./clients/doordash.client";

/**
 * DoorDash's calls, end to end through the outbox and the DoorDash twin: every call the
 * twin receives has DoorDash's path, method and body (a call answered 2xx also passed the
 * twin's check of the JWT), and the client reads each of its answers: 202, 400 for a repeat
 * or an expired order, 404 for an unknown one, 503 during an outage, 401 for a bad JWT.
 */
describe(`DoorDash calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let staff: ReturnType<typeof staffApi>;
  beforeAll(async () => {
    app = await startTwinApp();
    staff = staffApi(app);
  });
  afterAll(() => app.close());

  const post = (url: string, payload?: unknown) =>
    app.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      cookies: { [SESSION_COOKIE]: app.owner.token },
    });
  const stored = (externalId: string) => storedOrder(app, "doordash", externalId);
  const base = "/sandbox/doordash/api/v1/orders";

  async function placeAndConfirm(prepMinutes = 20) {
    const externalId = await placeTwinOrder(app, "doordash");
    const order = await stored(externalId);
    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes });
    await untilCallState(app, "doordash", externalId, "done", "accept");
    return { externalId, order };
  }

  it("accepts with the chosen prep time, then marks the order ready", async () => {
    const externalId = await placeTwinOrder(app, "doordash");
    const order = await stored(externalId);
    expect(order?.acceptBy).not.toBeNull();
    const accepted = await post(`/api/orders/${order?.id}/accept`, { prepMinutes: 20 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().platformLink.call).toMatchObject({ action: "accept", state: "sending" });
    // The answer is the whole order, as the list gives it (its platform line aside: the
    // call may have been made since).
    const listed = (
      await app.app.inject({
        method: "GET",
        url: "/api/orders",
        cookies: { [SESSION_COOKIE]: app.owner.token },
      })
    )
      .json()
      .find((candidate: { id: string }) => candidate.id === order?.id);
    const withoutLine = ({ platformLink, ...rest }: { platformLink: { prepMinutes: number } }) => ({
      ...rest,
      prepMinutes: platformLink.prepMinutes,
    });
    expect(withoutLine(accepted.json())).toEqual(withoutLine(listed));

    const twin = await eventually(async () => {
      const row = await findTwinOrder(app.database.db, "doordash", externalId);
      return row?.state === "accepted" ? row : null;
    });
    expect(twin.prepMinutes).toBeGreaterThanOrEqual(19);
    expect(twin.prepMinutes).toBeLessThanOrEqual(20);
    const done = await eventually(async () => {
      const row = await stored(externalId);
      return row?.platformCall?.state === "done" ? row : null;
    });
    expect(done.readyAt).not.toBeNull();
    expect(cardLine("doordash", done)).toMatch(/^Accepted on DoorDash · ready /);

    const ready = await app.app.inject({
      method: "PUT",
      url: `/api/orders/${order?.id}`,
      payload: { status: "ready" },
      cookies: { [SESSION_COOKIE]: app.owner.token },
    });
    expect(ready.statusCode).toBe(200);
    await untilTwinState(app, "doordash", externalId, "ready");
    await untilCallState(app, "doordash", externalId, "done", "ready");

    const calls = await twinCallsOf(app.database.db, "doordash", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status])).toEqual([
      ["PATCH", `${base}/${externalId}`, 202],
      ["PATCH", `${base}/${externalId}/events/order_ready_for_pickup`, 202],
    ]);
    expect(calls[0]?.body).toEqual({
      merchant_supplied_id: order?.id,
      order_status: "success",
      prep_time: done.readyAt?.toISOString(),
    });
    expect(done.readyAt?.getTime() ?? 0).toBeGreaterThan(Date.now());
    expect(calls[1]?.body).toEqual({ merchant_supplied_id: order?.id });
  });

  it("rejects with DoorDash's reason and shows it on the twin", async () => {
    const externalId = await placeTwinOrder(app, "doordash");
    const order = await stored(externalId);
    const rejected = await post(`/api/orders/${order?.id}/reject`, {
      reason: "STORE_CLOSED",
      note: "Power cut",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: "cancelled",
      statusNote: "Rejected: Store closed",
    });
    const twin = await untilTwinState(app, "doordash", externalId, "denied");
    expect(twin.reason).toBe("Store closed");
    const [call] = await twinCallsOf(app.database.db, "doordash", externalId);
    expect(call).toMatchObject({ method: "PATCH", path: `${base}/${externalId}`, status: 202 });
    expect(call?.body).toEqual({
      merchant_supplied_id: order?.id,
      order_status: "fail",
      failure_reason: "Store closed",
      errors: [{ code: "STORE_CLOSED", merchant_supplied_id: order?.id, message: "Power cut" }],
    });
  });

  it("cancels a confirmed order with DoorDash's cancel_reason", async () => {
    const { externalId, order } = await placeAndConfirm();
    const cancelled = await staff.post(`/api/orders/${order.id}/cancel`, {
      reason: "KITCHEN_BUSY",
      note: "Fryer broke",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      statusNote: "Cancelled by the restaurant: Kitchen too busy",
    });
    const done = await untilCallState(app, "doordash", externalId, "done", "cancel");
    expect(cardLine("doordash", done)).toBe("Cancelled on DoorDash");
    expect(await untilTwinState(app, "doordash", externalId, "cancelled")).toMatchObject({
      cancelledBy: "restaurant",
      reason: "KITCHEN_BUSY: Fryer broke",
    });
    const calls = await twinCallsOf(app.database.db, "doordash", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status])).toEqual([
      ["PATCH", `${base}/${externalId}`, 202],
      ["PATCH", `${base}/${externalId}/cancellation`, 202],
    ]);
    expect(calls[1]?.body).toEqual({
      cancel_reason: "KITCHEN_BUSY",
      cancel_details: "Fryer broke",
    });
  });

  it("hears a repeated confirmation answered 400, DoorDash's word for a duplicate (it has no 409)", async () => {
    const { externalId, order } = await placeAndConfirm();
    const again = await sendThroughClient(app, "doordash", order, "accept", { prepMinutes: 20 });
    expect(again).toEqual({
      kind: "refused",
      status: 400,
      message: "Order has already been processed or order has expired",
    });
    expect((await findTwinOrder(app.database.db, "doordash", externalId))?.state).toBe("accepted");
    const calls = await twinCallsOf(app.database.db, "doordash", externalId);
    expect(calls.map((call) => call.status)).toEqual([202, 400]);
  });

  it("shows DoorDash's refusal and sends again on Retry", async () => {
    const { externalId, order } = await placeAndConfirm();
    // The customer cancelled on DoorDash; its webhook has not reached OrderDock yet.
    await setTwinOrder(app, "doordash", externalId, {
      state: "cancelled",
      cancelledBy: "customer",
    });
    await staff.post(`/api/orders/${order.id}/cancel`, { reason: "STORE_CLOSED" });
    const failed = await untilCallState(app, "doordash", externalId, "failed", "cancel");
    expect(failed.platformCall?.message).toBe(
      "Order is not confirmed or has already been cancelled",
    );
    expect(cardLine("doordash", failed)).toBe(
      "DoorDash refused: Order is not confirmed or has already been cancelled",
    );

    // It was still live after all: Retry sends the same cancellation again.
    await setTwinOrder(app, "doordash", externalId, { state: "accepted", cancelledBy: null });
    const retried = await post(`/api/orders/${order.id}/platform-call/retry`);
    expect(retried.statusCode).toBe(200);
    await untilCallState(app, "doordash", externalId, "done", "cancel");
    await untilTwinState(app, "doordash", externalId, "cancelled");
    const calls = await twinCallsOf(app.database.db, "doordash", externalId);
    expect(calls.map((call) => [call.operation, call.status])).toEqual([
      ["confirm_order", 202],
      ["cancellation", 400],
      ["cancellation", 202],
    ]);
  });

  it("shows DoorDash's 404 for an order it does not know", async () => {
    const externalId = await placeTwinOrder(app, "doordash");
    const order = await stored(externalId);
    await forgetTwinOrder(app, "doordash", externalId);
    await staff.post(`/api/orders/${order.id}/accept`, {});
    const failed = await untilCallState(app, "doordash", externalId, "failed", "accept");
    expect(failed.platformCall?.message).toBe("Order not found");
    expect(cardLine("doordash", failed)).toBe("DoorDash refused: Order not found");
    expect(failed.status).toBe("new");
    const calls = await twinCallsNaming(app.database.db, "doordash", externalId);
    expect(calls.map((call) => [call.status, call.answer])).toEqual([
      [404, { message: "Order not found" }],
    ]);
  });

  it("tries again through an outage: the 503s, then the call once", async () => {
    const externalId = await placeTwinOrder(app, "doordash");
    const order = await stored(externalId);
    await twinConsole(app, "doordash", "outage", { seconds: "600", status: "503" });
    try {
      await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 15 });
      // The outbox recorded DoorDash's 503 and waits to try again; the card says "Sending…".
      const waiting = await eventually(async () => {
        const row = await stored(externalId);
        return row.platformCall?.message === "Service temporarily unavailable" ? row : null;
      });
      expect(waiting.platformCall?.state).toBe("sending");
      expect(cardLine("doordash", waiting)).toBe("Sending…");
    } finally {
      await twinConsole(app, "doordash", "outage", { seconds: "0" });
    }
    await untilCallState(app, "doordash", externalId, "done", "accept");
    await untilTwinState(app, "doordash", externalId, "accepted");
    const statuses = (await twinCallsNaming(app.database.db, "doordash", externalId)).map(
      (call) => call.status,
    );
    expect(statuses.at(-1)).toBe(202);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
  });

  it("refuses a call without a valid DoorDash JWT, or without the headers beside it, with 401", async () => {
    const externalId = await placeTwinOrder(app, "doordash");
    const order = await stored(externalId);
    const keys = doorDashKeys(app.config, app.origin);
    const issuedAt = Math.floor(Date.now() / 1000);
    const withoutDdVer = await new SignJWT({
      aud: "doordash",
      iss: keys.developerId,
      kid: keys.keyId,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 300)
      .sign(Buffer.from(keys.signingSecret, "base64url"));
    const documented = { "auth-version": "v2", "user-agent": "orderdock/1.0" };
    const valid = `Bearer ${await doorDashJwt(keys)}`;
    const cases: Array<[Record<string, string>, string]> = [
      [documented, "Authentication required"],
      [
        {
          ...documented,
          authorization: `Bearer ${await doorDashJwt({ ...keys, signingSecret: "c29tZS1vdGhlci1zZWNyZXQ" })}`,
        },
        "Invalid or expired JWT",
      ],
      [
        {
          ...documented,
          authorization: `Bearer ${await doorDashJwt(keys, new Date(Date.now() - 3_600_000))}`,
        },
        "Invalid or expired JWT",
      ],
      [
        { ...documented, authorization: `Bearer ${withoutDdVer}` },
        "The JWT header must say dd-ver DD-JWT-V1",
      ],
      [
        {
          ...documented,
          authorization: `Bearer ${await doorDashJwt({ ...keys, keyId: "other-key" })}`,
        },
        "Unknown key id",
      ],
      // DoorDash's Marketplace JWT page asks for both headers beside the JWT.
      [
        { "user-agent": "orderdock/1.0", authorization: valid },
        "The auth-version header must be v2",
      ],
      [
        { "auth-version": "v1", "user-agent": "orderdock/1.0", authorization: valid },
        "The auth-version header must be v2",
      ],
      [
        { "auth-version": "v2", "user-agent": "node", authorization: valid },
        "The User-Agent header must name the provider as <provider_type>/1.0",
      ],
    ];
    for (const [headers, message] of cases) {
      const response = await app.app.inject({
        method: "PATCH",
        url: `${base}/${externalId}`,
        headers,
        payload: { merchant_supplied_id: order.id, order_status: "success" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message });
    }
    expect((await findTwinOrder(app.database.db, "doordash", externalId))?.state).toBe("placed");
    const calls = await twinCallsNaming(app.database.db, "doordash", externalId);
    expect(calls.map((call) => call.status)).toEqual(cases.map(() => 401));
  });

  it("passes the customer's edit and the cancellation of a confirmed order on to OrderDock", async () => {
    const { externalId } = await placeAndConfirm();
    expect(await twinConsole(app, "doordash", `orders/${externalId}/edit`)).toMatch(
      /edited by the customer$/,
    );
    await eventually(async () => (await stored(externalId)).kitchenNote?.includes("Customer edit"));
    expect(await twinConsole(app, "doordash", `orders/${externalId}/cancel`)).toMatch(
      /cancelled by the customer$/,
    );
    const cancelled = await eventually(async () => {
      const row = await stored(externalId);
      return row.status === "cancelled" ? row : null;
    });
    expect(cancelled.statusNote).toBe("Cancelled on DoorDash");
    expect(await findTwinOrder(app.database.db, "doordash", externalId)).toMatchObject({
      state: "cancelled",
      cancelledBy: "customer",
    });
    const calls = await twinCallsOf(app.database.db, "doordash", externalId);
    expect(calls.map((call) => call.operation)).toEqual(["confirm_order"]);
  });

  it("confirms at once with the default prep time when Settings auto-accept DoorDash", async () => {
    const db = app.database.db;
    const [restaurant] = await db
      .select({ prepMinutes: restaurants.prepMinutes })
      .from(restaurants)
      .where(eq(restaurants.id, app.owner.restaurantId));
    const prepMinutes = restaurant?.prepMinutes ?? 0;
    await db
      .update(restaurants)
      .set({ autoAcceptPlatforms: ["doordash"] })
      .where(eq(restaurants.id, app.owner.restaurantId));
    try {
      const externalId = await placeTwinOrder(app, "doordash");
      const twin = await untilTwinState(app, "doordash", externalId, "accepted");
      expect(twin.prepMinutes).toBeGreaterThanOrEqual(prepMinutes - 1);
      expect(twin.prepMinutes).toBeLessThanOrEqual(prepMinutes);
      const done = await untilCallState(app, "doordash", externalId, "done", "accept");
      expect(done.acceptedAt).not.toBeNull();
      expect(done.prepMinutes).toBe(prepMinutes);
      const calls = await twinCallsOf(db, "doordash", externalId);
      expect(calls.map((call) => [call.operation, call.status])).toEqual([["confirm_order", 202]]);
      expect(calls[0]?.body).toMatchObject({
        merchant_supplied_id: done.id,
        order_status: "success",
      });
    } finally {
      await db
        .update(restaurants)
        .set({ autoAcceptPlatforms: [] })
        .where(eq(restaurants.id, app.owner.restaurantId));
    }
  });

  // Last: moving DoorDash's clock on lets every unanswered DoorDash order of this app expire.
  it("cancels the order 'Not accepted in time' when DoorDash answers a late confirmation 400 expired", async () => {
    const externalId = await placeTwinOrder(app, "doordash");
    const order = await stored(externalId);
    await twinConsole(app, "doordash", "clock", { minutes: "9" });
    // DoorDash sends its cancellation webhook only for confirmed orders: OrderDock hears nothing.
    expect(await findTwinOrder(app.database.db, "doordash", externalId)).toMatchObject({
      state: "cancelled",
      cancelledBy: "platform",
    });
    expect((await stored(externalId)).status).toBe("new");

    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 20 });
    const failed = await untilCallState(app, "doordash", externalId, "failed", "accept");
    expect(failed.platformCall?.message).toBe("Order has expired");
    const cancelled = await eventually(async () => {
      const row = await stored(externalId);
      return row.status === "cancelled" ? row : null;
    });
    expect(cancelled.statusNote).toBe("Not accepted in time");
    const calls = await twinCallsOf(app.database.db, "doordash", externalId);
    expect(calls.map((call) => [call.operation, call.status, call.answer])).toEqual([
      ["confirm_order", 400, { message: "Order has expired" }],
    ]);
  });
});
