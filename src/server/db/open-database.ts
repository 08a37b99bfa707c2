import type { DatabaseHandle } from "./database";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

export type OpenDatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
};

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export function openDatabase({
  databaseUrl,
  dataDir,
  onIdleError,
}: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) return openPostgres({ url: databaseUrl, onIdleError });
  return openPglite({ dataDir });
}
