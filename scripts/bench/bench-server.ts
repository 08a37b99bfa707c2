import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerProcess, startServer } from "../../src/server/test/server-process";

/**
 * A real OrderDock server process for a benchmark: NODE_ENV=development (so the seeded
 * owner account exists), LOG_LEVEL=warn unless given, its own temporary DATA_DIR unless
 * given one.
 * BENCH_PROFILE_DIR, when set, makes every server write a V8 CPU profile there on exit.
 */
const PROFILER = fileURLToPath(new URL("./cpu-profile.ts", import.meta.url));

export type BenchServer = ServerProcess & { pid: number };

export async function startBenchServer(
  env: {
    DATABASE_URL?: string;
    DATA_DIR?: string;
    SESSION_SECRET?: string;
    SECRETS_KEY?: string;
    /** The production default (info, JSON lines) where a benchmark measures what logs cost. */
    LOG_LEVEL?: string;
    LOG_FORMAT?: string;
  } = {},
): Promise<BenchServer> {
  const ownDataDir = env.DATA_DIR ? null : makeDataDir();
  const profileDir = process.env.BENCH_PROFILE_DIR;
  let server: ServerProcess;
  try {
    server = await startServer(
      {
        NODE_ENV: "development",
        LOG_LEVEL: env.LOG_LEVEL ?? "warn",
        ...(env.LOG_FORMAT ? { LOG_FORMAT: env.LOG_FORMAT } : {}),
        DATA_DIR: env.DATA_DIR ?? ownDataDir ?? "",
        ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
        ...(env.SESSION_SECRET ? { SESSION_SECRET: env.SESSION_SECRET } : {}),
        ...(env.SECRETS_KEY ? { SECRETS_KEY: env.SECRETS_KEY } : {}),
        ...(profileDir
          ? {
              BENCH_PROFILE_DIR: path.resolve(profileDir),
              NODE_OPTIONS: `--import tsx --import ${JSON.stringify(PROFILER)}`,
            }
          : {}),
      },
      120_000,
    );
  } catch (error) {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    throw error;
  }
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("the server process has no pid");
  return {
    ...server,
    pid,
    stop: async (signal) => {
      const code = await server.stop(signal);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      return code;
    },
  };
}

export function makeDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "orderdock-bench-"));
}
