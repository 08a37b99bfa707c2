import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "../../test/test-database";
import {
  eventually,
  placeTwinOrder,
  startTwinApp,
  type TwinTestApp,
  twinCallsOf,
} from "../../test/twin-helpers";
import { SESSION_COOKIE } from "../auth/session-cookie";
import { findOrderByExternalId } from "../orders/orders.repository";
import { findTwinOrder } from "../twins/twin-orders.repository";

/**
 * DoorDash's calls, end to end through the outbox and the DoorDash twin: every call the
 * twin receives has DoorDash's path, method, JWT and body, and the client reads each of its
 * answers.
 */
describe(`DoorDash calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
  });
  afterAll(() => app.close());

  const post = (url: string, payload?: unknown) =>
    app.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      cookies: { [SESSION_COOKIE]: app.owner.token },
    });
  const stored = (externalId: string) =>
    findOrderByExternalId(app.database.db, {
      restaurantId: app.owner.restaurantId,
      platform: "doordash",
      externalId,
    });

  it("accepts with the chosen prep time, then marks the order ready", async () => {
    const externalId = await placeTwinOrder(app, "doordash");
    const order = await stored(externalId);
    expect(order?.acceptBy).not.toBeNull();
    const accepted = await post(`/api/orders/${order?.id}/accept`, { prepMinutes: 20 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().platformLink.call).toMatchObject({ action: "accept", state: "sending" });

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

    const ready = await app.app.inject({
      method: "PUT",
      url: `/api/orders/${order?.id}`,
      payload: { status: "ready" },
      cookies: { [SESSION_COOKIE]: app.owner.token },
    });
    expect(ready.statusCode).toBe(200);
    await eventually(
      async () => (await findTwinOrder(app.database.db, "doordash", externalId))?.state === "ready",
    );

    const calls = await twinCallsOf(app.database.db, "doordash", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status])).toEqual([
      ["PATCH", `/sandbox/doordash/api/v1/orders/${externalId}`, 202],
      ["PATCH", `/sandbox/doordash/api/v1/orders/${externalId}/events/order_ready_for_pickup`, 202],
    ]);
    expect(calls[0]?.body).toMatchObject({
      merchant_supplied_id: order?.id,
      order_status: "success",
    });
    expect(Date.parse(String((calls[0]?.body as { prep_time: string }).prep_time))).toBeGreaterThan(
      Date.now(),
    );
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
    const twin = await eventually(async () => {
      const row = await findTwinOrder(app.database.db, "doordash", externalId);
      return row?.state === "denied" ? row : null;
    });
    expect(twin.reason).toBe("Store closed");
    const [call] = await twinCallsOf(app.database.db, "doordash", externalId);
    expect(call?.body).toMatchObject({
      order_status: "fail",
      failure_reason: "Store closed",
      errors: [{ code: "STORE_CLOSED", message: "Power cut" }],
    });
  });

  it("shows DoorDash's refusal and sends again on Retry", async () => {
    const externalId = await placeTwinOrder(app, "doordash");
    const order = await stored(externalId);
    // The customer cancels first: DoorDash refuses the late confirmation.
    const cancel = await app.app.inject({
      method: "POST",
      url: `/sandbox/doordash/console/orders/${externalId}/cancel`,
      cookies: { [SESSION_COOKIE]: app.owner.token },
    });
    expect(cancel.statusCode).toBe(303);
    await eventually(async () => (await stored(externalId))?.status === "cancelled");
    const accept = await post(`/api/orders/${order?.id}/accept`, {});
    expect(accept.statusCode).toBe(409);
  });
});
