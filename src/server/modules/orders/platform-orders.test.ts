import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetailsInput } from "../../../domain/order";
import { orderEvents } from "../../db/schema/order-events";
import { orders } from "../../db/schema/orders";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { createOwner } from "../../test/auth-helpers";
import { collectEvents, sampleDetails } from "../../test/order-helpers";
import { createSignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import type { PlatformOrder } from "./platform-order";
import { cancelOrderFromPlatform, updatePlatformState } from "./platform-order-state.service";
import { receivePlatformOrder } from "./platform-orders.service";
import { releaseDueOrders } from "./scheduled-release";

/**
 * A platform order across its life (decisions 096–098): created, paid, edited, finished, cancelled
 * before or after it arrived, scheduled for later — every change stored and announced.
 */
describe(`platform orders (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let restaurantId: string;
  let token: string;
  let serial = 0;
  const nextId = () => `wc-${++serial}`;

  beforeAll(async () => {
    testApp = await createTestApp();
    const owner = await createSignedInOwner(testApp.app, testApp.database.db, "Platform Diner");
    restaurantId = owner.restaurantId;
    token = owner.token;
  });
  afterAll(() => testApp.close());

  const scope = () => ({
    db: testApp.database.db,
    bus: testApp.app.events,
    restaurantId,
    platform: "woocommerce" as const,
  });
  const receive = (order: PlatformOrder, now?: Date) =>
    receivePlatformOrder({ ...scope(), order, ...(now && { now }) });
  const placed = (externalId: string, details: Partial<OrderDetailsInput> = {}): PlatformOrder => ({
    externalId,
    state: "placed",
    details: sampleDetails({ orderNumber: externalId, ...details }),
  });
  const statusesOf = async (orderId: string) =>
    (
      await testApp.database.db
        .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(orderEvents.id)
    ).map((event) => `${event.from ?? "·"}→${event.to}`);

  it("stores a new order as New and announces it", async () => {
    const feed = collectEvents(testApp.app);
    const { order, action, summary } = await receive(placed(nextId()));
    expect(action).toBe("created");
    expect(order.status).toBe("new");
    expect(summary).toBe(`Order #${order.orderNumber} arrived as New`);
    const [event] = await feed.waitForOrder(order.id);
    expect(event?.message).toMatchObject({ type: "NEW_ORDER", order: { status: "new" } });
    feed.stop();
  });

  it("brings a known order up to date in place: contents follow, its status stays", async () => {
    const id = nextId();
    const { order } = await receive(placed(id));
    const moved = await testApp.app.inject({
      method: "PUT",
      url: `/api/orders/${order.id}`,
      cookies: { [SESSION_COOKIE]: token },
      payload: { status: "preparing" },
    });
    expect(moved.statusCode).toBe(200);

    const feed = collectEvents(testApp.app);
    const edited = await receive(
      placed(id, {
        deliveryInstructions: "Leave it with the concierge",
        items: [
          ...(sampleDetails().items ?? []),
          { name: "Fries", quantity: 1, price: 450, modifiers: [] },
        ],
      }),
    );
    expect(edited.action).toBe("updated");
    expect(edited.order.status).toBe("preparing");
    expect(edited.order.items.map((item) => item.name)).toEqual(["Golden Fork Burger", "Fries"]);
    expect(edited.order.lastUpdate?.changes).toEqual([
      "Items: +1× Fries",
      "Total: $44.57 → $49.07",
      "Note: Leave it with the concierge",
    ]);
    const event = await feed.waitForMessage(order.id, "ORDER_UPDATED");
    expect(event.message.order.status).toBe("preparing");
    feed.stop();

    const again = await receive(
      placed(id, {
        deliveryInstructions: "Leave it with the concierge",
        items: [
          ...(sampleDetails().items ?? []),
          { name: "Fries", quantity: 1, price: 450, modifiers: [] },
        ],
      }),
    );
    expect(again.action).toBe("unchanged");
    expect(again.summary).toBe(`Order #${id} already up to date`);
  });

  it("reports an update that changes only the kitchen note, then only an item's note", async () => {
    const id = nextId();
    const burger = sampleDetails().items?.[0];
    if (!burger) throw new Error("the sample order has a burger");
    const { order } = await receive(placed(id, { kitchenNote: "Extra napkins" }));

    const feed = collectEvents(testApp.app);
    const allergy = await receive(placed(id, { kitchenNote: "PEANUT ALLERGY - please no nuts" }));
    expect(allergy.action).toBe("updated");
    expect(allergy.order.kitchenNote).toBe("PEANUT ALLERGY - please no nuts");
    expect(allergy.order.lastUpdate?.changes).toEqual([
      "Kitchen note: PEANUT ALLERGY - please no nuts",
    ]);
    await feed.waitForMessage(order.id, "ORDER_UPDATED");
    feed.stop();

    const itemNote = await receive(
      placed(id, {
        kitchenNote: "PEANUT ALLERGY - please no nuts",
        items: [{ ...burger, note: "Cut in half" }],
      }),
    );
    expect(itemNote.action).toBe("updated");
    expect(itemNote.order.items[0]?.note).toBe("Cut in half");
    expect(itemNote.order.lastUpdate?.changes).toEqual([
      'Items: +2× Golden Fork Burger (Applewood bacon, "Cut in half"), −2× Golden Fork Burger (Applewood bacon)',
    ]);

    const removed = await receive(placed(id, { items: [{ ...burger, note: "Cut in half" }] }));
    expect(removed.order.kitchenNote).toBeUndefined();
    expect(removed.order.lastUpdate?.changes).toEqual(["Kitchen note removed"]);
  });

  it("holds an unpaid order as Awaiting payment and releases it as New when paid", async () => {
    const id = nextId();
    const { order } = await receive({ ...placed(id), state: "awaiting_payment" });
    expect(order.status).toBe("awaiting_payment");
    const feed = collectEvents(testApp.app);
    const paid = await receive(placed(id));
    expect(paid.order.status).toBe("new");
    // On PostgreSQL the arrival's own announcement may come late: wait for the release.
    const released = await feed.waitForMessage(order.id, "NEW_ORDER", "new");
    expect(released.message).toEqual({
      type: "NEW_ORDER",
      order: { id: order.id, orderNumber: id, status: "new" },
    });
    expect(await statusesOf(order.id)).toEqual(["·→awaiting_payment", "awaiting_payment→new"]);
    feed.stop();
  });

  it("honours a platform that says the order is done, refunded or cancelled", async () => {
    const done = await receive({ ...placed(nextId()), state: "completed" });
    expect(done.order.status).toBe("completed");

    const id = nextId();
    await receive(placed(id));
    const refunded = await receive({
      ...placed(id),
      state: "cancelled",
      stateNote: "Refunded on WooCommerce",
    });
    expect(refunded.order).toMatchObject({
      status: "cancelled",
      statusNote: "Refunded on WooCommerce",
    });

    const finished = nextId();
    await receive(placed(finished));
    const order = await updatePlatformState({
      ...scope(),
      externalId: finished,
      state: "completed",
    });
    expect(order?.status).toBe("completed");
    // A completed order stays completed when a late cancellation comes.
    const late = await cancelOrderFromPlatform({ ...scope(), externalId: finished });
    expect(late?.status).toBe("completed");
  });

  it("remembers a cancellation that comes before its order, which then arrives cancelled", async () => {
    const id = nextId();
    expect(
      await cancelOrderFromPlatform({
        ...scope(),
        externalId: id,
        note: "Cancelled by the customer",
      }),
    ).toBeNull();
    const { order } = await receive(placed(id));
    expect(order).toMatchObject({ status: "cancelled", statusNote: "Cancelled by the customer" });
    expect(await statusesOf(order.id)).toEqual(["·→cancelled"]);
  });

  it("ends cancelled however a cancellation and its order race", async () => {
    for (let round = 0; round < 8; round += 1) {
      const id = nextId();
      const racers = [receive(placed(id)), cancelOrderFromPlatform({ ...scope(), externalId: id })];
      await Promise.all(round % 2 ? racers.reverse() : racers);
      const [row] = await testApp.database.db
        .select({ status: orders.status })
        .from(orders)
        .where(and(eq(orders.restaurantId, restaurantId), eq(orders.externalId, id)));
      expect(row?.status).toBe("cancelled");
    }
  });

  it("holds a scheduled order until promised time less preparation time, then announces it", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const id = nextId();
    const { order } = await receive(
      { ...placed(id, { promisedAt: "2026-11-25T13:00:00Z" }), isScheduled: true },
      now,
    );
    // Preparation time defaults to 20 minutes: due at 12:40.
    expect(order).toMatchObject({
      status: "scheduled",
      promisedAt: "2026-11-25T13:00:00.000Z",
      dueAt: "2026-11-25T12:40:00.000Z",
    });

    const release = (now: string) => releaseDueOrders({ ...scope(), now: new Date(now) });
    expect(await release("2026-11-25T12:39:59Z")).toBe(0);
    const feed = collectEvents(testApp.app);
    expect(await release("2026-11-25T12:40:00Z")).toBe(1);
    await feed.waitForMessage(order.id, "NEW_ORDER", "new");
    expect(await statusesOf(order.id)).toEqual(["·→scheduled", "scheduled→new"]);
    feed.stop();
  });

  it("takes an order due already, or scheduled without a time, straight to the kitchen", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const soon = await receive(
      { ...placed(nextId(), { promisedAt: "2026-11-25T12:10:00Z" }), isScheduled: true },
      now,
    );
    expect(soon.order.status).toBe("new");
    const untimed = await receive({ ...placed(nextId()), isScheduled: true }, now);
    expect(untimed.order.status).toBe("new");
  });

  it("moves scheduled orders when the preparation time changes, releasing any now due", async () => {
    const owner = await createSignedInOwner(testApp.app, testApp.database.db, "Prep Diner");
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const schedule = async (minutes: number) =>
      (
        await receivePlatformOrder({
          ...scope(),
          restaurantId: owner.restaurantId,
          order: {
            ...placed(nextId(), { promisedAt: at(minutes).toISOString() }),
            isScheduled: true,
          },
        })
      ).order;
    // With the default 20 minutes, both wait: due in about 10 and 100 minutes.
    const soon = await schedule(30);
    const later = await schedule(120);
    expect([soon.status, later.status]).toEqual(["scheduled", "scheduled"]);

    const cookies = { [SESSION_COOKIE]: owner.token };
    const { restaurant } = (
      await testApp.app.inject({ method: "GET", url: "/api/settings", cookies })
    ).json();
    const feed = collectEvents(testApp.app);
    const saved = await testApp.app.inject({
      method: "PUT",
      url: "/api/settings",
      cookies,
      payload: { restaurant: { ...restaurant, prepMinutes: 45 } },
    });
    expect(saved.statusCode).toBe(200);
    await feed.waitForMessage(soon.id, "NEW_ORDER", "new");
    feed.stop();

    const stored = async (id: string) =>
      (await testApp.database.db.select().from(orders).where(eq(orders.id, id)))[0];
    expect((await stored(soon.id))?.status).toBe("new");
    const waiting = await stored(later.id);
    expect(waiting?.status).toBe("scheduled");
    expect(waiting?.dueAt?.getTime()).toBe(
      new Date(later.promisedAt ?? "").getTime() - 45 * 60_000,
    );
  });

  it("keeps the same platform order of two restaurants apart", async () => {
    const other = (await createOwner(testApp.database.db)).user.restaurantId ?? "";
    const id = nextId();
    const mine = await receive(placed(id));
    const theirs = await receivePlatformOrder({
      ...scope(),
      restaurantId: other,
      order: placed(id),
    });
    expect(theirs.action).toBe("created");
    expect(theirs.order.id).not.toBe(mine.order.id);
  });
});
