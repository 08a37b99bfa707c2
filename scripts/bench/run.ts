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
import { benchPrinters, type PrintersResult } from "./printers";
import { writeBenchResults } from "./results-file";
import { withScratchDatabase } from "./scratch-database";
import { signInOwner } from "./session";
import { checkTargets } from "./targets";

/**
 * `npm run bench`: prints a table per benchmark and writes bench/results.json. PostgreSQL
 * runs are included when BENCH_DATABASE_URL names a database the benchmark may connect to
 * and create databases from: every PostgreSQL benchmark gets a fresh database next to it,
 * dropped afterwards. Figures are reported, never asserted (the latest go to
 * docs/performance.md). BENCH_ONLY names the parts to run, comma-separated (PARTS below);
 * such a run writes bench/results-<parts>.json and leaves the full run's file alone.
 */
const PARTS = ["domain", "hot-path", "http", "fan-out", "analytics", "ceilings", "printers"];
const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((part) => part.trim())
  .filter(Boolean);
const unknownParts = only.filter((part) => !PARTS.includes(part));
if (unknownParts.length > 0)
  throw new Error(`BENCH_ONLY: unknown ${unknownParts.join(", ")}; parts: ${PARTS.join(", ")}`);
const runs = (part: string) => only.length === 0 || only.includes(part);

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
  printers: numberFrom("BENCH_PRINTERS", 5000),
  printerSeconds: numberFrom("BENCH_PRINTER_SECONDS", 60),
  printerWarmUpSeconds: numberFrom("BENCH_PRINTER_WARMUP_SECONDS", 15),
  printerIdleSeconds: numberFrom("BENCH_PRINTER_IDLE_SECONDS", 20),
  printerOneInstance: process.env.BENCH_PRINTER_ONE_INSTANCE === "1",
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

const domain = runs("domain") ? [1_000, 10_000].map((count) => benchDomainList(count)) : [];
if (runs("domain")) {
  console.log("\nDashboard list operations (in-process, one full pass)");
  console.table(domain);
}

const hotPath = runs("hot-path") ? await benchHotPath() : [];
if (runs("hot-path")) {
  console.log("\nServer hot path (in-process, one call at a time)");
  console.table(hotPath);
}

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

const engines = runs("http") ? [await benchEngine("pglite")] : [];
if (runs("http") && postgresUrl)
  engines.push(await withScratchDatabase(postgresUrl, (db) => benchEngine("postgres", db.url)));
else if (runs("http")) skipped.push("HTTP and ingest on PostgreSQL");
const http = engines.flatMap((run) => run.http);
const ingest = engines.flatMap((run) => run.ingest);
const platformCalls = engines.map((run) => run.calls);

if (runs("http")) {
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
}

const fanOut =
  runs("fan-out") && postgresUrl
    ? await withScratchDatabase(postgresUrl, (db) =>
        benchFanOut({
          databaseUrl: db.url,
          sockets: settings.sockets,
          repeats: settings.fanOutRepeats,
        }),
      )
    : [];
if (runs("fan-out") && postgresUrl) {
  console.log("\nFan-out: one PUT through instance A until every socket (A and B) has the change");
  console.table(fanOut);
} else if (runs("fan-out")) skipped.push("fan-out (needs PostgreSQL)");

const analytics =
  runs("analytics") && postgresUrl
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
} else if (runs("analytics")) skipped.push("analytics with 100,000 orders (needs PostgreSQL)");

const ceilings: Record<string, unknown>[] = runs("ceilings")
  ? [await benchBareRoute({ concurrency, seconds })]
  : [];
if (runs("ceilings") && postgresUrl)
  ceilings.unshift(
    await withScratchDatabase(postgresUrl, (db) =>
      benchPgInserts({ databaseUrl: db.url, concurrency, seconds }),
    ),
  );
else if (runs("ceilings")) skipped.push("pg insert ceiling (needs PostgreSQL)");
if (runs("ceilings")) {
  console.log(`\nCeilings, ${seconds} s per row, c=${concurrency}`);
  console.table(ceilings);
}

const printers = runs("printers") ? await runPrinters() : null;

const targets = checkTargets({ ingest, fanOut, sockets: settings.sockets, analytics, printers });
console.log("\nTargets (PostgreSQL)");
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
  printers,
  targets,
  skipped,
  totalSeconds: Math.round((performance.now() - began) / 1000),
};
writeBenchResults(only.length > 0 ? `results-${only.join("-")}.json` : "results.json", results);
console.log(`Took ${results.totalSeconds} s`);

/** Kitchen printers on PostgreSQL when it is given, else on PGlite. */
async function runPrinters(): Promise<PrintersResult> {
  const result = await benchPrinters({
    ...(postgresUrl ? { databaseUrl: postgresUrl } : {}),
    printers: settings.printers,
    seconds: settings.printerSeconds,
    warmUpSeconds: settings.printerWarmUpSeconds,
    idleSeconds: settings.printerIdleSeconds,
    oneInstance: settings.printerOneInstance,
    concurrency,
  });
  const size = `${result.printers} Star printers on ${result.engine}, each polling every 5 s`;
  console.log(
    `\nKitchen printers: ${size}, one ticket a minute each until the idle window ` +
      `pressed by staff on ${result.ticketsMadeOn} (set up in ${result.setupSeconds} s)`,
  );
  console.table(result.answers);
  console.log(
    "\nKitchen printers: cost (CPU in % of one core; transactions in the run's database)",
  );
  console.table(result.costs);
  console.log("\nKitchen printers: tickets (the run's once the last was printed)");
  console.table([result.tickets]);
  for (const error of result.firstErrors) console.log(`First error, ${error}`);
  if (!postgresUrl) skipped.push("printers on PostgreSQL (ran on PGlite)");
  return result;
}
