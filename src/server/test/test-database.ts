import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import type { DatabaseEngine, DatabaseHandle } from "../db/database";
import { openPglite } from "../db/pglite";
import { openPostgres } from "../db/postgres";
import { createDatabase, dropDatabase } from "./postgres-admin";

/** The engine this test project runs against (vitest.config.ts sets it per project). */
export const TEST_ENGINE: DatabaseEngine =
  process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";

/** A fresh, migrated database for one test file. Close it in afterAll. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_ENGINE === "pglite") {
    const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
    return openPglite({ snapshot });
  }
  const name = uniqueName();
  const database = await openPostgres({
    url: await createDatabase(name, inject("postgresTemplate")),
    poolSize: 5,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/**
 * A fresh, migrated PostgreSQL database by its URL, for a test that opens it more than once
 * (two server instances on one database). Drop it in afterAll.
 */
export async function createTestPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = uniqueName();
  const url = await createDatabase(name, inject("postgresTemplate"));
  return { url, drop: () => dropDatabase(name) };
}

/** An empty PostgreSQL database (no tables), to prove a first start migrates it. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = uniqueName();
  const url = await createDatabase(name);
  return { url, drop: () => dropDatabase(name) };
}

function uniqueName(): string {
  return `${inject("postgresPrefix")}_t_${randomBytes(4).toString("hex")}`;
}

/**
 * Two handles on one fresh database, as two server instances hold theirs: on PostgreSQL a
 * pool each, as two processes would have; PGlite is one process's database, so the two
 * share it. `release` closes them (and drops the PostgreSQL database).
 */
export async function openTwoHandles(
  poolSize = 5,
): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; release(): Promise<void> }> {
  if (TEST_ENGINE === "pglite") {
    const database = await openTestDatabase();
    return { handles: [database, database], release: () => database.close() };
  }
  const created = await createTestPostgresDatabase();
  const handles: [DatabaseHandle, DatabaseHandle] = [
    await openPostgres({ url: created.url, poolSize }),
    await openPostgres({ url: created.url, poolSize }),
  ];
  return {
    handles,
    release: async () => {
      for (const handle of handles) await handle.close();
      await created.drop();
    },
  };
}
