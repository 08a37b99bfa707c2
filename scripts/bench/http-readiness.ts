import { createHttpClient } from "./http-client";
import { closedLoop } from "./load";
import { round, summarize } from "./stats";

/**
 * A running server answering GET /readyz (one database round trip per request) and
 * GET /healthz (none), with C concurrent keep-alive clients for a fixed time.
 */
export type HttpBenchOptions = {
  engine: "pglite" | "postgres";
  url: string;
  seconds: number;
  concurrency: number;
};

async function load(url: string, path: string, seconds: number, concurrency: number) {
  const client = createHttpClient(url);
  const latencies: number[] = [];
  let errors = 0;
  try {
    const { elapsedMs } = await closedLoop({
      concurrency,
      seconds,
      task: async () => {
        const started = performance.now();
        const reply = await client.request("GET", path).catch(() => null);
        if (reply?.status === 200) latencies.push(performance.now() - started);
        else errors += 1;
      },
    });
    const summary = summarize(latencies);
    return {
      requestsPerSecond: round(latencies.length / (elapsedMs / 1000), 0),
      p50Ms: round(summary.p50),
      p95Ms: round(summary.p95),
      p99Ms: round(summary.p99),
      errors,
    };
  } finally {
    client.close();
  }
}

export async function benchHttp({ engine, url, seconds, concurrency }: HttpBenchOptions) {
  await load(url, "/readyz", 1, concurrency); // warm-up
  return [
    {
      name: `GET /healthz, ${engine}, c=${concurrency}`,
      ...(await load(url, "/healthz", seconds, concurrency)),
    },
    {
      name: `GET /readyz, ${engine}, c=${concurrency}`,
      ...(await load(url, "/readyz", seconds, concurrency)),
    },
  ];
}
