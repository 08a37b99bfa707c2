import type pg from "pg";
import { round } from "../stats";

/**
 * What the server's PostgreSQL sessions are doing, sampled from pg_stat_activity every
 * `everyMs` during a phase: running a statement, waiting on something inside PostgreSQL
 * (a WAL flush at commit, a lock), or sitting in an open transaction waiting for the
 * server process's next statement. Shares are of (session, sample) pairs; `busy` is the
 * average number of sessions not idle in the pool, out of the pool's ten.
 */
type Row = { state: string | null; wait_event_type: string | null; wait_event: string | null };

function labelOf(row: Row): string {
  if (row.state === "idle") return "idle in the pool";
  if (row.state === "idle in transaction")
    return "in a transaction, waiting for the server process";
  if (row.state === "active" && !row.wait_event) return "running a statement";
  return `waiting: ${row.wait_event_type}/${row.wait_event}`;
}

export function sampleBackends(pool: pg.Pool, database: string, everyMs = 50) {
  const counts = new Map<string, number>();
  let samples = 0;
  let busy = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const result = await pool
        .query<Row>(
          `select state, wait_event_type, wait_event from pg_stat_activity
           where datname = $1 and application_name <> current_setting('application_name')
             and backend_type = 'client backend' and query not like 'LISTEN%'`,
          [database],
        )
        .catch(() => ({ rows: [] as Row[] }));
      samples += 1;
      for (const row of result.rows) {
        const label = labelOf(row);
        counts.set(label, (counts.get(label) ?? 0) + 1);
        if (row.state !== "idle") busy += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    return {
      busySessions: round(busy / Math.max(1, samples), 1),
      states: [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([state, count]) => ({
          state,
          percent: round((100 * count) / Math.max(1, total), 1),
        })),
    };
  };
}
