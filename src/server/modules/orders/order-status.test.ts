import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_STATUS_CHANGE, type OrderStatus, WORKFLOW_STATUSES } from "../../../domain/status";
import { orderEvents } from "../../db/schema/order-events";
import { orders } from "../../db/schema/orders";
import { createOwner, signInToken, type TestAccount } from "../../test/auth-helpers";
import { collectEvents, type OrderApi, orderApi, sampleDetails } from "../../test/order-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { ingestOrder } from "./ingest.service";

describe(`PUT /api/orders/:id (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: TestAccount;
  let api: OrderApi;
  let counter = 0;

  /** A fresh order of the owner's restaurant, put straight into `status`. */
  const orderIn = async (status: OrderStatus, restaurantId = owner.user.restaurantId ?? "") => {
    counter += 1;
    const { order } = await ingestOrder({
      db: testApp.database.db,
      restaurantId,
      platform: "doordash",
      externalId: `dd-${counter}`,
      order: sampleDetails({ orderNumber: `D${counter}` }),
    });
    await testApp.database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    return order.id;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createOwner(testApp.database.db);
    api = orderApi(testApp.app, await signInToken(testApp.app, owner));
  });
  afterAll(() => testApp.close());

  // Forward or stay, skipping allowed, backward refused.
  for (const from of WORKFLOW_STATUSES) {
    for (const to of WORKFLOW_STATUSES) {
      const isBackward = WORKFLOW_STATUSES.indexOf(to) < WORKFLOW_STATUSES.indexOf(from);
      it(`${isBackward ? "refuses" : "allows"} ${from} → ${to}`, async () => {
        const id = await orderIn(from);
        const response = await api.setStatus(id, { status: to });
        if (isBackward) {
          expect(response.statusCode).toBe(409);
          expect(response.json()).toEqual({
            message: INVALID_STATUS_CHANGE.message,
            code: "INVALID_STATUS_CHANGE",
          });
        } else {
          expect(response.statusCode).toBe(200);
          expect(response.json()).toMatchObject({ id, status: to });
        }
        const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, id));
        expect(row?.status).toBe(isBackward ? from : to);
      });
    }
  }

  it("applies only the status of a full order: a tampered total changes nothing else", async () => {
    const id = await orderIn("new");
    const original = (await api.list()).json().find((order: { id: string }) => order.id === id);
    const tampered = {
      ...original,
      status: "preparing",
      total: 0.01,
      subtotal: 0.01,
      customer: { name: "Mallory", phone: "" },
      items: [],
    };
    const response = await api.setStatus(id, tampered);
    expect(response.statusCode).toBe(200);
    // Starting a DoorDash order nobody accepted accepts it with the default preparation time.
    expect(response.json()).toEqual({
      ...original,
      status: "preparing",
      platformLink: expect.objectContaining({
        prepMinutes: 20,
        call: expect.objectContaining({ action: "accept", state: "sending" }),
      }),
      // The change can be undone for a while (decision 104).
      undo: { eventId: expect.any(Number), until: expect.any(String) },
    });
  });

  it("records who moved the order, from what, to what and when, and announces it", async () => {
    const id = await orderIn("new");
    const feed = collectEvents(testApp.app);
    expect((await api.setStatus(id, { status: "ready" })).statusCode).toBe(200);
    // The order's own NEW_ORDER may still be on its way (PostgreSQL delivers a notification a
    // moment after its commit): the one announcing this move is waited for.
    const event = await feed.waitForMessage(id, "ORDER_STATUS_CHANGED");
    expect(event).toEqual({
      restaurantId: owner.user.restaurantId,
      message: {
        type: "ORDER_STATUS_CHANGED",
        order: { id, orderNumber: `D${counter}`, status: "ready" },
      },
    });
    const history = await testApp.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id));
    expect(history.at(-1)).toMatchObject({
      actorType: "user",
      actorUserId: owner.user.id,
      fromStatus: "new",
      toStatus: "ready",
    });
    expect(Math.abs((history.at(-1)?.at.getTime() ?? 0) - Date.now())).toBeLessThan(10_000);
    feed.stop();
  });

  it("leaves an order set to its own status untouched, with no event", async () => {
    const id = await orderIn("preparing");
    const before = await testApp.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id));
    expect((await api.setStatus(id, { status: "preparing" })).json()).toMatchObject({
      status: "preparing",
    });
    const after = await testApp.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id));
    expect(after).toHaveLength(before.length);
  });

  it("sends staff to Cancel order for a cancellation, and keeps a cancelled order where it is", async () => {
    const open = await orderIn("preparing");
    const cancel = await api.setStatus(open, { status: "cancelled" });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe("Cancel an order with Cancel order, giving a reason");
    const cancelled = await orderIn("cancelled");
    const revive = await api.setStatus(cancelled, { status: "completed" });
    expect(revive.statusCode).toBe(409);
    expect(revive.json().message).toBe("This order was cancelled and can no longer change");
  });

  it("answers 404 for an unknown, a malformed or another restaurant's order, changing nothing", async () => {
    const other = await createOwner(testApp.database.db, { restaurantName: "Blue Door Tacos" });
    const foreign = await orderIn("new", other.user.restaurantId ?? "");
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", foreign]) {
      const response = await api.setStatus(id, { status: "ready" });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: "Order not found" });
    }
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, foreign));
    expect(row?.status).toBe("new");
  });

  it("refuses an unknown status with 400", async () => {
    const id = await orderIn("new");
    const response = await api.setStatus(id, { status: "eaten" });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe("status");
  });

  it("stays consistent under concurrent moves: no lost update, no backward move slips in", async () => {
    const id = await orderIn("new");
    const moves: OrderStatus[] = [
      "preparing",
      "completed",
      "new",
      "ready",
      "preparing",
      "new",
      "ready",
      "completed",
    ];
    const responses = await Promise.all(moves.map((status) => api.setStatus(id, { status })));
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe("completed");
    const history = await testApp.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id));
    // Every recorded move starts where the previous one ended and goes forward.
    for (let i = 1; i < history.length; i += 1) {
      const previous = history[i - 1];
      const event = history[i];
      expect(event?.fromStatus).toBe(previous?.toStatus);
      const rank = (status: OrderStatus | null | undefined) =>
        WORKFLOW_STATUSES.indexOf(status as never);
      expect(rank(event?.toStatus)).toBeGreaterThan(rank(event?.fromStatus));
    }
    // Each 200 reports a status the order really held; each refusal was a backward move.
    for (const [index, response] of responses.entries()) {
      expect([200, 409], moves[index]).toContain(response.statusCode);
    }
    expect(history.at(-1)?.toStatus).toBe("completed");
  });
});
