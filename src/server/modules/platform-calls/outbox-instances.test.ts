import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNDO_WINDOW_MS } from "../../../domain/undo";
import { buildApp } from "../../app";
import type { DatabaseHandle } from "../../db/database";
import { platformCalls } from "../../db/schema/platform-calls";
import { twinOrders } from "../../db/schema/twin-orders";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import {
  createSignedInOwner,
  listenOnRandomPort,
  type SignedInOwner,
} from "../../test/realtime-helpers";
import { createTestConfig } from "../../test/test-app";
import { createTestClock } from "../../test/test-clock";
import { openTwoHandles, TEST_ENGINE } from "../../test/test-database";
import { eventually, twinCallsOf } from "../../test/twin-helpers";
import { connectKeyedPlatforms, TEST_SECRETS_KEY } from "../../test/webhook-helpers";
import { findOrderByExternalId } from "../orders/orders.repository";
import { signalOutboxWork } from "./outbox-signal";

/**
 * Two OrderDock instances on one database, both sending the outbox: every call reaches
 * the platform once, and one order's calls arrive in the order they were made.
 */
describe(`the outbox with two instances on one database (${TEST_ENGINE})`, () => {
  const config = createTestConfig({ secretsKey: TEST_SECRETS_KEY });
  // Both instances read one clock, which the test moves past the undo window.
  const clock = createTestClock();
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  let owner: SignedInOwner;
  let release: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    const opened = await openTwoHandles();
    handles.push(...opened.handles);
    release = opened.release;
    for (const database of handles) {
      const app = await buildApp({ config, database, clock: clock.now });
      await app.ready();
      await listenOnRandomPort(app);
      apps.push(app);
    }
    const first = handles[0] as DatabaseHandle;
    owner = await createSignedInOwner(apps[0] as FastifyInstance, first.db, "Two Kitchens");
    await connectKeyedPlatforms(first.db, owner.restaurantId);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await release?.();
  });

  const cookies = () => ({ [SESSION_COOKIE]: owner.token });

  it("makes every call once, each order's calls in order", async () => {
    const db = (handles[0] as DatabaseHandle).db;
    const placed: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const app = apps[index % 2] as FastifyInstance;
      const response = await app.inject({
        method: "POST",
        url: "/sandbox/doordash/console/orders",
        cookies: cookies(),
      });
      expect(String(response.headers.location)).toContain("sent%20to%20OrderDock");
    }
    for (const row of await db
      .select()
      .from(twinOrders)
      .where(eq(twinOrders.restaurantId, owner.restaurantId))) {
      placed.push(row.externalId);
    }
    expect(placed).toHaveLength(12);

    const ids: string[] = [];
    for (const [index, externalId] of placed.entries()) {
      const order = await findOrderByExternalId(db, {
        restaurantId: owner.restaurantId,
        platform: "doordash",
        externalId,
      });
      if (!order) throw new Error("order missing");
      ids.push(order.id);
      const app = apps[index % 2] as FastifyInstance;
      const accept = await app.inject({
        method: "POST",
        url: `/api/orders/${order.id}/accept`,
        cookies: cookies(),
        payload: { prepMinutes: 10 },
      });
      expect(accept.statusCode).toBe(200);
      const ready = await apps[(index + 1) % 2]?.inject({
        method: "PUT",
        url: `/api/orders/${order.id}`,
        cookies: cookies(),
        payload: { status: "ready" },
      });
      expect(ready?.statusCode).toBe(200);
    }
    // The ready calls wait out the undo window; let it pass instead of waiting for it.
    clock.advance(UNDO_WINDOW_MS);
    signalOutboxWork();

    await eventually(async () => {
      const calls = await db
        .select()
        .from(platformCalls)
        .where(eq(platformCalls.restaurantId, owner.restaurantId));
      return calls.length === 24 && calls.every((call) => call.state === "done");
    }, 60_000);
    for (const externalId of placed) {
      const received = await twinCallsOf(db, "doordash", externalId);
      expect(received.map((call) => [call.operation, call.status])).toEqual([
        ["confirm_order", 202],
        ["order_ready_for_pickup", 202],
      ]);
    }
  });
});
