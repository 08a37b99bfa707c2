import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { PROJECT_ROOT } from "../../src/server/config";
import { startCpuMeter } from "./cpu";
import { createHttpClient } from "./http-client";
import { closedLoop } from "./load";
import { round, summarize } from "./stats";

/**
 * (c) Ceilings for the ingest figures, at the same concurrency: what PostgreSQL alone does
 * with single-row insert transactions, and what a bare Fastify route in its own process
 * answers through the same client. An order cannot be ingested faster than either.
 */
export type CeilingOptions = { concurrency: number; seconds: number };

function rowOf(name: string, count: number, elapsedMs: number, samples: number[], errors: number) {
  const summary = summarize(samples);
  return {
    name,
    perSecond: round(count / (elapsedMs / 1000), 0),
    p50Ms: round(summary.p50),
    p95Ms: round(summary.p95),
    p99Ms: round(summary.p99),
    errors,
  };
}

/** BEGIN; INSERT one row into a scratch table; COMMIT, on `concurrency` connections. */
export async function benchPgInserts({
  databaseUrl,
  concurrency,
  seconds,
}: CeilingOptions & { databaseUrl: string }) {
  const clients = Array.from(
    { length: concurrency },
    () => new pg.Client({ connectionString: databaseUrl }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  try {
    await clients[0]?.query(
      "create table if not exists bench_scratch (id bigserial primary key, payload text not null, created_at timestamptz not null default now())",
    );
    const payload = "x".repeat(600); // about the size of an order's JSON
    const latencies: number[] = [];
    let errors = 0;
    // Each worker keeps to its own connection, as a transaction must.
    const insert = async (client: pg.Client) => {
      const started = performance.now();
      try {
        await client.query("begin");
        await client.query("insert into bench_scratch (payload) values ($1)", [payload]);
        await client.query("commit");
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    };
    for (let pass = 0; pass < 10; pass += 1) await Promise.all(clients.map(insert)); // warm-up
    latencies.length = 0;
    const cpu = startCpuMeter([]);
    const deadline = performance.now() + seconds * 1000;
    const begin = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) await insert(client);
      }),
    );
    const elapsedMs = performance.now() - begin;
    const used = cpu();
    return {
      ...rowOf(
        `pg insert transactions, c=${concurrency}`,
        latencies.length,
        elapsedMs,
        latencies,
        errors,
      ),
      cpuPostgres: used.postgres,
      cpuBench: used.bench,
    };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** POST /bare on a bare Fastify process, loaded like the ingest (closed loop). */
export async function benchBareRoute({ concurrency, seconds }: CeilingOptions) {
  const script = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += chunk;
        const match = /listening at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
    });
    const client = createHttpClient(url, { cookie: "od_session=unused" });
    const latencies: number[] = [];
    let errors = 0;
    const task = async () => {
      const started = performance.now();
      const reply = await client.request("POST", "/bare").catch(() => null);
      if (reply?.status === 200) latencies.push(performance.now() - started);
      else errors += 1;
    };
    await closedLoop({ concurrency, seconds: 1, task }); // warm-up
    latencies.length = 0;
    errors = 0;
    const cpu = startCpuMeter(child.pid ? [child.pid] : []);
    const { elapsedMs } = await closedLoop({ concurrency, seconds, task });
    const used = cpu();
    client.close();
    return {
      ...rowOf(
        `bare Fastify POST, c=${concurrency}`,
        latencies.length,
        elapsedMs,
        latencies,
        errors,
      ),
      cpuServer: used.server,
      cpuBench: used.bench,
    };
  } finally {
    child.kill("SIGTERM");
  }
}
