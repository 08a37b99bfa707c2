import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { waitUntil } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { EVENTS_CHANNEL, type RestaurantEvent } from "./event-bus";

/**
 * Publishing is a NOTIFY inside the caller's transaction, so an event is heard
 * exactly when its change commits. The bus is the only way events reach the hub.
 */
describe(`event bus: NOTIFY in the transaction, LISTEN per instance (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let received: RestaurantEvent[];
  let unsubscribe: () => void;

  const eventFor = (orderNumber: string): RestaurantEvent => ({
    restaurantId: randomUUID(),
    message: { type: "NEW_ORDER", order: { id: randomUUID(), orderNumber, status: "new" } },
  });
  const publishCommitted = (event: RestaurantEvent) =>
    testApp.database.db.transaction((tx) => testApp.app.events.publish(tx, event));
  const waitForCount = (count: number) =>
    waitUntil(() => received.length >= count, { label: `${count} events` });

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => unsubscribe());
  afterAll(() => testApp.close());

  const listen = () => {
    received = [];
    unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
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
        await testApp.app.events.publish(tx, rolledBack);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const committed = eventFor("C-2");
    await publishCommitted(committed);
    await waitForCount(1);
    // Commit order: had the rolled-back event been sent, it would have come first.
    expect(received).toEqual([committed]);
  });

  it("ignores a malformed payload on the channel and keeps delivering", async () => {
    listen();
    const db = testApp.database.db;
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, 'not json')`);
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '{"restaurantId":"r","message":{}}')`);
    const event = eventFor("C-4");
    await publishCommitted(event);
    await waitForCount(1);
    expect(received).toEqual([event]);
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
    const kept: RestaurantEvent[] = [];
    const stopKept = testApp.app.events.subscribe((event) => kept.push(event));
    unsubscribe();
    const event = eventFor("C-5");
    await publishCommitted(event);
    await waitUntil(() => kept.length === 1, { label: "the remaining listener" });
    stopKept();
    expect(received).toEqual([]);
  });
});
