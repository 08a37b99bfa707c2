import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "../../../src/server/db/database";
import { ticksOf, ticksToSeconds } from "../cpu";

/**
 * The load generator's own connection to the run's database: for writing the restaurants
 * and counting what arrived, never during a measured window. Its sessions are named so
 * that the CPU of the server's sessions can be told apart from its own.
 */
const APPLICATION_NAME = "orderdock-rush-bench";

export type BenchDb = { db: Database; pool: pg.Pool; close(): Promise<void> };

export function openBenchDb(url: string): BenchDb {
  const pool = new pg.Pool({ connectionString: url, max: 4, application_name: APPLICATION_NAME });
  return { db: drizzle({ client: pool }), pool, close: () => pool.end() };
}

/** The PostgreSQL backends serving the database for anyone but the load generator. */
async function serverBackends(pool: pg.Pool, database: string): Promise<number[]> {
  const result = await pool.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and application_name <> $2",
    [database, APPLICATION_NAME],
  );
  return result.rows.map((row) => row.pid);
}

/**
 * CPU of the backends that serve the server (other engineers' databases on the same
 * PostgreSQL are left out), in CPU seconds. Backends alive at the start or the end count.
 */
export async function startBackendCpu(pool: pg.Pool, database: string) {
  const atStart = new Map((await serverBackends(pool, database)).map((pid) => [pid, ticksOf(pid)]));
  return async () => {
    const pids = new Set([...atStart.keys(), ...(await serverBackends(pool, database))]);
    let ticks = 0;
    for (const pid of pids) ticks += Math.max(0, ticksOf(pid) - (atStart.get(pid) ?? 0));
    return ticksToSeconds(ticks);
  };
}

/** Orders stored per platform for the given restaurants (history copies left out). */
export async function countOrders(
  pool: pg.Pool,
  restaurantIds: readonly string[],
): Promise<Record<string, number>> {
  const result = await pool.query<{ platform: string; n: string }>(
    `select platform, count(*) as n from orders
     where restaurant_id = any($1::uuid[]) and external_id not like 'history-%'
     group by platform`,
    [restaurantIds],
  );
  return Object.fromEntries(result.rows.map((row) => [row.platform, Number(row.n)]));
}

/** The outbox: calls by state, and the twins' answers by status class. */
export async function outboxState(pool: pg.Pool) {
  const calls = await pool.query<{ state: string; n: string }>(
    "select state, count(*) as n from platform_calls group by state",
  );
  const answers = await pool.query<{ class: string; n: string }>(
    "select (status / 100) || 'xx' as class, count(*) as n from twin_calls group by 1",
  );
  return {
    calls: Object.fromEntries(calls.rows.map((row) => [row.state, Number(row.n)])),
    twinAnswers: Object.fromEntries(answers.rows.map((row) => [row.class, Number(row.n)])),
  };
}

/** Waits until the outbox has nothing left to send (or the timeout). */
export async function outboxDrained(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const result = await pool.query<{ n: string }>(
      "select count(*) as n from platform_calls where state in ('pending', 'sending')",
    );
    if (Number(result.rows[0]?.n ?? 0) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
