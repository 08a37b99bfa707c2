import os from "node:os";
import { benchAnalytics } from "./analytics";
import { startBenchServer } from "./bench-server";
import { benchBareRoute, benchPgInserts } from "./ceilings";
import { benchDomainList } from "./domain-list";
import { benchFanOut } from "./fan-out";
import { benchHotPath } from "./hot-path";
import { benchHttp } from "./http-readiness";
import { benchIngest } from "./ingest";
import { benchPlatformCalls } from "./platform-calls";
import { writeBenchResults } from "./results-file";
import { withScratchDatabase } from "./scratch-database";
import { signInOwner } from "./session";
import { checkTargets } from "./targets";

/**
 * `npm run bench`: prints a table per benchmark and writes bench/results.json. PostgreSQL
 * runs are included when BENCH_DATABASE_URL names a database the benchmark may connect to
 * and create databases from: every PostgreSQL benchmark gets a fresh database next to it,
 * dropped afterwards. Figures are reported, never asserted (the latest go to
 * docs/performance.md).
 */
const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const settings = {
  seconds: numberFrom("BENCH_SECONDS", 5),
  concurrency: numberFrom("BENCH_CONCURRENCY", 16),
  orders: numberFrom("BENCH_ORDERS", 2000),
  listeners: numberFrom("BENCH_LISTENERS", 5),
  sockets: numberFrom("BENCH_SOCKETS", 2000),
  fanOutRepeats: numberFrom("BENCH_FANOUT_REPEATS", 5),
  analyticsOrders: numberFrom("BENCH_ANALYTICS_ORDERS", 100_000),
  analyticsRepeats: numberFrom("BENCH_ANALYTICS_REPEATS", 20),
};
const { seconds, concurrency } = settings;
const postgresUrl = process.env.BENCH_DATABASE_URL;
const skipped: string[] = [];
const began = performance.now();
const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));
const loadAverageAtStart = loadAverage();
// Other work on the machine takes the cores the servers need; say so beside the figures.
if ((loadAverageAtStart[0] ?? 0) > 1)
  console.log(`Note: load average ${loadAverageAtStart.join(" ")} at start; figures will be low.`);

const domain = [1_000, 10_000].map((count) => benchDomainList(count));
console.log("\nDashboard list operations (in-process, one full pass)");
console.table(domain);

const hotPath = await benchHotPath();
console.log("\nServer hot path (in-process, one call at a time)");
console.table(hotPath);

/** One server per engine serves the HTTP rows, then the ingest. */
async function benchEngine(engine: "pglite" | "postgres", databaseUrl?: string) {
  const server = await startBenchServer(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const http = await benchHttp({ engine, url: server.url, seconds, concurrency });
    const cookie = await signInOwner(server.url);
    const ingest = await benchIngest({
      ...settings,
      engine,
      url: server.url,
      cookie,
      serverPid: server.pid,
    });
    const peak = Number(ingest[0]?.ordersPerSecond ?? 2);
    const calls = await benchPlatformCalls({
      engine,
      url: server.url,
      cookie,
      rate: Math.max(1, Math.round(peak / 2)),
      seconds,
    });
    return { http, ingest, calls };
  } finally {
    await server.stop();
  }
}

const engines = [await benchEngine("pglite")];
if (postgresUrl)
  engines.push(await withScratchDatabase(postgresUrl, (db) => benchEngine("postgres", db.url)));
else skipped.push("HTTP and ingest on PostgreSQL");
const http = engines.flatMap((run) => run.http);
const ingest = engines.flatMap((run) => run.ingest);
const platformCalls = engines.map((run) => run.calls);

console.log(`\nHTTP, ${seconds} s per row, the server in its own process`);
console.table(http);
console.log(
  `\nIngest: ${settings.orders} test orders at the peak, then ${seconds} s at half its rate; ` +
    `${settings.listeners} dashboards on /ws; ws = POST start until the last dashboard has NEW_ORDER`,
);
console.table(ingest);
console.log(
  "\nStaff action → platform: POST accept until the DoorDash twin received the confirmation",
);
console.table(platformCalls);

const fanOut = postgresUrl
  ? await withScratchDatabase(postgresUrl, (db) =>
      benchFanOut({
        databaseUrl: db.url,
        sockets: settings.sockets,
        repeats: settings.fanOutRepeats,
      }),
    )
  : [];
if (postgresUrl) {
  console.log("\nFan-out: one PUT through instance A until every socket (A and B) has the change");
  console.table(fanOut);
} else skipped.push("fan-out (needs PostgreSQL)");

const analytics = postgresUrl
  ? await withScratchDatabase(postgresUrl, (db) =>
      benchAnalytics({
        databaseUrl: db.url,
        orders: settings.analyticsOrders,
        repeats: settings.analyticsRepeats,
      }),
    )
  : null;
if (analytics) {
  console.log(
    `\nAnalytics: ${analytics.orders} orders (${analytics.events} events, seeded in ` +
      `${analytics.seedSeconds} s) in one restaurant over a year; ms per request, one at a time`,
  );
  console.table(analytics.rows);
} else skipped.push("analytics with 100,000 orders (needs PostgreSQL)");

const ceilings: Record<string, unknown>[] = [await benchBareRoute({ concurrency, seconds })];
if (postgresUrl)
  ceilings.unshift(
    await withScratchDatabase(postgresUrl, (db) =>
      benchPgInserts({ databaseUrl: db.url, concurrency, seconds }),
    ),
  );
else skipped.push("pg insert ceiling (needs PostgreSQL)");
console.log(`\nCeilings, ${seconds} s per row, c=${concurrency}`);
console.table(ceilings);

const targets = checkTargets({ ingest, fanOut, sockets: settings.sockets, analytics });
console.log("\nTargets of issues 4 and 10 (PostgreSQL)");
console.table(targets);
if (skipped.length > 0)
  console.log(`\nSkipped, set BENCH_DATABASE_URL to run: ${skipped.join("; ")}`);

const results = {
  loadAverageAtStart,
  loadAverageAtEnd: loadAverage(),
  settings: { ...settings, postgres: Boolean(postgresUrl) },
  domain,
  hotPath,
  http,
  ingest,
  platformCalls,
  fanOut,
  analytics,
  ceilings,
  targets,
  skipped,
  totalSeconds: Math.round((performance.now() - began) / 1000),
};
writeBenchResults("results.json", results);
console.log(`Took ${results.totalSeconds} s`);
