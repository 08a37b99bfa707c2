import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A server of the test's own (the same seed as the shared one), for tests that must stop and
 * restart it. The data directory survives restarts.
 */
export type OwnServer = { url: string; start(): Promise<void>; stop(): Promise<void> };

/**
 * How long a start may take before the test gives up: a guard, not a measure. Idle, a start
 * takes a few seconds; on a saturated two-core machine one took over a minute. The same as
 * the shared server's (playwright.config.ts).
 */
export const START_GUARD_MS = 180_000;

export function ownServer(port: number): OwnServer {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-e2e-own-"));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  return {
    url,
    async start() {
      child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/support/e2e-server.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          NODE_ENV: "development",
          LOG_LEVEL: "warn",
        },
        stdio: "ignore",
      });
      const deadline = Date.now() + START_GUARD_MS;
      while (Date.now() < deadline) {
        const ready = await fetch(`${url}/readyz`)
          .then((response) => response.ok)
          .catch(() => false);
        if (ready) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`own server on ${port} did not start`);
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = null;
      await new Promise<void>((resolve) => {
        running.on("exit", () => resolve());
        running.kill("SIGTERM");
      });
    },
  };
}
