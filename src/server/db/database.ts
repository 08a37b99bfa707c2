import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** One drizzle API over both engines: embedded PGlite or a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseEngine = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  engine: DatabaseEngine;
  /** Where the data lives, without credentials: for logs and the admin panel. */
  description: string;
  /** Applies the committed migrations in `drizzle/`; safe to call on every start. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls `onNotification` for every NOTIFY on the channel, from any instance. On
   * PostgreSQL a dropped connection is reported at once (`onLost`), then re-established and
   * LISTEN issued again; `onResubscribed` then says notifications may have been missed in
   * between.
   */
  listen(options: ListenOptions): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ListenOptions = {
  channel: string;
  onNotification: (payload: string) => void;
  /** The feed stopped: notifications from now until `onResubscribed` are lost. */
  onLost?: () => void;
  onResubscribed?: () => void;
  onConnectionError?: (error: Error) => void;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));
