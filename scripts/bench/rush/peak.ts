import { startCpuMeter } from "../cpu";
import { createHttpClient, type HttpClient } from "../http-client";
import { closedLoop } from "../load";
import { withScratchDatabase } from "../scratch-database";
import { round, summarize } from "../stats";
import { sampleBackends } from "./backend-sampler";
import { countOrders, startBackendCpu } from "./bench-db";
import { openRushDashboards } from "./dashboard";
import { type RushInstance, startRushInstance } from "./instance";
import { makeOrders, RUSH_PLATFORMS, type RushOrder, writeTwinOrders } from "./orders";
import type { RushSettings } from "./settings";

/**
 * The signed-webhook ingest peak: webhooks of all five platforms, pre-signed, sent with N
 * in flight (closed loop) to one instance whose restaurants all have a dashboard socket
 * open (no reloads, no staff: ingest alone). Orders per second answered 2xx, then each
 * platform alone. `profileWindows` gives each phase on the monotonic clock the CPU
 * profiles use, so a profile can be read for one phase (profile-summary.ts).
 */
const WARM_UP_ORDERS = 300;

type Phase = { name: string; orders: RushOrder[] };

async function runPhase(
  instance: RushInstance,
  client: HttpClient,
  databaseName: string,
  phase: Phase,
  concurrency: number,
) {
  const latencies: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const task = async () => {
    const order = phase.orders[next];
    next += 1;
    if (!order) return;
    const began = performance.now();
    const { path, headers, body } = order.webhook;
    const reply = await client
      .send("POST", path, body, headers)
      .catch((error: unknown) => ({ status: 0, body: String(error) }));
    if (reply.status >= 200 && reply.status < 300) latencies.push(performance.now() - began);
    else failures.push(`${order.platform}: ${reply.status} ${reply.body.slice(0, 160)}`);
  };
  const pg = await startBackendCpu(instance.bench.pool, databaseName);
  const sessions = sampleBackends(instance.bench.pool, databaseName);
  const cpu = startCpuMeter([instance.server.pid]);
  const startUs = Number(process.hrtime.bigint() / 1000n);
  const { elapsedMs } = await closedLoop({ concurrency, count: phase.orders.length, task });
  const endUs = Number(process.hrtime.bigint() / 1000n);
  const used = cpu();
  const pgCores = (await pg()) / (elapsedMs / 1000);
  const sessionStates = await sessions();
  const timing = summarize(latencies);
  const perOrder = (cores: number | null) =>
    cores === null || latencies.length === 0
      ? null
      : round((cores * elapsedMs) / latencies.length, 2);
  return {
    row: {
      phase: phase.name,
      inFlight: concurrency,
      accepted2xx: latencies.length,
      ordersPerSecond: round(latencies.length / (elapsedMs / 1000), 0),
      p50Ms: round(timing.p50, 1),
      p99Ms: round(timing.p99, 1),
      errors: failures.length,
      serverCores: used.server,
      serverCpuMsPerOrder: perOrder(used.server),
      postgresCores: round(pgCores, 2),
      postgresCpuMsPerOrder: perOrder(pgCores),
      benchCores: used.bench,
    },
    failures: failures.slice(0, 5),
    sessions: { phase: phase.name, ...sessionStates },
    window: { name: phase.name, pid: instance.server.pid, startUs, endUs },
  };
}

export async function runIngestPeak(baseUrl: string, settings: RushSettings) {
  return withScratchDatabase(baseUrl, async (database) => {
    const instance = await startRushInstance({
      databaseUrl: database.url,
      count: settings.peakRestaurants,
      history: 0,
    });
    const { restaurants, sessionSecret } = instance;
    const client = createHttpClient(instance.server.url, {}, { maxSockets: 1024 });
    const dashboards = await openRushDashboards({
      url: instance.server.url,
      restaurants,
      client,
      tracker: () => null,
      reloads: "none",
    });
    try {
      const perPlatform = Math.max(1, Math.round(settings.peakOrders / 3));
      const all = makeOrders({
        restaurants,
        count: WARM_UP_ORDERS + settings.peakOrders,
        sessionSecret,
        seed: 3,
      });
      const warmUp = all.slice(0, WARM_UP_ORDERS);
      const phases: Phase[] = [
        { name: "all five platforms", orders: all.slice(WARM_UP_ORDERS) },
        ...RUSH_PLATFORMS.map((platform, index) => ({
          name: `${platform} only`,
          orders: makeOrders({
            restaurants,
            count: perPlatform,
            sessionSecret,
            seed: 10 + index,
            only: platform,
          }),
        })),
      ];
      await writeTwinOrders(instance.bench.db, [
        ...warmUp,
        ...phases.flatMap((phase) => phase.orders),
      ]);
      const run = (phase: Phase) =>
        runPhase(instance, client, database.name, phase, settings.peakConcurrency);
      await run({ name: "warm-up", orders: warmUp });
      const results = [];
      for (const phase of phases) results.push(await run(phase));
      const sent = phases.flatMap((phase) => phase.orders);
      const stored = await countOrders(
        instance.bench.pool,
        restaurants.map((restaurant) => restaurant.id),
      );
      const accepted = results.reduce((sum, result) => sum + result.row.accepted2xx, 0);
      const storedTotal = Object.values(stored).reduce((sum, count) => sum + count, 0);
      return {
        rows: results.map((result) => result.row),
        failures: results.flatMap((result) => result.failures),
        sessions: results.map((result) => result.sessions),
        profileWindows: results.map((result) => result.window),
        // Warm-up orders are stored too.
        check: {
          sent: sent.length + warmUp.length,
          stored: storedTotal,
          acceptedInPhases: accepted,
          storedPerPlatform: stored,
        },
      };
    } finally {
      await dashboards.close();
      client.close();
      await instance.stop();
    }
  });
}
