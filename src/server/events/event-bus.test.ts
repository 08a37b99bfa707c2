import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type AnnouncedOrder,
  announceOrder,
  type OrderChange,
  orderChanged,
} from "../modules/orders/order-events";
import { storeChanged } from "../modules/store/store-events";
import { waitUntil } from "../test/realtime-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { TEST_ENGINE } from "../test/test-database";
import { createEventBus } from "./event-bus";
import { defineEvent, EVENTS_CHANNEL, MAX_EVENT_BYTES } from "./event-definition";

/**
 * Publishing is a NOTIFY inside the caller's transaction, so an event is heard exactly
 * when its change commits. The bus carries only the kinds the modules declare, each read
 * with its own schema; it is the only way events reach the hub.
 */
describe(`event bus: NOTIFY in the transaction, LISTEN per instance (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let received: OrderChange[];
  let unsubscribe: () => void;

  const eventFor = (orderNumber: string): OrderChange => ({
    restaurantId: randomUUID(),
    message: { type: "NEW_ORDER", order: { id: randomUUID(), orderNumber, status: "new" } },
  });
  const publishCommitted = (event: OrderChange) =>
    testApp.database.db.transaction((tx) => testApp.app.events.publish(tx, orderChanged, event));
  const waitForCount = (count: number) =>
    waitUntil(() => received.length >= count, { label: `${count} events` });

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => unsubscribe());
  afterAll(() => testApp.close());

  const listen = () => {
    received = [];
    unsubscribe = testApp.app.events.on(orderChanged, (event) => received.push(event));
  };

  it("delivers an event published in a committed transaction, as it was published", async () => {
    listen();
    const event = eventFor("C-1");
    await publishCommitted(event);
    await waitForCount(1);
    expect(received).toEqual([event]);
  });

  it("delivers nothing for a transaction that rolls back", async () => {
    listen();
    const rolledBack = eventFor("R-1");
    await expect(
      testApp.database.db.transaction(async (tx) => {
        await testApp.app.events.publish(tx, orderChanged, rolledBack);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const committed = eventFor("C-2");
    await publishCommitted(committed);
    await waitForCount(1);
    // Commit order: had the rolled-back event been sent, it would have come first.
    expect(received).toEqual([committed]);
  });

  it("ignores a malformed payload, an unknown kind and a payload its kind refuses", async () => {
    listen();
    const db = testApp.database.db;
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, 'not json')`);
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '{"event":"gone","data":{}}')`);
    await db.execute(
      sql`select pg_notify(${EVENTS_CHANNEL}, '{"event":"order","data":{"restaurantId":"r","message":{}}}')`,
    );
    const event = eventFor("C-4");
    await publishCommitted(event);
    await waitForCount(1);
    expect(received).toEqual([event]);
  });

  it("hands each kind only to its own listeners, with the defaults its schema fills in", async () => {
    listen();
    const stores: unknown[] = [];
    const stopStores = testApp.app.events.on(storeChanged, (change) => stores.push(change));
    const restaurantId = randomUUID();
    await testApp.database.db.transaction((tx) =>
      testApp.app.events.publish(tx, storeChanged, { restaurantId, notice: "Paused" }),
    );
    const event = eventFor("C-6");
    await publishCommitted(event);
    await waitForCount(1);
    stopStores();
    expect(received).toEqual([event]);
    expect(stores).toEqual([{ restaurantId, notice: "Paused" }]);
  });

  it("announces an order from SQL with the message browsers are sent", async () => {
    listen();
    const order: AnnouncedOrder = {
      id: randomUUID(),
      restaurantId: randomUUID(),
      orderNumber: "S-1",
      status: "preparing",
    };
    await testApp.database.db.transaction((tx) => announceOrder(tx, "ORDER_STATUS_CHANGED", order));
    await waitForCount(1);
    expect(received).toEqual([
      {
        restaurantId: order.restaurantId,
        message: {
          type: "ORDER_STATUS_CHANGED",
          order: { id: order.id, orderNumber: "S-1", status: "preparing" },
        },
      },
    ]);
  });

  it("refuses to publish a payload its kind would not read, and the change rolls back", async () => {
    const bad = { restaurantId: "r", message: { type: "NOT_A_TYPE" } } as unknown as OrderChange;
    await expect(
      testApp.database.db.transaction((tx) => testApp.app.events.publish(tx, orderChanged, bad)),
    ).rejects.toThrow();
  });

  it("refuses a kind the app did not give it, and an event too large for a NOTIFY", async () => {
    const stranger = defineEvent("stranger", z.object({ note: z.string() }));
    expect(() => testApp.app.events.on(stranger, () => {})).toThrow(/not one the app gave/);
    const huge = { restaurantId: "r", notice: "x".repeat(MAX_EVENT_BYTES) };
    await expect(
      testApp.database.db.transaction((tx) => testApp.app.events.publish(tx, storeChanged, huge)),
    ).rejects.toThrow(/split it/);
  });

  it("will not be built with two kinds of one name", () => {
    const twin = defineEvent("order", z.object({}));
    expect(() =>
      createEventBus({
        database: testApp.database,
        logger: pino({ level: "silent" }),
        events: [orderChanged, twin],
      }),
    ).toThrow(/two events named order/);
  });

  it("delivers a burst of 300 events, every one, in commit order", async () => {
    listen();
    const events = Array.from({ length: 300 }, (_, index) => eventFor(`B-${index}`));
    for (const event of events) await publishCommitted(event);
    await waitForCount(events.length);
    expect(received).toEqual(events);
  });

  it("stops delivering to a listener that unsubscribed", async () => {
    listen();
    const kept: OrderChange[] = [];
    const stopKept = testApp.app.events.on(orderChanged, (event) => kept.push(event));
    unsubscribe();
    const event = eventFor("C-5");
    await publishCommitted(event);
    await waitUntil(() => kept.length === 1, { label: "the remaining listener" });
    stopKept();
    expect(received).toEqual([]);
  });
});
