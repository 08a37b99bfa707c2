import { writeBenchResults } from "./results-file";
import { loadAverage, measureCosts, measurePeak, measureSteps } from "./rush/phases";
import { readRushSettings } from "./rush/settings";

/**
 * `npm run bench:rush` (docs/performance.md, "Dinner rush"): the signed-webhook ingest
 * peak beside PostgreSQL's single-row insert ceiling, then the dinner rush on one instance
 * at R restaurants, doubling R until a step misses p99 webhook → card ≤ 200 ms or shows an
 * error. Prints its tables and writes bench/results-rush.json. Figures are reported, never
 * asserted; the load average is noted before each measurement.
 */
const baseUrl = process.env.BENCH_DATABASE_URL;
if (!baseUrl) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL database whose role may create databases.");
  process.exit(1);
}
const settings = readRushSettings();
const began = performance.now();
try {
  const peak = settings.parts.includes("peak") ? await measurePeak(baseUrl, settings) : null;
  const costs = settings.parts.includes("costs") ? await measureCosts(baseUrl, settings) : null;
  const rush = settings.parts.includes("rush") ? await measureSteps(baseUrl, settings) : null;
  writeBenchResults("results-rush.json", {
    settings,
    peak,
    costs,
    rush,
    loadAverageAtEnd: loadAverage(),
    totalSeconds: Math.round((performance.now() - began) / 1000),
  });
} catch (error) {
  // A failed query's error carries its parameters (megabytes of orders): say less.
  const { message, cause } = error as { message?: string; cause?: unknown };
  console.error(String(message ?? error).slice(0, 1000), cause ?? "");
  process.exit(1);
}
