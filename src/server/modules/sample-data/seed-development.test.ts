import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../domain/calendar-date";
import { localDateOf } from "../../../domain/local-midnight";
import { PLATFORMS } from "../../../domain/platforms";
import { WORKFLOW_STATUSES } from "../../../domain/status";
import { computeTotals } from "../../../domain/totals";
import type { DatabaseHandle } from "../../db/database";
import { orderEvents } from "../../db/schema/order-events";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";
import { verifyPassword } from "../../lib/password";
import { openTestDatabase, TEST_ENGINE } from "../../test/test-database";
import { fromOrderRow, type OrderRow } from "../orders/order-row";
import { takeWebsiteOrderNumber } from "../restaurants/restaurants.repository";
import { DEVELOPMENT_ACCOUNTS, seedDevelopmentData } from "./seed-development";

const NOW = new Date("2026-11-22T18:30:00Z");

describe(`the development seed (${TEST_ENGINE})`, () => {
  let database: DatabaseHandle;
  /** The lunch rush: the orders of the dashboard's 48-hour window. */
  let goldenForkOrders: OrderRow[];
  /** The weeks before it, for Analytics. */
  let historyOrders: OrderRow[];

  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await seedDevelopmentData({ db: database.db, now: NOW })).toEqual({ seeded: true });
    const [goldenFork] = await database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.name, "Golden Fork Bistro"));
    const all = await database.db
      .select()
      .from(orders)
      .where(eq(orders.restaurantId, goldenFork?.id ?? ""));
    const twoDaysAgo = NOW.getTime() - 48 * 3600_000;
    goldenForkOrders = all.filter((order) => order.createdAt.getTime() > twoDaysAgo);
    historyOrders = all.filter((order) => order.createdAt.getTime() <= twoDaysAgo);
  });
  afterAll(() => database.close());

  it("creates the five development accounts with argon2id hashes of their passwords", async () => {
    const rows = await database.db.select().from(users).orderBy(asc(users.email));
    expect(rows.map((row) => [row.email, row.role])).toEqual([
      ["admin@orderdock.app", "admin"],
      ["demo@orderdock.app", "demo"],
      ["manager@orderdock.app", "manager"],
      ["owner@orderdock.app", "shop_owner"],
      ["staff@orderdock.app", "staff"],
    ]);
    for (const account of DEVELOPMENT_ACCOUNTS) {
      const row = rows.find((candidate) => candidate.email === account.email);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row?.passwordHash ?? "", account.password)).toBe(true);
      expect(await verifyPassword(row?.passwordHash ?? "", `${account.password}x`)).toBe(false);
    }
  });

  it("gives the owner Golden Fork Bistro and the admin no restaurant", async () => {
    const rows = await database.db
      .select({ email: users.email, restaurant: restaurants.name })
      .from(users)
      .leftJoin(restaurants, eq(users.accountId, restaurants.accountId));
    expect(rows).toContainEqual({ email: "owner@orderdock.app", restaurant: "Golden Fork Bistro" });
    // Its manager and a member of staff work there too.
    expect(rows).toContainEqual({
      email: "manager@orderdock.app",
      restaurant: "Golden Fork Bistro",
    });
    expect(rows).toContainEqual({ email: "staff@orderdock.app", restaurant: "Golden Fork Bistro" });
    expect(rows).toContainEqual({ email: "admin@orderdock.app", restaurant: null });
  });

  it("gives Golden Fork Bistro about 25 orders over all six platforms and four statuses", () => {
    expect(goldenForkOrders).toHaveLength(25);
    expect(new Set(goldenForkOrders.map((order) => order.platform))).toEqual(new Set(PLATFORMS));
    expect(new Set(goldenForkOrders.map((order) => order.status))).toEqual(
      new Set(WORKFLOW_STATUSES),
    );
    expect(goldenForkOrders.every((order) => !order.isTest)).toBe(true);
  });

  it("mixes delivery and pickup with realistic details", () => {
    const deliveries = goldenForkOrders.filter((order) => order.isDelivery);
    const pickups = goldenForkOrders.filter((order) => !order.isDelivery);
    expect(deliveries.length).toBeGreaterThan(3);
    expect(pickups.length).toBeGreaterThan(3);
    expect(deliveries.some((order) => order.deliveryDistanceMiles !== null)).toBe(true);
    expect(deliveries.every((order) => order.deliveryFeeMinor > 0)).toBe(true);
    expect(deliveries.every((order) => order.customerAddress?.state === "TX")).toBe(true);
    expect(deliveries.every((order) => /^\d{5}$/.test(order.customerAddress?.zipCode ?? ""))).toBe(
      true,
    );
    expect(pickups.every((order) => order.customerAddress === null)).toBe(true);
    expect(
      goldenForkOrders.every((order) => /^\(512\) 555-01\d\d$/.test(order.customerPhone)),
    ).toBe(true);
    expect(goldenForkOrders.every((order) => order.taxMinor > 0)).toBe(true);
    expect(goldenForkOrders.some((order) => order.deliveryInstructions)).toBe(true);
    expect(
      goldenForkOrders.some((order) => order.items.some((item) => item.modifiers.length > 0)),
    ).toBe(true);
    expect(goldenForkOrders.some((order) => order.items.length > 2)).toBe(true);
  });

  it("uses each platform's own style of order number", () => {
    const numbers = (platform: string) =>
      goldenForkOrders.filter((order) => order.platform === platform).map((o) => o.orderNumber);
    expect(numbers("ubereats").every((n) => /^[0-9A-F]{5}$/.test(n))).toBe(true);
    expect(numbers("shopify").every((n) => /^#\d{4}$/.test(n))).toBe(true);
    expect(numbers("website").every((n) => /^W-\d{4}$/.test(n))).toBe(true);
    expect(numbers("woocommerce").every((n) => /^\d+$/.test(n))).toBe(true);
  });

  it("gives the next website orders W-numbers no sample order has", async () => {
    const goldenForkId = goldenForkOrders[0]?.restaurantId ?? "";
    const taken = await database.db
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.restaurantId, goldenForkId));
    const seeded = taken.map((order) => order.number).filter((number) => number.startsWith("W-"));
    expect(seeded.length).toBeGreaterThan(0);
    // As many new orders as there are numbers up to the highest sample's.
    const highest = Math.max(...seeded.map((number) => Number(number.slice(2))));
    for (let count = 1000; count < highest; count++) {
      expect(seeded).not.toContain(`W-${await takeWebsiteOrderNumber(database.db, goldenForkId)}`);
    }
  });

  it("stores totals that the domain computes from the items", () => {
    for (const row of goldenForkOrders) {
      const order = fromOrderRow(row);
      expect(computeTotals(order)).toEqual({
        subtotal: order.subtotal,
        computedTotal: order.total,
        total: order.total,
      });
    }
  });

  it("records a history that ends in each order's status, in time order, never in the future", async () => {
    for (const order of goldenForkOrders) {
      const events = await database.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
      expect(events[0]).toMatchObject({ fromStatus: null, toStatus: "new" });
      expect(events.at(-1)?.toStatus).toBe(order.status);
      for (let i = 1; i < events.length; i += 1) {
        expect(events[i]?.fromStatus).toBe(events[i - 1]?.toStatus);
      }
      expect(events.every((event) => event.at.getTime() <= NOW.getTime())).toBe(true);
      expect(events[0]?.at.getTime()).toBe(order.createdAt.getTime());
    }
  });

  it("gives Analytics two months of finished orders before the dashboard's window", async () => {
    expect(historyOrders.every((order) => ["completed", "cancelled"].includes(order.status))).toBe(
      true,
    );
    const cancelled = historyOrders.filter((order) => order.status === "cancelled");
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.length).toBeLessThan(historyOrders.length / 10);
    // Every day from 2 to 61 days back (New York) has orders: 'Last 30 days' and the 30 before.
    const days = new Set(
      historyOrders.map((order) => localDateOf(order.createdAt, "America/New_York")),
    );
    const today = localDateOf(NOW, "America/New_York");
    for (let back = 2; back <= 61; back += 1) expect(days).toContain(addDays(today, -back));
    // Finished orders went through 'ready', so preparation times exist.
    const readyEvents = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(eq(orderEvents.toStatus, "ready"));
    expect(readyEvents[0]?.n).toBeGreaterThan(historyOrders.length * 0.9);
  });

  it("does nothing on a second run", async () => {
    const count = async (table: typeof users | typeof orders) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    const before = { users: await count(users), orders: await count(orders) };
    expect(await seedDevelopmentData({ db: database.db, now: NOW })).toEqual({ seeded: false });
    expect({ users: await count(users), orders: await count(orders) }).toEqual(before);
  });

  it("seeds the same lunch rush whenever it starts", async () => {
    /** The rush as a kitchen reads it: who ordered what, with which notes, in which state. */
    const rushOf = (rows: OrderRow[], now: Date) =>
      rows
        .filter((row) => row.createdAt.getTime() > now.getTime() - 48 * 3600_000)
        .map((row) => fromOrderRow(row))
        .map((order) => ({
          status: order.status,
          platform: order.platform,
          customer: order.customer.name,
          items: order.items,
          kitchenNote: order.kitchenNote ?? null,
        }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    // Six days and an hour later: the weeks of history before it hold other orders.
    const later = new Date(NOW.getTime() + (6 * 24 + 1) * 3600_000);
    const other = await openTestDatabase();
    try {
      await seedDevelopmentData({ db: other.db, now: later });
      const [goldenFork] = await other.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.name, "Golden Fork Bistro"));
      const rows = await other.db
        .select()
        .from(orders)
        .where(eq(orders.restaurantId, goldenFork?.id ?? ""));
      expect(rushOf(rows, later)).toEqual(rushOf(goldenForkOrders, NOW));
    } finally {
      await other.close();
    }
  });
});
