import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderJsonSchema } from "../../../domain/api/order-json";
import type { OrderStatus } from "../../../domain/status";
import { orders } from "../../db/schema/orders";
import { createAdmin, createOwner, signInToken } from "../../test/auth-helpers";
import { type OrderApi, orderApi, sampleDetails } from "../../test/order-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { ingestOrder } from "./ingest.service";

const HOUR = 3600_000;

describe(`GET /api/orders (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let api: OrderApi;
  let restaurantId: string;
  const ids: Record<string, string> = {};

  /** An order created `hoursAgo` in the past, moved to `status` directly in the table. */
  const place = async (
    name: string,
    hoursAgo: number,
    status: OrderStatus,
    into = restaurantId,
  ) => {
    const created = new Date(Date.now() - hoursAgo * HOUR).toISOString();
    const { order } = await ingestOrder({
      db: testApp.database.db,
      restaurantId: into,
      platform: "grubhub",
      externalId: name,
      order: sampleDetails({ orderNumber: name, created }),
    });
    await testApp.database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
    ids[name] = order.id;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    const owner = await createOwner(testApp.database.db);
    restaurantId = owner.user.restaurantId ?? "";
    api = orderApi(testApp.app, await signInToken(testApp.app, owner));
    const other = await createOwner(testApp.database.db, { restaurantName: "Blue Door Tacos" });
    await place("fresh-new", 0.1, "new");
    await place("open-old", 72, "preparing");
    await place("ready-old", 100, "ready");
    await place("done-recent", 30, "completed");
    await place("done-old", 60, "completed");
    await place("cancelled-old", 50, "cancelled");
    await place("other-restaurant", 0.2, "new", other.user.restaurantId ?? "");
  });
  afterAll(() => testApp.close());

  const numbers = async (query = "") => {
    const response = await api.list(query);
    expect(response.statusCode).toBe(200);
    return (response.json() as Array<{ orderNumber: string }>).map((order) => order.orderNumber);
  };

  it("lists open orders of any age and everything of the last 48 hours, newest first", async () => {
    expect(await numbers()).toEqual(["fresh-new", "done-recent", "open-old", "ready-old"]);
  });

  it("answers in the API's order shape with dollars, subtotal and total", async () => {
    const [order] = (await api.list()).json() as unknown[];
    const parsed = orderJsonSchema.parse(order);
    expect(parsed).toMatchObject({
      id: ids["fresh-new"],
      orderNumber: "fresh-new",
      platform: "grubhub",
      status: "new",
      customer: { name: "Maria Gonzalez", phone: "(512) 555-0142" },
      isDelivery: true,
      deliveryDistance: 2.4,
      deliveryFee: 2.99,
      tax: 2.68,
      subtotal: 38.9,
      total: 44.57,
      deliveryInstructions: "Gate code 4821",
      isTest: false,
    });
    expect(parsed.items[0]).toEqual({
      name: "Golden Fork Burger",
      description: "Half-pound Angus patty",
      quantity: 2,
      price: 16.95,
      modifiers: [{ name: "Applewood bacon", price: 2.5 }],
    });
  });

  it("gives the history of a range, completed orders included", async () => {
    const from = new Date(Date.now() - 80 * HOUR).toISOString();
    const to = new Date(Date.now() - 40 * HOUR).toISOString();
    expect(await numbers(`?from=${from}&to=${to}`)).toEqual([
      "cancelled-old",
      "done-old",
      "open-old",
    ]);
  });

  it("limits the answer, 500 by default and 2000 at most", async () => {
    expect(await numbers("?limit=2")).toEqual(["fresh-new", "done-recent"]);
    const tooMany = await api.list("?limit=2001");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("limit can be at most 2000");
  });

  it("refuses a malformed range with a clear message", async () => {
    const bad = await api.list("?from=yesterday");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("from must be an ISO date-time");
    const backwards = await api.list("?from=2026-11-22T10:00:00Z&to=2026-11-21T10:00:00Z");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("to must come after from");
  });

  it("never shows another restaurant's orders", async () => {
    const from = new Date(Date.now() - 1000 * HOUR).toISOString();
    expect(await numbers(`?from=${from}`)).not.toContain("other-restaurant");
    expect(await numbers()).not.toContain("other-restaurant");
  });

  it("answers 401 without a session and 403 to an administrator", async () => {
    const anonymous = await testApp.app.inject({ method: "GET", url: "/api/orders" });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createAdmin(testApp.database.db);
    const adminToken = await signInToken(testApp.app, { ...admin, url: "/api/admin/login" });
    expect((await orderApi(testApp.app, adminToken).list()).statusCode).toBe(403);
  });
});
