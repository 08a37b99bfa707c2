import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A fresh PostgreSQL database for one benchmark, created next to the one
 * BENCH_DATABASE_URL names (through a connection to it) and dropped afterwards, so every
 * run starts empty and leaves nothing behind.
 */
export type ScratchDatabase = { url: string; name: string; drop(): Promise<void> };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function admin(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(baseUrl: string): Promise<ScratchDatabase> {
  const base = new URL(baseUrl);
  const name = `${decodeURIComponent(base.pathname.slice(1)) || "orderdock"}_run_${randomBytes(4).toString("hex")}`;
  await admin(baseUrl, `create database ${quote(name)}`);
  base.pathname = `/${name}`;
  return {
    url: base.toString(),
    name,
    drop: () => admin(baseUrl, `drop database if exists ${quote(name)} with (force)`),
  };
}

export async function withScratchDatabase<T>(
  baseUrl: string,
  run: (database: ScratchDatabase) => Promise<T>,
): Promise<T> {
  const database = await createScratchDatabase(baseUrl);
  try {
    return await run(database);
  } finally {
    await database.drop();
  }
}
