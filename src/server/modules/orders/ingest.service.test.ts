import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents } from "../../db/schema/order-events";
import { orders } from "../../db/schema/orders";
import { HttpError } from "../../errors";
import { createOwner } from "../../test/auth-helpers";
import { collectEvents, sampleDetails } from "../../test/order-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { ingestOrder } from "./ingest.service";

describe(`ingesting an order (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let restaurantId: string;
  const ingest = (externalId: string, order: unknown = sampleDetails()) =>
    ingestOrder({
      db: testApp.database.db,
      restaurantId,
      platform: "ubereats",
      externalId,
      order,
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    const owner = await createOwner(testApp.database.db);
    restaurantId = owner.user.restaurantId ?? "";
  });
  afterAll(() => testApp.close());

  it("stores the order with totals computed in cents, whatever the sender claims", async () => {
    const { order, isNew } = await ingest("uber-1", { ...sampleDetails(), subtotal: 1, total: 2 });
    expect(isNew).toBe(true);
    // (1695 + 250) x 2 = 3890; + tax 268 + delivery fee 299
    expect(order).toMatchObject({ status: "new", subtotal: 3890, total: 4457, isTest: false });
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ subtotalMinor: 3890, totalMinor: 4457, externalId: "uber-1" });
  });

  it("records the order's first event and announces NEW_ORDER to its restaurant", async () => {
    const feed = collectEvents(testApp.app);
    const { order } = await ingest("uber-2");
    const [event] = await feed.waitForOrder(order.id);
    expect(event).toEqual({
      restaurantId,
      message: { type: "NEW_ORDER", order: { id: order.id, orderNumber: "BC953", status: "new" } },
    });
    const history = await testApp.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: "new", actorType: "platform", restaurantId },
    ]);
    feed.stop();
  });

  it("returns the stored order for a repeated delivery and announces nothing", async () => {
    const feed = collectEvents(testApp.app);
    const first = await ingest("uber-3");
    await feed.waitForOrder(first.order.id);
    const again = await ingest("uber-3", sampleDetails({ orderNumber: "CHANGED" }));
    expect(again).toEqual({ order: first.order, isNew: false });
    // Events arrive in commit order: once a later order's event is in, the repeat's would be.
    const later = await ingest("uber-3b");
    await feed.waitForOrder(later.order.id);
    expect(feed.events.filter((event) => event.message.order.id === first.order.id)).toHaveLength(
      1,
    );
    feed.stop();
  });

  it("keeps one order and one event when 20 deliveries of it arrive at once", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => ingest("uber-burst")));
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    expect(new Set(results.map((result) => result.order.id)).size).toBe(1);
    const orderId = results[0]?.order.id ?? "";
    const [counts] = await testApp.database.db
      .select({
        orders: sql<number>`(select count(*)::int from orders where external_id = 'uber-burst')`,
        events: sql<number>`(select count(*)::int from order_events where order_id = ${orderId})`,
      })
      .from(sql`(select 1) as one`);
    expect(counts).toEqual({ orders: 1, events: 1 });
  });

  it("refuses an invalid order with 400 listing every problem, and stores nothing", async () => {
    const bad = sampleDetails({ items: [], customer: { name: "", phone: "" } });
    const error = await ingest("uber-bad", bad).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, code: "VALIDATION_FAILED" });
    expect((error as HttpError).issues).toEqual(
      expect.arrayContaining([
        { path: "items", message: "An order needs at least one item" },
        { path: "customer.name", message: "Customer name is required" },
      ]),
    );
    const stored = await testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.externalId, "uber-bad"));
    expect(stored).toEqual([]);
  });

  it("keeps the platform's order time and the same id on another platform is another order", async () => {
    const placed = "2026-11-22T16:45:00.000Z";
    const { order } = await ingest("shared-id", sampleDetails({ created: placed }));
    expect(order.created).toBe(placed);
    const other = await ingestOrder({
      db: testApp.database.db,
      restaurantId,
      platform: "doordash",
      externalId: "shared-id",
      order: sampleDetails(),
    });
    expect(other.isNew).toBe(true);
    expect(other.order.id).not.toBe(order.id);
  });
});
