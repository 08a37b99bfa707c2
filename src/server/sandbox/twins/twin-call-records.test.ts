import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { and, asc, eq, gt, isNull, max, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twinCalls } from "../../db/schema/twin-orders";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import {
  doorDashHeaders,
  doorDashKeys,
} from "../../modules/platform-calls/clients/doordash.client";
import { TEST_ENGINE } from "../../test/test-database";
import {
  addTwinRestaurant,
  placeTwinOrder,
  startTwinApp,
  type TwinTestApp,
  twinConsole,
} from "../../test/twin-helpers";
import { runSandboxMaintenance } from "../sandbox";
import {
  createTwinRefusals,
  KEPT_CALLS,
  REFUSED_BODY_BYTES,
  type RefusalCount,
} from "./twin-call-records";
import { pruneTwinCalls, trimCallSummaries } from "./twin-calls.repository";
import { type NewTwinCall, recordTwinCall } from "./twin-orders.repository";

/**
 * What the twins keep of the calls they receive (decision 136): a stranger's calls are
 * counted and summarised, never kept whole; a restaurant's own calls are kept, a refused
 * one's body cut short; and every record is trimmed to its newest calls.
 */
describe(`the twins' record of calls (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  const lines: Array<{ msg?: string; refused?: RefusalCount[] }> = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    app = await startTwinApp({ logger: pino({ level: "info" }, sink) });
  });
  afterAll(() => app.close());

  const db = () => app.database.db;
  const lastId = async () =>
    (
      await db()
        .select({ id: max(twinCalls.id) })
        .from(twinCalls)
    )[0]?.id ?? 0;
  /** The calls recorded after `id`, with the bytes each row and its body take. */
  const recordedAfter = (id: number) =>
    db()
      .select({
        restaurantId: twinCalls.restaurantId,
        platform: twinCalls.platform,
        status: twinCalls.status,
        path: twinCalls.path,
        hasBody: sql<boolean>`${twinCalls.body} is not null`,
        bodyBytes: sql<number>`coalesce(octet_length(${twinCalls.body}::text), 0)::int`,
        rowBytes: sql<number>`pg_column_size(${twinCalls})::int`,
      })
      .from(twinCalls)
      .where(gt(twinCalls.id, id))
      .orderBy(asc(twinCalls.id));

  it("keeps no body of 1,000 calls without credentials: each is counted and summarised", async () => {
    const body = { merchant_supplied_id: "m", status: "processing", note: "x".repeat(4000) };
    const restaurant = app.owner.restaurantId;
    const calls: Array<{ method: "PATCH" | "PUT"; url: () => string }> = [
      { method: "PATCH", url: () => `/sandbox/doordash/api/v1/orders/${randomUUID()}` },
      {
        method: "PUT",
        url: () => `/sandbox/woocommerce/sites/${restaurant}/wp-json/wc/v3/orders/${Date.now()}`,
      },
      {
        method: "PUT",
        url: () => `/sandbox/grubhub/pos/v1/merchant/${restaurant}/orders/${randomUUID()}/status`,
      },
    ];
    const before = await lastId();
    for (let batch = 0; batch < 50; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) => {
          const call = calls[(batch * 20 + index) % calls.length] ?? calls[0];
          return app.app.inject({ method: call?.method, url: call?.url() ?? "", payload: body });
        }),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 401));
    }

    const recorded = await recordedAfter(before);
    expect(recorded).toHaveLength(1000);
    expect(recorded.filter((row) => row.hasBody || row.restaurantId !== null)).toEqual([]);
    expect(recorded.reduce((sum, row) => sum + row.bodyBytes, 0)).toBe(0);
    // A summary is its path, its operation and the twin's short answer: well under 1 KB.
    expect(Math.max(...recorded.map((row) => row.rowBytes))).toBeLessThan(1024);
    const summaries = (platform: TwinPlatform) =>
      recorded.filter((row) => row.platform === platform && row.status === 401).length;
    expect([summaries("doordash"), summaries("woocommerce"), summaries("grubhub")]).toEqual([
      334, 333, 333,
    ]);

    // Counted, and the count reaches the log on the clock's next tick.
    await twinConsole(app, "woocommerce", "clock", { minutes: "1" });
    const counted = lines
      .filter((line) => line.msg === "platform twins refused calls")
      .flatMap((line) => line.refused ?? []);
    const total = (platform: TwinPlatform) =>
      counted
        .filter((count) => count.platform === platform && count.status === 401)
        .reduce((sum, count) => sum + count.count, 0);
    expect([total("doordash"), total("woocommerce"), total("grubhub")]).toEqual([334, 333, 333]);
  });

  it("keeps a restaurant's own refused call with its body cut to a few KB", async () => {
    const externalId = await placeTwinOrder(app, "doordash");
    const before = await lastId();
    const headers = await doorDashHeaders(doorDashKeys(app.config, app.origin));
    const response = await app.app.inject({
      method: "PATCH",
      url: `/sandbox/doordash/api/v1/orders/${externalId}`,
      headers,
      payload: { order_status: "success", note: "y".repeat(100_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "merchant_supplied_id is required" });
    const [kept] = await recordedAfter(before);
    expect(kept).toMatchObject({ restaurantId: app.owner.restaurantId, status: 400 });
    expect(kept?.bodyBytes).toBeLessThan(REFUSED_BODY_BYTES);
    const [row] = await db().select().from(twinCalls).where(gt(twinCalls.id, before));
    expect(row?.body).toEqual({
      cut: expect.stringMatching(/^\d+ bytes, more than the 4096 kept$/),
      start: expect.stringMatching(/^\{"order_status":"success","note":"y+/),
    });
  });

  describe("trimming", () => {
    const call = (restaurantId: string | null, receivedAt = new Date()): NewTwinCall => ({
      platform: "ubereats",
      restaurantId,
      externalId: null,
      method: "POST",
      path: "/sandbox/ubereats/v1/eats/store/s/status",
      operation: "store_status",
      body: null,
      status: restaurantId ? 204 : 401,
      answer: null,
      receivedAt,
    });
    const idsOf = async (restaurantId: string | null) =>
      (
        await db()
          .select({ id: twinCalls.id })
          .from(twinCalls)
          .where(
            and(
              eq(twinCalls.platform, "ubereats"),
              restaurantId === null
                ? isNull(twinCalls.restaurantId)
                : eq(twinCalls.restaurantId, restaurantId),
            ),
          )
          .orderBy(asc(twinCalls.id))
      ).map((row) => row.id);

    it("keeps each record's newest calls and drops the rest and the month-old", async () => {
      const other = await addTwinRestaurant(app, "Pruned Diner");
      const mine = app.owner.restaurantId;
      const theirs = other.owner.restaurantId;
      await db().delete(twinCalls);
      const old = new Date(Date.now() - 40 * 24 * 3600_000);
      await recordTwinCall(db(), call(theirs, old));
      for (let index = 0; index < 5; index += 1) {
        await recordTwinCall(db(), call(mine));
        await recordTwinCall(db(), call(null));
      }
      await recordTwinCall(db(), call(theirs));
      const [mineBefore, summariesBefore, theirsBefore] = [
        await idsOf(mine),
        await idsOf(null),
        await idsOf(theirs),
      ];

      const removed = await pruneTwinCalls(db(), {
        keep: 3,
        before: new Date(Date.now() - 30 * 24 * 3600_000),
      });
      expect(removed).toBe(2 + 2 + 1);
      expect(await idsOf(mine)).toEqual(mineBefore.slice(-3));
      expect(await idsOf(null)).toEqual(summariesBefore.slice(-3));
      expect(await idsOf(theirs)).toEqual(theirsBefore.slice(-1));

      // The summaries alone, as every hundredth one an instance writes trims them.
      expect(await trimCallSummaries(db(), { platform: "ubereats", keep: 2 })).toBe(1);
      expect(await idsOf(null)).toEqual(summariesBefore.slice(-2));
      expect(await idsOf(mine)).toEqual(mineBefore.slice(-3));
    });

    it("trims a restaurant's record to its newest 1,000 in the periodic maintenance", async () => {
      const mine = app.owner.restaurantId;
      await db().delete(twinCalls);
      await db()
        .insert(twinCalls)
        .values(Array.from({ length: KEPT_CALLS + 2 }, () => call(mine)));
      const ids = await idsOf(mine);
      const result = await runSandboxMaintenance({ db: db() });
      expect(result.twinCalls).toBe(2);
      expect(await idsOf(mine)).toEqual(ids.slice(2));
    });

    it("asks for a trim of a platform's summaries once every hundred", () => {
      const refusals = createTwinRefusals();
      const due = Array.from({ length: 250 }, () =>
        refusals.count({ platform: "doordash", operation: "confirm_order", status: 401 }),
      );
      expect(due.filter(Boolean)).toHaveLength(2);
      expect(refusals.count({ platform: "grubhub", operation: "order_status", status: 401 })).toBe(
        false,
      );
      expect(refusals.take()).toEqual([
        { platform: "doordash", operation: "confirm_order", status: 401, count: 250 },
        { platform: "grubhub", operation: "order_status", status: 401, count: 1 },
      ]);
      expect(refusals.take()).toEqual([]);
    });
  });
});
