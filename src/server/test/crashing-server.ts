import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DatabaseHandle } from "../db/database";
import { openPglite } from "../db/pglite";
import { openPostgres } from "../db/postgres";
import { type ServerProcess, startServer } from "./server-process";
import { createTestPostgresDatabase, TEST_ENGINE } from "./test-database";

/**
 * Test support: OrderDock run as `npm start` runs it, on data that outlives it (a PGlite data
 * directory, or a PostgreSQL database of its own), killed with SIGKILL when the test says
 * and started again at once on the same data. `origin()` is where the server answers now;
 * while it restarts it waits, and once the server died of its own accord it rejects.
 */
export type PersistentData = {
  env: NodeJS.ProcessEnv;
  /** Opens the data from the test, once no server holds it (PGlite allows one process). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
};

/** A fresh database for this engine that several server processes open in turn. */
export async function createPersistentData(): Promise<PersistentData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-crash-"));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (TEST_ENGINE === "pglite") {
    return { env: { DATA_DIR: dataDir }, open: () => openPglite({ dataDir }), remove: removeDir };
  }
  const database = await createTestPostgresDatabase();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    open: () => openPostgres({ url: database.url, poolSize: 2 }),
    remove: async () => {
      await database.drop();
      await removeDir();
    },
  };
}

export type CrashingServer = {
  origin(): Promise<string>;
  /** kill -9 the running server and start another on the same data (one at a time). */
  crash(): Promise<void>;
  /** How many times the server was killed. */
  readonly kills: number;
  /** How long each start took until the server answered, in ms (the first, then restarts). */
  readonly startMs: readonly number[];
  /** SIGTERM: the clean stop; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Everything the servers printed, for a failure's message. */
  output(): string;
};

export async function startCrashingServer(env: NodeJS.ProcessEnv): Promise<CrashingServer> {
  const servers: ServerProcess[] = [];
  const startMs: number[] = [];
  let isExitExpected = false;
  let kills = 0;
  let restarting: Promise<void> | null = null;
  let server = await start();
  let ready = Promise.resolve(server.url);

  async function start(): Promise<ServerProcess> {
    const since = Date.now();
    const started = await startServer(env);
    startMs.push(Date.now() - since);
    servers.push(started);
    started.child.once("exit", (code, signal) => {
      if (isExitExpected) return;
      ready = Promise.reject(
        new Error(`the server exited by itself (${code ?? signal}):\n${started.output()}`),
      );
      ready.catch(() => {});
    });
    return started;
  }

  async function restart(): Promise<void> {
    const old = server;
    let resolve: (url: string) => void = () => {};
    let reject: (error: unknown) => void = () => {};
    ready = new Promise<string>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    ready.catch(() => {});
    isExitExpected = true;
    const hasExited = old.child.exitCode !== null || old.child.signalCode !== null;
    const exited = hasExited ? null : new Promise((done) => old.child.once("exit", done));
    old.child.kill("SIGKILL");
    await exited;
    kills += 1;
    isExitExpected = false;
    try {
      server = await start();
      resolve(server.url);
    } catch (error) {
      reject(error);
      throw error;
    }
  }

  return {
    origin: () => ready,
    crash() {
      restarting ??= restart().finally(() => {
        restarting = null;
      });
      return restarting;
    },
    get kills() {
      return kills;
    },
    startMs,
    async stop() {
      // A restart that failed has already failed the ingest; stop whatever runs.
      await restarting?.catch(() => {});
      isExitExpected = true;
      return server.stop("SIGTERM");
    },
    output: () => servers.map((each) => each.output()).join("\n--- restarted ---\n"),
  };
}
