import os from "node:os";
import { rssMiB, startCpuMeter } from "../cpu";
import { createHttpClient } from "../http-client";
import { openLoop } from "../load";
import { withScratchDatabase } from "../scratch-database";
import { countOrders, outboxDrained, outboxState, startBackendCpu } from "./bench-db";
import { openRushDashboards, type RushDashboards } from "./dashboard";
import { startRushInstance } from "./instance";
import { createKitchen } from "./kitchen";
import { makeOrders, writeTwinOrders } from "./orders";
import type { RushSettings } from "./settings";
import { summarizeStep } from "./step-report";
import { RushTracker } from "./tracker";

type MeasuredWindow = {
  began: number;
  /** On the clock CPU profiles use (profile-summary.ts). */
  startUs: number;
  cpu: ReturnType<typeof startCpuMeter>;
  pg: () => Promise<number>;
};

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * One step of the rush: R restaurants on one instance, one order per restaurant per two
 * minutes (R/120 a second, open loop) for the warm-up and the measured window, every
 * dashboard open and reloading, staff working every order, the outbox calling the twins.
 * CPU is measured over the window only, once the kitchen and the outbox run steadily.
 */
export async function runRushStep(
  baseUrl: string,
  restaurantCount: number,
  settings: RushSettings,
) {
  return withScratchDatabase(baseUrl, async (database) => {
    const instance = await startRushInstance({
      databaseUrl: database.url,
      count: restaurantCount,
      history: settings.history,
    });
    const { server, bench, restaurants } = instance;
    const api = createHttpClient(server.url, {}, { maxSockets: 256 });
    const platforms = createHttpClient(server.url, {}, { maxSockets: 256 });
    let dashboards: RushDashboards | null = null;
    try {
      const rate = restaurantCount / 120;
      const count = Math.max(1, Math.round(rate * (settings.warmUpSeconds + settings.seconds)));
      const orders = makeOrders({ restaurants, count, sessionSecret: instance.sessionSecret });
      await writeTwinOrders(bench.db, orders);

      const kitchen = createKitchen({
        client: api,
        dashboards: () => dashboards as RushDashboards,
        kitchenSeconds: settings.kitchenSeconds,
      });
      const tracker = new RushTracker((record) => kitchen.start(record));
      const opening = performance.now();
      dashboards = await openRushDashboards({
        url: server.url,
        restaurants,
        client: api,
        tracker: () => tracker,
        reloads: settings.reloads,
      });
      const openSeconds = (performance.now() - opening) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 2000)); // let the upgrades settle
      const rssStart = rssMiB(server.pid);
      const loadAtStart = os.loadavg()[0] ?? 0;

      // The measured window opens after the warm-up.
      const measure: { window: MeasuredWindow | null } = { window: null };
      const opens = setTimeout(async () => {
        const pg = await startBackendCpu(bench.pool, database.name);
        dashboards?.resetStats();
        kitchen.resetStats();
        measure.window = {
          began: performance.now(),
          startUs: monotonicUs(),
          cpu: startCpuMeter([server.pid]),
          pg,
        };
      }, settings.warmUpSeconds * 1000);

      let next = 0;
      const send = async () => {
        const order = orders[next];
        next += 1;
        if (!order) return;
        const record = tracker.sent(order, performance.now());
        const { path, headers, body } = order.webhook;
        const reply = await platforms
          .send("POST", path, body, headers)
          .catch((error: unknown) => ({ status: 0, body: String(error) }));
        record.repliedAt = performance.now();
        record.status = reply.status;
        if (reply.status !== 200) record.answer = reply.body.slice(0, 200);
      };
      const loop = await openLoop({ rate, count, task: send });
      clearTimeout(opens);
      const measured = measure.window;
      const windowEnd = performance.now();
      const endUs = monotonicUs();
      const cpu = measured?.cpu();
      const pgSeconds = measured ? await measured.pg() : null;
      const dashboardStats = dashboards.stats();
      const kitchenStats = kitchen.stats();

      // Drain: every card shown, every staff action answered, every platform call made.
      const drainBegan = performance.now();
      while (!tracker.allCarded() && performance.now() - drainBegan < 30_000)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await kitchen.idle();
      const drained = await outboxDrained(bench.pool, 90_000);
      const rssEnd = rssMiB(server.pid);
      const stored = await countOrders(
        bench.pool,
        restaurants.map((restaurant) => restaurant.id),
      );
      const outbox = await outboxState(bench.pool);

      const profileWindow = measured
        ? {
            name: `rush, ${restaurantCount} restaurants`,
            pid: server.pid,
            startUs: measured.startUs,
            endUs,
          }
        : null;
      return summarizeStep({
        profileWindow,
        restaurants: restaurantCount,
        rate,
        settings,
        tracker,
        window: measured ? { began: measured.began, ended: windowEnd } : null,
        cpu: cpu ?? null,
        pgSeconds,
        senderMaxLagMs: loop.maxLagMs,
        dashboards: dashboardStats,
        kitchen: kitchenStats,
        kitchenErrors: kitchen.errorSamples(),
        rss: { start: rssStart, end: rssEnd },
        stored,
        outbox: { ...outbox, drained },
        loadAtStart,
        setupSeconds: instance.setupSeconds,
        openSeconds,
      });
    } finally {
      await dashboards?.close();
      api.close();
      platforms.close();
      await instance.stop();
    }
  });
}
