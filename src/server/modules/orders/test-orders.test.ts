import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromOrderJson, orderJsonSchema } from "../../../domain/api/order-json";
import { PLATFORMS } from "../../../domain/platforms";
import { computeTotals } from "../../../domain/totals";
import { orderEvents } from "../../db/schema/order-events";
import { orders } from "../../db/schema/orders";
import { createOwner, signInToken, type TestAccount } from "../../test/auth-helpers";
import { collectEvents, type OrderApi, orderApi, sampleDetails } from "../../test/order-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { ingestOrder } from "./ingest.service";

describe(`test orders (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: TestAccount;
  let api: OrderApi;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createOwner(testApp.database.db);
    api = orderApi(testApp.app, await signInToken(testApp.app, owner));
  });
  afterAll(() => testApp.close());

  it("creates a realistic test order, stores it and announces it", async () => {
    const feed = collectEvents(testApp.app);
    const response = await api.createTestOrder();
    expect(response.statusCode).toBe(201);
    const json = orderJsonSchema.parse(response.json());
    const order = fromOrderJson(json);
    expect(order).toMatchObject({ status: "new", isTest: true });
    expect(PLATFORMS).toContain(order.platform);
    expect(order.items.length).toBeGreaterThanOrEqual(1);
    expect(order.items.length).toBeLessThanOrEqual(5);
    expect(order.customer.name).toMatch(/^\S+ \S+$/);
    expect(order.customer.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(order.tax).toBeGreaterThan(0);
    expect(computeTotals(order)).toEqual({
      subtotal: order.subtotal,
      computedTotal: order.total,
      total: order.total,
    });
    if (order.isDelivery) {
      expect(order.deliveryFee).toBeGreaterThan(0);
      expect(order.customer.address?.street).toBeTruthy();
    } else {
      expect(order.customer.address).toBeUndefined();
    }
    const [event] = await feed.waitForOrder(order.id);
    expect(event?.message).toEqual({
      type: "NEW_ORDER",
      order: { id: order.id, orderNumber: order.orderNumber, status: "new" },
    });
    const [history] = await testApp.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(history).toMatchObject({
      actorType: "user",
      actorUserId: owner.user.id,
      toStatus: "new",
    });
    feed.stop();
  });

  it("varies platforms, delivery and pickup over many test orders", async () => {
    const made = await Promise.all(Array.from({ length: 30 }, () => api.createTestOrder()));
    const created = made.map((response) => fromOrderJson(orderJsonSchema.parse(response.json())));
    expect(new Set(created.map((order) => order.platform)).size).toBeGreaterThanOrEqual(4);
    expect(created.some((order) => order.isDelivery)).toBe(true);
    expect(created.some((order) => !order.isDelivery)).toBe(true);
    expect(created.some((order) => order.items.some((item) => item.modifiers.length > 0))).toBe(
      true,
    );
    expect(new Set(created.map((order) => order.id)).size).toBe(30);
  });

  it("clears only this restaurant's test orders and says how many", async () => {
    const { order: real } = await ingestOrder({
      db: testApp.database.db,
      restaurantId: owner.user.restaurantId ?? "",
      platform: "shopify",
      externalId: "5829174600999",
      order: sampleDetails({ orderNumber: "#2001" }),
    });
    const neighbour = await createOwner(testApp.database.db, { restaurantName: "Blue Door Tacos" });
    const neighbourApi = orderApi(testApp.app, await signInToken(testApp.app, neighbour));
    await neighbourApi.createTestOrder();

    const tests = await testApp.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.restaurantId, owner.user.restaurantId ?? ""), eq(orders.isTest, true)));
    const cleared = await api.clearTestOrders();
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ deleted: tests.length });

    const left = await testApp.database.db
      .select({ id: orders.id, isTest: orders.isTest, restaurantId: orders.restaurantId })
      .from(orders);
    expect(left).toContainEqual({
      id: real.id,
      isTest: false,
      restaurantId: owner.user.restaurantId,
    });
    expect(
      left.filter((row) => row.restaurantId === owner.user.restaurantId && row.isTest),
    ).toEqual([]);
    expect(
      left.filter((row) => row.restaurantId === neighbour.user.restaurantId && row.isTest),
    ).toHaveLength(1);
    expect(await api.clearTestOrders().then((response) => response.json())).toEqual({ deleted: 0 });
  });
});
