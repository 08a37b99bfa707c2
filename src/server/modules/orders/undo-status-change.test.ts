import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UNDO_WINDOW_MS } from "../../../domain/undo";
import { orderEvents } from "../../db/schema/order-events";
import { platformCalls } from "../../db/schema/platform-calls";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import {
  closeSockets,
  connectJoined,
  createSignedInOwner,
  isEventFor,
  type SignedInOwner,
  type TestSocket,
} from "../../test/realtime-helpers";
import { TEST_ENGINE } from "../../test/test-database";
import {
  eventually,
  passUndoWindow,
  placeTwinOrder,
  staffApi,
  startTwinApp,
  storedOrder,
  type TwinTestApp,
  twinCallsOf,
  untilCallState,
} from "../../test/twin-helpers";
import { claimNextCallWithContext } from "../platform-calls/platform-calls.repository";

/**
 * Undo of a staff status change (decisions 105 and 106): within the window the order goes
 * back as it was and its platform hears nothing; left alone, the platform hears it once,
 * after the window. The app's clock is moved on instead of waiting ten seconds.
 */
describe(`undoing a status change (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let staff: ReturnType<typeof staffApi>;
  let neighbour: SignedInOwner;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    app = await startTwinApp();
    staff = staffApi(app);
    neighbour = await createSignedInOwner(app.app, app.database.db, "Next Door Grill");
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => app.close());

  const db = () => app.database.db;
  const undo = (orderId: string, eventId: unknown) =>
    staff.post(`/api/orders/${orderId}/undo`, { eventId });

  async function placeUberOrder() {
    const externalId = await placeTwinOrder(app, "ubereats");
    return { externalId, order: await storedOrder(app, "ubereats", externalId) };
  }

  async function move(orderId: string, status: string) {
    const response = await staff.put(`/api/orders/${orderId}`, { status });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.undo).toMatchObject({ eventId: expect.any(Number), until: expect.any(String) });
    return body as { status: string; undo: { eventId: number; until: string } };
  }

  const callsOfOrder = (orderId: string) =>
    db()
      .select()
      .from(platformCalls)
      .where(eq(platformCalls.orderId, orderId))
      .orderBy(asc(platformCalls.seq));

  it("holds the calls of a change for the undo window: no sender can take them sooner", async () => {
    const { externalId, order } = await placeUberOrder();
    const moved = await move(order.id, "preparing");
    const [call] = await callsOfOrder(order.id);
    expect(call).toMatchObject({
      action: "accept",
      state: "pending",
      orderEventId: moved.undo.eventId,
    });
    const [event] = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.id, moved.undo.eventId));
    expect(call?.nextAttemptAt.getTime()).toBe((event?.at.getTime() ?? 0) + UNDO_WINDOW_MS);
    expect(moved.undo.until).toBe(call?.nextAttemptAt.toISOString());

    // A sender looking a moment before the window ends finds nothing to send.
    const early = new Date((call?.nextAttemptAt.getTime() ?? 0) - 1);
    expect(await claimNextCallWithContext(db(), { now: early, leaseMs: 60_000 })).toBeNull();
    expect(await twinCallsOf(db(), "ubereats", externalId)).toEqual([]);

    // Left alone, the platform hears it once the window has passed, exactly once.
    await untilCallState(app, "ubereats", externalId, "done", "accept");
    const calls = await twinCallsOf(db(), "ubereats", externalId);
    expect(calls.map((sent) => sent.operation)).toEqual(["accept_pos_order"]);
    const late = await undo(order.id, moved.undo.eventId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "UNDO_WINDOW_PASSED" });
    expect(late.json().message).toMatch(/^Too late to undo: /);
  });

  it("restores the status and what the move set, records a correction, and sends nothing", async () => {
    const { externalId, order } = await placeUberOrder();
    expect(order.acceptedAt).toBeNull();
    const socket = await connectJoined({
      port: Number(new URL(app.origin).port),
      token: app.owner.token,
    });
    sockets.push(socket);
    // Starting an unanswered order accepts it: the accept time and ready time are set.
    const moved = await move(order.id, "preparing");
    const started = await storedOrder(app, "ubereats", externalId);
    expect(started.acceptedAt).not.toBeNull();
    expect(started.platformCall).toMatchObject({ action: "accept", state: "sending" });

    const undone = await undo(order.id, moved.undo.eventId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ id: order.id, status: "new" });
    expect(undone.json().platformLink).toMatchObject({
      acceptedAt: null,
      readyAt: null,
      call: null,
    });
    const restored = await storedOrder(app, "ubereats", externalId);
    expect(restored).toMatchObject({
      status: "new",
      acceptedAt: null,
      prepMinutes: null,
      readyAt: null,
      platformCall: null,
    });
    expect(restored.acceptBy).toEqual(order.acceptBy);
    expect(await callsOfOrder(order.id)).toEqual([]);

    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, "new"],
      ["new", "preparing"],
      ["preparing", "new"],
    ]);
    expect(events[1]?.undoneAt).not.toBeNull();
    expect(events[2]).toMatchObject({
      actorType: "user",
      actorUserId: app.owner.account.user.id,
      correctsEventId: moved.undo.eventId,
      undoneAt: null,
    });
    await eventually(async () =>
      socket.messages.some(
        (message) =>
          isEventFor(order.id)(message) &&
          (message as { type: string; order: { status: string } }).type ===
            "ORDER_STATUS_CHANGED" &&
          (message as { order: { status: string } }).order.status === "new",
      ),
    );

    // Doing it again is a new change; its one accept is all the platform ever hears.
    const again = await move(order.id, "preparing");
    expect(again.undo.eventId).toBeGreaterThan(moved.undo.eventId);
    await untilCallState(app, "ubereats", externalId, "done", "accept");
    const calls = await twinCallsOf(db(), "ubereats", externalId);
    expect(calls.map((sent) => sent.operation)).toEqual(["accept_pos_order"]);
  });

  it("takes back a Ready whose call has not gone: the courier is never sent for", async () => {
    const { externalId, order } = await placeUberOrder();
    await move(order.id, "preparing");
    await untilCallState(app, "ubereats", externalId, "done", "accept");
    const ready = await move(order.id, "ready");
    const undone = await undo(order.id, ready.undo.eventId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().status).toBe("preparing");
    // The platform line is the accept's again, and the accept fields stay.
    expect(undone.json().platformLink.call).toMatchObject({ action: "accept", state: "done" });
    expect(undone.json().platformLink.acceptedAt).not.toBeNull();

    passUndoWindow(app);
    // Completing it afterwards (a "delivered" call for a delivery order) waits its window,
    // and every call the order still has is then sent.
    await move(order.id, "completed");
    passUndoWindow(app);
    await eventually(async () =>
      (await callsOfOrder(order.id)).every((call) => call.state === "done"),
    );
    expect((await callsOfOrder(order.id)).map((call) => call.action)).not.toContain("ready");
    const calls = await twinCallsOf(db(), "ubereats", externalId);
    expect(calls.some((sent) => sent.operation === "ready")).toBe(false);
  });

  it("brings a rejected order back as it was, its denial unsent", async () => {
    const { externalId, order } = await placeUberOrder();
    const rejected = await staff.post(`/api/orders/${order.id}/reject`, { reason: "STORE_CLOSED" });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: "cancelled", statusNote: expect.any(String) });
    const undone = await undo(order.id, rejected.json().undo.eventId);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().status).toBe("new");
    expect(undone.json().statusNote).toBeUndefined();
    expect((await storedOrder(app, "ubereats", externalId)).statusNote).toBeNull();
    passUndoWindow(app);
    expect(await callsOfOrder(order.id)).toEqual([]);
    expect(await twinCallsOf(db(), "ubereats", externalId)).toEqual([]);
  });

  it("refuses once a sender has taken the call, even inside the window", async () => {
    const { order } = await placeUberOrder();
    const moved = await move(order.id, "preparing");
    // A sender of another instance whose clock runs ahead takes the call.
    const [call] = await callsOfOrder(order.id);
    const claimed = await claimNextCallWithContext(db(), {
      now: new Date((call?.nextAttemptAt.getTime() ?? 0) + 1),
      leaseMs: 60_000,
    });
    expect(claimed?.call.id).toBe(call?.id);
    const refused = await undo(order.id, moved.undo.eventId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "UNDO_ALREADY_SENT",
      message: "Too late to undo: the platform has already been told",
    });
    expect((await storedOrder(app, "ubereats", order.externalId)).status).toBe("preparing");
  });

  it("undoes only the latest change, once, and not an order's arrival", async () => {
    const { order } = await placeUberOrder();
    const preparing = await move(order.id, "preparing");
    const ready = await move(order.id, "ready");
    const superseded = await undo(order.id, preparing.undo.eventId);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().code).toBe("UNDO_SUPERSEDED");

    expect((await undo(order.id, ready.undo.eventId)).statusCode).toBe(200);
    const twice = await undo(order.id, ready.undo.eventId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "ALREADY_UNDONE" });
    // With Ready taken back, Preparing is the latest change again, still in its window.
    const back = await undo(order.id, preparing.undo.eventId);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().status).toBe("new");

    const [arrival] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), isNull(orderEvents.fromStatus)));
    const notStaff = await undo(order.id, arrival?.id);
    expect(notStaff.statusCode).toBe(409);
    expect(notStaff.json().code).toBe("NOT_UNDOABLE");
  });

  it("answers 404 for another restaurant's order and a change of another order", async () => {
    const { order } = await placeUberOrder();
    const moved = await move(order.id, "preparing");
    const other = await app.app.inject({
      method: "POST",
      url: `/api/orders/${order.id}/undo`,
      payload: { eventId: moved.undo.eventId },
      cookies: { [SESSION_COOKIE]: neighbour.token },
    });
    expect(other.statusCode).toBe(404);
    expect((await storedOrder(app, "ubereats", order.externalId)).status).toBe("preparing");

    const { order: second } = await placeUberOrder();
    const elsewhere = await undo(second.id, moved.undo.eventId);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe("CHANGE_NOT_FOUND");
    expect((await undo("not-a-uuid", moved.undo.eventId)).statusCode).toBe(404);
  });

  it("refuses an event id that is not a whole number, with a message", async () => {
    const { order } = await placeUberOrder();
    for (const eventId of ["12", -1, 1.5, null]) {
      const response = await undo(order.id, eventId);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("eventId must be");
    }
  });
});
