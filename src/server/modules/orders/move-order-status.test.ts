import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus } from "../../../domain/status";
import { orderEvents } from "../../db/schema/order-events";
import { orders } from "../../db/schema/orders";
import { collectEvents } from "../../test/order-helpers";
import { createSignedInOwner, postTestOrder } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { moveOrderStatus, type StatusMover } from "./move-order-status";
import { lockOrder } from "./orders.repository";

describe(`moving an order's status, whoever moves it (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createSignedInOwner>>;
  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Move Diner");
  });
  afterAll(() => testApp.close());

  /** A fresh order that arrived in `from` (its arrival event dropped), moved to `to` by `by`. */
  async function move(from: OrderStatus, to: OrderStatus, by: StatusMover) {
    const { db } = testApp.database;
    const { id } = await postTestOrder(testApp.app, owner.token);
    await db.update(orders).set({ status: from }).where(eq(orders.id, id));
    await db.delete(orderEvents).where(eq(orderEvents.orderId, id));
    const feed = collectEvents(testApp.app);
    const at = new Date("2026-11-27T12:00:00Z");
    const moved = await db.transaction(async (tx) => {
      const row = await lockOrder(tx, { restaurantId: owner.restaurantId, orderId: id });
      if (!row) throw new Error("the order vanished");
      return moveOrderStatus(tx, { row, to, by, at, statusNote: "why" });
    });
    const [message] = await feed.waitForOrder(id);
    feed.stop();
    const history = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id));
    return { moved, message: message?.message, last: history.at(-1) };
  }

  it("writes the row, its event with who moved it, and one message", async () => {
    const actor = {
      userId: owner.account.user.id,
      userName: "Maria Lopez",
      deviceId: null,
      deviceName: "Pass iPad",
    };
    const user = { type: "user" as const, actor };
    const { moved, message, last } = await move("new", "preparing", user);
    expect(moved.row).toMatchObject({ status: "preparing", statusNote: "why" });
    expect(moved.row.updatedAt.toISOString()).toBe("2026-11-27T12:00:00.000Z");
    expect(last).toMatchObject({
      id: moved.eventId,
      actorType: "user",
      actorUserId: actor.userId,
      actorName: "Maria Lopez",
      deviceName: "Pass iPad",
      fromStatus: "new",
      toStatus: "preparing",
    });
    expect(message).toEqual({
      type: "ORDER_STATUS_CHANGED",
      order: { id: moved.row.id, orderNumber: moved.row.orderNumber, status: "preparing" },
    });
  });

  it("announces a held order released by its platform or its time like a new order", async () => {
    const paid = await move("awaiting_payment", "new", { type: "platform" });
    expect(paid.message?.type).toBe("NEW_ORDER");
    expect(paid.last).toMatchObject({ actorType: "platform", actorUserId: null });
    const due = await move("scheduled", "new", { type: "system" });
    expect(due.message?.type).toBe("NEW_ORDER");
    expect(due.last).toMatchObject({ actorType: "system", fromStatus: "scheduled" });
  });

  it("announces a scheduled order staff started themselves as a change, without the ring", async () => {
    const started = await move("scheduled", "new", {
      type: "user",
      actor: { userId: owner.account.user.id, userName: "Owner", deviceId: null, deviceName: null },
    });
    expect(started.message?.type).toBe("ORDER_STATUS_CHANGED");
  });
});
