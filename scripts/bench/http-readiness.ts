import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../../src/server/test/server-process";
import { round, summarize } from "./stats";

/**
 * A real server process answering GET /readyz (one database round trip per request) and
 * GET /healthz (none), with C concurrent keep-alive clients for a fixed time.
 */
export type HttpBenchOptions = {
  engine: "pglite" | "postgres";
  databaseUrl?: string;
  seconds: number;
  concurrency: number;
};

async function load(url: string, seconds: number, concurrency: number) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(url).catch(() => null);
        await response?.arrayBuffer();
        if (response?.ok) latencies.push(performance.now() - started);
        else errors += 1;
      }
    }),
  );
  const summary = summarize(latencies);
  return {
    requestsPerSecond: round(latencies.length / seconds, 0),
    p50Ms: round(summary.p50),
    p95Ms: round(summary.p95),
    p99Ms: round(summary.p99),
    errors,
  };
}

export async function benchHttp({ engine, databaseUrl, seconds, concurrency }: HttpBenchOptions) {
  const server = await startServer({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "orderdock-bench-")),
    ...(engine === "postgres" && databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await load(`${server.url}/readyz`, 1, concurrency); // warm-up
    return [
      {
        name: `GET /healthz, ${engine}, c=${concurrency}`,
        ...(await load(`${server.url}/healthz`, seconds, concurrency)),
      },
      {
        name: `GET /readyz, ${engine}, c=${concurrency}`,
        ...(await load(`${server.url}/readyz`, seconds, concurrency)),
      },
    ];
  } finally {
    await server.stop();
  }
}
