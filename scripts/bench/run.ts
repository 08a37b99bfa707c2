import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "../../src/server/config";
import { benchDomainList } from "./domain-list";
import { benchHttp } from "./http-readiness";

/**
 * `npm run bench`: prints a table per benchmark and writes bench/results.json. PostgreSQL
 * runs are included when BENCH_DATABASE_URL names a database the benchmark may use.
 * Figures are reported, never asserted (the latest go to docs/performance.md).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const postgresUrl = process.env.BENCH_DATABASE_URL;

const domain = [1_000, 10_000].map((count) => benchDomainList(count));
console.log("\nDashboard list operations (in-process, one full pass)");
console.table(domain);

const http = [...(await benchHttp({ engine: "pglite", seconds, concurrency }))];
if (postgresUrl)
  http.push(
    ...(await benchHttp({ engine: "postgres", databaseUrl: postgresUrl, seconds, concurrency })),
  );
console.log(`\nHTTP, ${seconds} s per row, the server in its own process`);
console.table(http);
if (!postgresUrl) console.log("(set BENCH_DATABASE_URL to include PostgreSQL)");

const results = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
  domain,
  http,
};
const outDir = path.join(PROJECT_ROOT, "bench");
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${path.relative(process.cwd(), path.join(outDir, "results.json"))}`);
