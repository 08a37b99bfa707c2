import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type DatabaseHandle, MIGRATIONS_FOLDER } from "./database";
import { listenOnPostgres } from "./postgres-listener";

export type OpenPostgresOptions = {
  url: string;
  /** Connections this instance may hold; several instances share one server (design §9). */
  poolSize?: number;
  onIdleError?: (error: Error) => void;
};

// Any constant works; it only has to be the same in every OrderDock instance.
const MIGRATION_LOCK = 7_420_031;

export async function openPostgres({
  url,
  poolSize = 10,
  onIdleError,
}: OpenPostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // JIT compilation costs more than it saves on OrderDock's queries: analytics over
    // 100,000 orders took 1.3 s with it and 0.25 s without (decision 018).
    options: "-c jit=off",
  });
  // A server restart kills idle connections; without a listener that would crash Node.
  pool.on("error", (error) => onIdleError?.(error));
  const db = drizzle({ client: pool });
  return {
    db,
    engine: "postgres",
    description: `PostgreSQL (${describeUrl(url)})`,
    migrate: async () => {
      // Instances starting together take turns, so each migration runs exactly once.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    listen: (options) => listenOnPostgres(url, options),
    close: () => pool.end(),
  };
}

/** host:port/database, never the user or password. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}
