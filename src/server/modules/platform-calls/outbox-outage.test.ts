import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformCalls } from "../../db/schema/platform-calls";
import { SESSION_COOKIE } from "../../plugins/session-cookie";
import { TEST_ENGINE } from "../../test/test-database";
import {
  eventually,
  passUndoWindow,
  placeTwinOrder,
  startTwinApp,
  storedOrder,
  type TwinTestApp,
  twinCallsOf,
  twinConsole,
} from "../../test/twin-helpers";
import { findOrderByExternalId } from "../orders/orders.repository";

/**
 * A platform down for a whole minute: every call made meanwhile is kept and tried again,
 * and reaches the platform once it answers, each order's calls in the order they were made.
 * The minute passes on the platform's clock (its console moves it on, as for deadlines),
 * and waits between tries are capped at 5 s here (OUTBOX_MAX_RETRY_SECONDS), so the test
 * takes seconds.
 */
describe(`the outbox through a platform outage (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    // Tries at most a second apart, so the calls go out soon after the outage ends.
    app = await startTwinApp({ config: { outboxMaxRetryMs: 1000 } });
  });
  afterAll(() => app.close());

  const cookies = () => ({ [SESSION_COOKIE]: app.owner.token });

  it("delivers after a minute of 503s, once each and in order", async () => {
    const placed = [
      await placeTwinOrder(app, "doordash"),
      await placeTwinOrder(app, "doordash"),
      await placeTwinOrder(app, "doordash"),
    ];
    const outage = await app.app.inject({
      method: "POST",
      url: "/sandbox/doordash/console/outage",
      cookies: cookies(),
      payload: "seconds=60&status=503",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(outage.statusCode).toBe(303);
    const outageEnds = Date.now() + 60_000;

    for (const externalId of placed) {
      const order = await findOrderByExternalId(app.database.db, {
        restaurantId: app.owner.restaurantId,
        platform: "doordash",
        externalId,
      });
      const accept = await app.app.inject({
        method: "POST",
        url: `/api/orders/${order?.id}/accept`,
        cookies: cookies(),
        payload: { prepMinutes: 30 },
      });
      expect(accept.statusCode).toBe(200);
      const ready = await app.app.inject({
        method: "PUT",
        url: `/api/orders/${order?.id}`,
        cookies: cookies(),
        payload: { status: "ready" },
      });
      expect(ready.statusCode).toBe(200);
    }
    passUndoWindow(app);

    // While the platform is down the calls wait, shown as still sending.
    for (const externalId of placed) {
      await eventually(async () =>
        (await twinCallsOf(app.database.db, "doordash", externalId)).some(
          (call) => call.status === 503,
        ),
      );
    }
    const during = await twinCallsOf(app.database.db, "doordash", placed[0] ?? "");
    expect(during.every((call) => call.status === 503)).toBe(true);
    const order = await storedOrder(app, "doordash", placed[0] ?? "");
    expect(order.platformCall?.state).toBe("sending");

    // The minute passes on the platform's clock; the outage is over.
    expect(await twinConsole(app, "doordash", "clock", { minutes: "1" })).toBe(
      "1 minute passed on the platform's clock",
    );

    await eventually(async () => {
      const calls = await app.database.db
        .select()
        .from(platformCalls)
        .where(eq(platformCalls.restaurantId, app.owner.restaurantId));
      return calls.length === 6 && calls.every((call) => call.state === "done");
    }, 60_000);

    for (const externalId of placed) {
      const received = await twinCallsOf(app.database.db, "doordash", externalId);
      const answered = received.filter((call) => call.status !== 503);
      expect(answered.map((call) => [call.operation, call.status])).toEqual([
        ["confirm_order", 202],
        ["order_ready_for_pickup", 202],
      ]);
      // Nothing got through before the platform came back.
      expect(answered[0]?.receivedAt.getTime()).toBeGreaterThanOrEqual(outageEnds - 1000);
      expect(received.some((call) => call.status === 503)).toBe(true);
    }
  }, 120_000);
});
