import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type DatabaseHandle, MIGRATIONS_FOLDER } from "./database";
import { listenOnPostgres } from "./postgres-listener";
import { SESSION_SETTINGS } from "./session-settings";

export type OpenPostgresOptions = {
  url: string;
  /** Connections this instance may hold; several instances share one server. */
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
    Client: sessionClient(onIdleError),
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

/**
 * A connection that takes OrderDock's session settings before the pool hands it out, so
 * nothing runs on it before them and no query waits behind another on one connection. A
 * failure here (an unusual server) leaves the defaults, which are slower but correct.
 */
function sessionClient(onError?: (error: Error) => void): typeof pg.Client {
  return class SessionClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
    override connect(callback?: (error: Error | null, client?: pg.Client) => void) {
      const ready = super.connect().then(async () => {
        await this.query(SESSION_SETTINGS).catch((error: Error) => onError?.(error));
        return this as pg.Client;
      });
      if (!callback) return ready;
      ready.then(
        (client) => callback(null, client),
        (error: Error) => callback(error),
      );
    }
  };
}

/** host:port/database, never the user or password. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}
