import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrderDetails, orderDetailsSchema } from "../../domain/order";
import { toOrderRow } from "../modules/orders/order-row";
import { accountIdOf, insertRestaurant } from "../modules/restaurants/restaurants.repository";
import { openTestDatabase, TEST_ENGINE } from "../test/test-database";
import type { DatabaseHandle } from "./database";
import { accounts } from "./schema/accounts";
import { orderEvents } from "./schema/order-events";
import { orders } from "./schema/orders";
import { platformConnections } from "./schema/platform-connections";
import { restaurants } from "./schema/restaurants";
import { users } from "./schema/users";

const details: OrderDetails = orderDetailsSchema.parse({
  orderNumber: "BC953",
  customer: { name: "Maria Gonzalez", phone: "(512) 555-0142" },
  isDelivery: true,
  deliveryFee: 299,
  tax: 107,
  items: [{ name: "Golden Fork Burger", quantity: 1, price: 1295, modifiers: [] }],
});

/** Rejections may arrive wrapped by drizzle; the Postgres message sits in the chain. */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    let text = "";
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
      text += ` ${(current as Error).message}`;
    }
    return text;
  }
  throw new Error("expected the database to refuse");
}

describe(`the schema (${TEST_ENGINE})`, () => {
  let database: DatabaseHandle;
  let restaurantId: string;
  let otherRestaurantId: string;
  let accountId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    restaurantId = await insertRestaurant(database.db, { name: "Golden Fork Bistro" });
    otherRestaurantId = await insertRestaurant(database.db, { name: "Blue Door Tacos" });
    accountId = await accountIdOf(database.db, restaurantId);
  });
  afterAll(() => database.close());

  it("stores an order with its money in integer cents and items as jsonb", async () => {
    const [stored] = await database.db
      .insert(orders)
      .values(toOrderRow({ restaurantId, platform: "ubereats", externalId: "uber-1", details }))
      .returning();
    expect(stored).toMatchObject({
      currency: "USD",
      subtotalMinor: 1295,
      taxMinor: 107,
      deliveryFeeMinor: 299,
      computedTotalMinor: 1701,
      totalMinor: 1701,
      status: "new",
      isTest: false,
    });
    expect(stored?.items).toEqual(details.items);
  });

  it("refuses a second order with the same platform id in one restaurant", async () => {
    const duplicate = toOrderRow({
      restaurantId,
      platform: "ubereats",
      externalId: "uber-1",
      details,
    });
    expect(await rejection(database.db.insert(orders).values(duplicate))).toContain(
      "orders_restaurant_platform_external_unique",
    );
  });

  it("accepts the same platform id in another restaurant or on another platform", async () => {
    await database.db.insert(orders).values([
      toOrderRow({
        restaurantId: otherRestaurantId,
        platform: "ubereats",
        externalId: "uber-1",
        details,
      }),
      toOrderRow({ restaurantId, platform: "doordash", externalId: "uber-1", details }),
    ]);
    const [{ count } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.externalId, "uber-1"));
    expect(count).toBe(3);
  });

  it("refuses a total that is neither the platform's nor OrderDock's sum", async () => {
    const row = toOrderRow({ restaurantId, platform: "grubhub", externalId: "gh-1", details });
    const wrong = database.db.insert(orders).values({ ...row, totalMinor: row.totalMinor + 1 });
    expect(await rejection(wrong)).toContain("orders_total_check");
    const stated = { ...row, externalId: "gh-1b", statedTotalMinor: row.totalMinor + 1 };
    const notStated = database.db.insert(orders).values(stated);
    expect(await rejection(notStated)).toContain("orders_total_check");
    await database.db.insert(orders).values({ ...stated, totalMinor: row.totalMinor + 1 });
  });

  it("refuses a currency that is not an ISO code", async () => {
    const row = toOrderRow({ restaurantId, platform: "grubhub", externalId: "gh-3", details });
    const lower = database.db.insert(orders).values({ ...row, currency: "usd" });
    expect(await rejection(lower)).toContain("orders_currency_check");
  });

  it("refuses unknown platforms, unknown statuses and negative money", async () => {
    const row = toOrderRow({ restaurantId, platform: "grubhub", externalId: "gh-2", details });
    const negativeTax = database.db.insert(orders).values({
      ...row,
      taxMinor: -100,
      computedTotalMinor: row.totalMinor - (row.taxMinor ?? 0) - 100,
      totalMinor: row.totalMinor - (row.taxMinor ?? 0) - 100,
    });
    expect(await rejection(negativeTax)).toContain("orders_money_check");
    const badPlatform = database.db
      .insert(orders)
      .values({ ...row, platform: "myspace" as "grubhub" });
    expect(await rejection(badPlatform)).toContain("orders_platform_check");
    const badStatus = database.db.insert(orders).values({ ...row, status: "lost" as "new" });
    expect(await rejection(badStatus)).toContain("orders_status_check");
  });

  it("gives an admin no account and everyone else exactly one, an owner at every location", async () => {
    const base = { name: "A", passwordHash: "x" };
    const adminWithAccount = database.db
      .insert(users)
      .values({ ...base, email: "a1@example.com", role: "admin", accountId });
    expect(await rejection(adminWithAccount)).toContain("users_account_by_role_check");
    const ownerWithout = database.db
      .insert(users)
      .values({ ...base, email: "a2@example.com", role: "shop_owner" });
    expect(await rejection(ownerWithout)).toContain("users_account_by_role_check");
    const ownerOfSome = database.db.insert(users).values({
      ...base,
      email: "a3@example.com",
      role: "shop_owner",
      accountId,
      allLocations: false,
    });
    expect(await rejection(ownerOfSome)).toContain("users_owner_locations_check");
  });

  it("treats email addresses as case-insensitively unique", async () => {
    const base = { name: "Sam", passwordHash: "x", role: "shop_owner" as const, accountId };
    await database.db.insert(users).values({ ...base, email: "Sam@Example.com" });
    const twin = database.db.insert(users).values({ ...base, email: "sam@example.COM" });
    expect(await rejection(twin)).toContain("users_email_unique");
  });

  it("keeps one connection row per restaurant and platform", async () => {
    await database.db.insert(platformConnections).values({ restaurantId, platform: "shopify" });
    const twin = database.db
      .insert(platformConnections)
      .values({ restaurantId, platform: "shopify" });
    expect(await rejection(twin)).toContain("platform_connections_restaurant_platform_unique");
  });

  it("removes an account's locations, people, orders, events and connections with it", async () => {
    const id = await insertRestaurant(database.db, { name: "Closing Soon Cafe" });
    const doomedAccount = await accountIdOf(database.db, id);
    const [order] = await database.db
      .insert(orders)
      .values(toOrderRow({ restaurantId: id, platform: "website", externalId: "w-1", details }))
      .returning({ id: orders.id });
    await database.db.insert(orderEvents).values({
      orderId: order?.id ?? "",
      restaurantId: id,
      actorType: "system",
      toStatus: "new",
    });
    await database.db.insert(users).values({
      name: "Owner",
      email: "closing@example.com",
      passwordHash: "x",
      role: "shop_owner",
      accountId: doomedAccount,
    });
    await database.db.insert(platformConnections).values({ restaurantId: id, platform: "website" });

    await database.db.delete(accounts).where(eq(accounts.id, doomedAccount));

    for (const table of [orders, orderEvents, platformConnections]) {
      const rows = await database.db.select().from(table).where(eq(table.restaurantId, id));
      expect(rows).toEqual([]);
    }
    expect(await database.db.select().from(restaurants).where(eq(restaurants.id, id))).toEqual([]);
    expect(
      await database.db.select().from(users).where(eq(users.accountId, doomedAccount)),
    ).toEqual([]);
  });
});
