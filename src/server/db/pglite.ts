import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { lockDataDir } from "./data-dir-lock";
import { type DatabaseHandle, MIGRATIONS_FOLDER } from "./database";
import { SESSION_SETTINGS } from "./session-settings";

export type OpenPgliteOptions =
  /** Persist under this directory (the data lives in `<dataDir>/pglite`). */
  | { dataDir: string; snapshot?: undefined }
  /** In memory, starting from a `dumpDataDir()` snapshot (tests). */
  | { dataDir?: undefined; snapshot?: Blob };

export type PgliteHandle = DatabaseHandle & {
  /** The whole data directory as a tarball, loadable with `snapshot`. */
  dump(): Promise<Blob>;
};

export async function openPglite(options: OpenPgliteOptions): Promise<PgliteHandle> {
  const directory = options.dataDir ? path.join(options.dataDir, "pglite") : undefined;
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(directory, { loadDataDir: options.snapshot });
    // As on PostgreSQL (postgres.ts): PGlite has no JIT to run, so this only keeps the
    // engines' settings alike.
    await client.exec(SESSION_SETTINGS);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzle({ client });
  return {
    db,
    engine: "pglite",
    description: directory ? `PGlite (${directory})` : "PGlite (in memory)",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query("select 1");
    },
    dump: () => client.dumpDataDir("none"),
    // In one process nothing can drop: the listener stays until removed.
    listen: async ({ channel, onNotification }) => {
      const unlisten = await client.listen(channel, onNotification);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}
