import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTwinOrder } from "../../sandbox/twins/twin-orders.repository";
import { TEST_ENGINE } from "../../test/test-database";
import { callGrubhubTwin } from "../../test/twin-calls";
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
import { bodyHash, grubhubKeys, macBaseString, macSignature } from "./clients/grubhub.client";

/**
 * Grubhub's calls, end to end through the outbox and the Grubhub twin: every call the twin
 * receives has Grubhub's path, method and body (a call answered 2xx also passed the twin's
 * check of the partner key and MAC), and the client reads each of its answers: 200 (a
 * repeated status is harmless), the change request's care ticket, 404 for an unknown order,
 * 400 for a finished one, 503 during an outage, 401 for a bad MAC.
 */
describe(`Grubhub calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let staff: ReturnType<typeof staffApi>;
  beforeAll(async () => {
    app = await startTwinApp();
    staff = staffApi(app);
  });
  afterAll(() => app.close());

  const stored = (externalId: string) => storedOrder(app, "grubhub", externalId);
  const orderPath = (externalId: string) =>
    `/sandbox/grubhub/pos/v1/merchant/${app.owner.restaurantId}/orders/${externalId}`;

  async function placeAndConfirm(prepMinutes = 25) {
    const externalId = await placeTwinOrder(app, "grubhub");
    const order = await stored(externalId);
    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes });
    await untilCallState(app, "grubhub", externalId, "done", "accept");
    return { externalId, order };
  }

  it("confirms with the wait time, then marks the order ready and fulfilled", async () => {
    const externalId = await placeTwinOrder(app, "grubhub");
    const order = await stored(externalId);
    expect(order.acceptBy).not.toBeNull();
    await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 25 });
    const done = await untilCallState(app, "grubhub", externalId, "done", "accept");
    expect(cardLine("grubhub", done)).toMatch(/^Accepted on Grubhub · ready /);
    expect((await untilTwinState(app, "grubhub", externalId, "accepted")).prepMinutes).toBe(25);

    await staff.put(`/api/orders/${order.id}`, { status: "ready" });
    await untilCallState(app, "grubhub", externalId, "done", "ready");
    await untilTwinState(app, "grubhub", externalId, "ready");
    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    const completed = await untilCallState(app, "grubhub", externalId, "done", "complete");
    expect(cardLine("grubhub", completed)).toBe("Completed on Grubhub");
    await untilTwinState(app, "grubhub", externalId, "completed");

    const calls = await twinCallsOf(app.database.db, "grubhub", externalId);
    const path = `${orderPath(externalId)}/status`;
    expect(calls.map((call) => [call.method, call.path, call.status, call.body])).toEqual([
      [
        "PUT",
        path,
        200,
        {
          status: "CONFIRMED",
          wait_time_in_minutes: 25,
          reason_code: "SUBMITTED",
          message: "Accepted by the restaurant",
        },
      ],
      [
        "PUT",
        path,
        200,
        { status: "PICKUP_READY", reason_code: "OTHER", message: "Ready for pickup" },
      ],
      ["PUT", path, 200, { status: "FULFILLED", reason_code: "OTHER", message: "Handed over" }],
    ]);
    expect(calls[0]?.answer).toEqual({ uuid: externalId, status: "CONFIRMED" });
  });

  it("rejects with Grubhub's reason code and the message it requires", async () => {
    const externalId = await placeTwinOrder(app, "grubhub");
    const order = await stored(externalId);
    const rejected = await staff.post(`/api/orders/${order.id}/reject`, {
      reason: "RESTAURANT_OFFLINE",
      note: "Tablet broken",
    });
    expect(rejected.json()).toMatchObject({
      status: "cancelled",
      statusNote: "Rejected: Restaurant offline",
    });
    await untilCallState(app, "grubhub", externalId, "done", "deny");
    const twin = await untilTwinState(app, "grubhub", externalId, "denied");
    expect(twin.reason).toBe("RESTAURANT_OFFLINE: Tablet broken");
    const [call] = await twinCallsOf(app.database.db, "grubhub", externalId);
    expect(call).toMatchObject({ method: "PUT", path: `${orderPath(externalId)}/status` });
    expect(call?.body).toEqual({
      status: "REJECTED",
      reason_code: "RESTAURANT_OFFLINE",
      message: "Tablet broken",
    });
  });

  it("cancels through a change request and shows Grubhub's care ticket", async () => {
    const { externalId, order } = await placeAndConfirm();
    const cancelled = await staff.post(`/api/orders/${order.id}/cancel`, {
      reason: "RESTAURANT_TOO_BUSY",
      note: "Rush hour",
    });
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      statusNote: "Cancelled by the restaurant: Kitchen too busy",
    });
    const done = await untilCallState(app, "grubhub", externalId, "done", "cancel");
    const calls = await twinCallsOf(app.database.db, "grubhub", externalId);
    const request = calls[1];
    expect(request).toMatchObject({
      method: "POST",
      path: `${orderPath(externalId)}/changerequests`,
      status: 200,
    });
    expect(request?.body).toEqual({
      change_action: "cancel.action",
      restaurant_agent_name: "OrderDock",
      requestor_email: "orders@orderdock.app",
      requestor_first_name: "Restaurant",
      requestor_last_name: "Staff",
      reason_code: "RESTAURANT_TOO_BUSY",
      reason: "Rush hour",
    });
    const ticket = (request?.answer as { ticket_id?: string } | undefined)?.ticket_id;
    expect(request?.answer).toMatchObject({ status: "PENDING", ticket_id: expect.any(String) });
    expect(done.platformCall?.reference).toBe(ticket);
    expect(cardLine("grubhub", done)).toBe(`Cancelled on Grubhub · ticket ${ticket}`);
    expect(await untilTwinState(app, "grubhub", externalId, "cancelled")).toMatchObject({
      cancelledBy: "restaurant",
    });
  });

  it.each([
    [{ status: "CONFIRMED", wait_time_in_minutes: 20 }, "reason_code is required"],
    [{ status: "CONFIRMED", reason_code: "SUBMITTED" }, "message is required"],
    [{ status: "CONFIRMED", reason_code: "TOO_BUSY", message: "Busy" }, "reason_code is required"],
  ])("refuses with 400 a status update Grubhub's schema refuses: %j", async (sent, words) => {
    const externalId = await placeTwinOrder(app, "grubhub");
    const { response, body } = await callGrubhubTwin(
      app,
      "PUT",
      `${orderPath(externalId)}/status`,
      sent,
    );
    expect(response.status).toBe(400);
    expect(body.message).toContain(words);
  });

  it("takes a repeated status as done: Grubhub's status PUT sets the state", async () => {
    const { externalId, order } = await placeAndConfirm();
    const again = await sendThroughClient(app, "grubhub", order, "accept", { prepMinutes: 25 });
    expect(again).toMatchObject({ kind: "done", status: 200 });
    const calls = await twinCallsOf(app.database.db, "grubhub", externalId);
    expect(calls.map((call) => call.status)).toEqual([200, 200]);
    expect((await findTwinOrder(app.database.db, "grubhub", externalId))?.state).toBe("accepted");
  });

  it("shows Grubhub's 404 for an unknown order and 400 for a finished one", async () => {
    const unknown = await placeTwinOrder(app, "grubhub");
    await forgetTwinOrder(app, "grubhub", unknown);
    await staff.post(`/api/orders/${(await stored(unknown)).id}/accept`, {});
    const missing = await untilCallState(app, "grubhub", unknown, "failed", "accept");
    expect(cardLine("grubhub", missing)).toBe("Grubhub refused: Order not found");
    expect(
      (await twinCallsNaming(app.database.db, "grubhub", unknown)).map((c) => c.status),
    ).toEqual([404]);

    const finished = await placeTwinOrder(app, "grubhub");
    // Grubhub's care team cancelled it; its webhook has not arrived yet.
    await setTwinOrder(app, "grubhub", finished, { state: "cancelled", cancelledBy: "customer" });
    await staff.post(`/api/orders/${(await stored(finished)).id}/accept`, {});
    const over = await untilCallState(app, "grubhub", finished, "failed", "accept");
    expect(over.platformCall?.message).toBe("Order is no longer active");
    expect(cardLine("grubhub", over)).toBe("Grubhub refused: Order is no longer active");
    expect(over.status).toBe("new");
  });

  it("tries again through an outage: the 503s, then the call once", async () => {
    const externalId = await placeTwinOrder(app, "grubhub");
    const order = await stored(externalId);
    await twinConsole(app, "grubhub", "outage", { seconds: "600", status: "503" });
    try {
      await staff.post(`/api/orders/${order.id}/accept`, { prepMinutes: 15 });
      const waiting = await eventually(async () => {
        const row = await stored(externalId);
        return row.platformCall?.message === "Service temporarily unavailable" ? row : null;
      });
      expect(waiting.platformCall?.state).toBe("sending");
    } finally {
      await twinConsole(app, "grubhub", "outage", { seconds: "0" });
    }
    await untilCallState(app, "grubhub", externalId, "done", "accept");
    await untilTwinState(app, "grubhub", externalId, "accepted");
    const statuses = (await twinCallsNaming(app.database.db, "grubhub", externalId)).map(
      (call) => call.status,
    );
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
  });

  it("refuses a call without the partner key or a matching MAC with 401", async () => {
    const externalId = await placeTwinOrder(app, "grubhub");
    const keys = grubhubKeys(app.config, app.origin);
    const path = `${orderPath(externalId)}/status`;
    const body = JSON.stringify({
      status: "CONFIRMED",
      wait_time_in_minutes: 20,
      reason_code: "SUBMITTED",
      message: "Accepted",
    });
    const mac = (options: { secret?: string; signed?: string; id?: string } = {}) => {
      const nonce = `${Math.floor(Date.now() / 1000)}:abc123`;
      const hash = bodyHash(options.signed ?? body);
      const base = macBaseString("PUT", new URL(path, app.origin), nonce, hash);
      const signature = macSignature(options.secret ?? keys.secretKey, base);
      return `MAC id="${options.id ?? `sv:v1:${keys.clientId}`}",nonce="${nonce}",bodyhash="${hash}",mac="${signature}"`;
    };
    const send = (headers: Record<string, string>) =>
      app.app.inject({
        method: "PUT",
        url: path,
        headers: { "content-type": "application/json", ...headers },
        payload: body,
      });
    const partner = { "x-gh-partner-key": keys.partnerKey };
    const cases: Array<[Record<string, string>, string]> = [
      [{ authorization: mac() }, "Missing or unknown X-GH-PARTNER-KEY"],
      [
        { "x-gh-partner-key": "someone-else", authorization: mac() },
        "Missing or unknown X-GH-PARTNER-KEY",
      ],
      [partner, "Authorization must be a MAC header for this client"],
      [
        { ...partner, authorization: mac({ id: "sv:v1:other" }) },
        "Authorization must be a MAC header for this client",
      ],
      [{ ...partner, authorization: mac({ signed: "{}" }) }, "bodyhash does not match the body"],
      [
        { ...partner, authorization: mac({ secret: "not-the-secret" }) },
        "MAC signature does not match",
      ],
    ];
    for (const [headers, message] of cases) {
      const response = await send(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message });
    }
    expect((await findTwinOrder(app.database.db, "grubhub", externalId))?.state).toBe("placed");

    // The same call, signed as the client signs it, is taken.
    const signed = await send({ ...partner, authorization: mac() });
    expect(signed.statusCode).toBe(200);
    expect((await findTwinOrder(app.database.db, "grubhub", externalId))?.state).toBe("accepted");
  });

  it("passes the customer's edit and cancellation on to OrderDock", async () => {
    const externalId = await placeTwinOrder(app, "grubhub");
    expect(await twinConsole(app, "grubhub", `orders/${externalId}/edit`)).toMatch(
      /edited by the customer$/,
    );
    await eventually(async () =>
      (await stored(externalId)).deliveryInstructions?.includes("Customer edit"),
    );
    expect(await twinConsole(app, "grubhub", `orders/${externalId}/cancel`)).toMatch(
      /cancelled by the customer$/,
    );
    const cancelled = await eventually(async () => {
      const row = await stored(externalId);
      return row.status === "cancelled" ? row : null;
    });
    expect(cancelled.statusNote).toBe("Cancelled on Grubhub");
    expect(await findTwinOrder(app.database.db, "grubhub", externalId)).toMatchObject({
      state: "cancelled",
      cancelledBy: "customer",
    });
    expect(await twinCallsOf(app.database.db, "grubhub", externalId)).toEqual([]);
  });
});
