import { mkdtempSync } from "node:fs";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/database";
import { openPglite } from "./db/pglite";
import { openPostgres } from "./db/postgres";
import { orders } from "./db/schema/orders";
import { users } from "./db/schema/users";
import { runServer, type ServerProcess, startServer } from "./test/server-process";
import { createEmptyPostgresDatabase, TEST_ENGINE } from "./test/test-database";

/**
 * The process as `npm start` runs it: first start migrates and seeds, SIGTERM lets
 * in-flight requests finish, and a second start reuses the data without seeding again.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-main-"));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function databaseEnv(): Promise<NodeJS.ProcessEnv> {
  if (TEST_ENGINE === "pglite") return {};
  const empty = await createEmptyPostgresDatabase();
  cleanups.push(empty.drop);
  return { DATABASE_URL: empty.url };
}

async function openAfterStop(env: NodeJS.ProcessEnv): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openPostgres({ url: env.DATABASE_URL, poolSize: 1 })
    : openPglite({ dataDir });
}

async function countRows(env: NodeJS.ProcessEnv) {
  const database = await openAfterStop(env);
  try {
    const count = async (table: typeof users | typeof orders) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    return { users: await count(users), orders: await count(orders) };
  } finally {
    await database.close();
  }
}

/**
 * A POST whose body arrives in two parts, so it is still in flight when we signal; on a
 * keep-alive connection, as a browser's.
 */
function slowPost(url: string): {
  sendRest(): void;
  response: Promise<{ status?: number; connection?: string }>;
} {
  const body = JSON.stringify({ note: "in flight during shutdown" });
  const req = request(`${url}/api/in-flight`, {
    method: "POST",
    agent: new Agent({ keepAlive: true }),
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const response = new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on("error", reject);
  });
  req.write(body.slice(0, 10));
  return { sendRest: () => req.end(body.slice(10)), response };
}

describe(`starting and stopping OrderDock (${TEST_ENGINE})`, () => {
  it("migrates and seeds on first start, shuts down cleanly, and restarts on the same data", async () => {
    // With PGlite, a second server on the same data directory is refused while the first runs.
    const env = {
      ...(await databaseEnv()),
      DATA_DIR: dataDir,
      NODE_ENV: "development",
      LOG_LEVEL: "info",
    };

    const first: ServerProcess = await startServer(env);
    expect(first.output()).toContain("seeded the development accounts and Golden Fork Bistro");
    expect(first.output()).toContain("owner@orderdock.app / owner123 (Golden Fork Bistro)");
    expect(first.output()).toContain("admin@orderdock.app / admin123");
    expect(first.output()).toContain("demo@orderdock.app / demo123");
    const ready = await fetch(`${first.url}/readyz`);
    expect(ready.status).toBe(200);

    if (TEST_ENGINE === "pglite") {
      const intruder = runServer({ DATA_DIR: dataDir, NODE_ENV: "test", PORT: "0" });
      expect(await intruder.exited).toBe(1);
      expect(intruder.output()).toMatch(
        /^The data directory .* is in use by another OrderDock process/,
      );
    }

    const inFlight = slowPost(first.url);
    await first.waitForOutput("/api/in-flight");
    const exit = first.stop("SIGTERM");
    await first.waitForOutput("SIGTERM received");
    inFlight.sendRest();
    // Answered, and asked to close its connection, so a kept-alive connection cannot hold
    // the shutdown up.
    expect(await inFlight.response).toEqual({ status: 404, connection: "close" });
    expect(await exit).toBe(0);
    expect(first.output()).toContain("stopped cleanly");

    // The five development accounts (an administrator, Golden Fork's owner, manager and cook,
    // the demo), two lunch rushes of 25 (Golden Fork and the demo account's kitchen) and
    // their history.
    const seeded = await countRows(env);
    expect(seeded.users).toBe(5);
    expect(seeded.orders).toBeGreaterThan(50);

    const second = await startServer(env);
    expect(second.output()).not.toContain("seeded");
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect(await second.stop("SIGINT")).toBe(0);
    expect(await countRows(env)).toEqual(seeded);
  }); // two server starts, each migrating or seeding: the process projects' guard fits them

  it("stops at once with one line naming a bad variable", async () => {
    const { output, exited } = runServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await exited).toBe(1);
    expect(output()).toBe('Invalid configuration: PORT must be a number (got "not-a-port")\n');
  });
});
