import { openBenchDb, startBackendCpu } from "../rush/bench-db";

/**
 * What the server asks of PostgreSQL during a phase: the CPU of the backends serving the
 * run's database, and the transactions committed or rolled back in it. Read through a
 * connection to the base database, so the readings add no transaction of their own.
 * PostgreSQL counts a backend's transactions when it next goes idle, a second or so later
 * and at most ten (PGSTAT_IDLE_INTERVAL): a phase should be long beside that.
 */
export type DatabaseMeter = ReturnType<typeof openDatabaseMeter>;

export function openDatabaseMeter({ baseUrl, database }: { baseUrl: string; database: string }) {
  const bench = openBenchDb(baseUrl);
  return {
    async transactions(): Promise<number> {
      const result = await bench.pool.query<{ n: string }>(
        "select xact_commit + xact_rollback as n from pg_stat_database where datname = $1",
        [database],
      );
      return Number(result.rows[0]?.n ?? Number.NaN);
    },
    /** Resolves to a reading of the backends' CPU seconds since now. */
    startBackendCpu: () => startBackendCpu(bench.pool, database),
    close: () => bench.close(),
  };
}
