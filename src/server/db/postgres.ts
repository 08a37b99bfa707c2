import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type DatabaseHandle, MIGRATIONS_FOLDER } from "./database";
import { isDatabaseUnavailableError } from "./errors";
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
    // Run by the pool once the connection is open and the pool's own error listener is on it,
    // so a connection the server drops at that moment fails the checkout instead of emitting
    // an error nobody hears (which would end the process).
    onConnect: (client) => applySessionSettings(client, onIdleError),
  });
  // A server restart kills idle connections; without a listener that would crash Node.
  pool.on("error", (error) => onIdleError?.(error));
  // A connection lost while it is checked out (a transaction between two statements) emits
  // its error on the connection, where the pool no longer listens: heard here, it ends
  // nothing. The same error fails the statement running or the next one, which its caller
  // answers (503), and the pool drops the connection when it comes back.
  pool.on("connect", (client) => client.on("error", () => {}));
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
 * OrderDock's session settings, taken before the pool hands the connection out, so nothing
 * runs on it before them. A connection that is lost meanwhile fails its checkout (the
 * request answers 503); the settings refused by an unusual server leave the defaults, which
 * are slower but correct.
 */
async function applySessionSettings(
  client: pg.ClientBase,
  onError?: (error: Error) => void,
): Promise<void> {
  try {
    await client.query(SESSION_SETTINGS);
  } catch (error) {
    if (isDatabaseUnavailableError(error)) throw error;
    onError?.(error as Error);
  }
}

/** host:port/database, never the user or password. */
export function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}
