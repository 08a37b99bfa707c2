import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { E2E_ACCOUNTS } from "./accounts";
import type { FIXTURE_RESTAURANTS } from "./dashboard-fixtures";

/**
 * A server of the test's own, for tests that must stop and restart it or move its
 * platforms' clocks: the development seed, the fixture restaurants named
 * (dashboard-fixtures.ts) and the test accounts named (accounts.ts), none when none are. The
 * data directory survives restarts. `E2E_OWN_SERVER_LOG=info` (or another level) shows its log
 * while debugging a test.
 */
export type OwnServer = { url: string; start(): Promise<void>; stop(): Promise<void> };

/**
 * How long a start may take before the test gives up: a guard, not a measure. Idle, a start
 * takes a few seconds; on a saturated two-core machine one took over a minute. The same as
 * the shared server's (playwright.config.ts).
 */
export const START_GUARD_MS = 180_000;

export function ownServer(
  port: number,
  fixtures: Array<keyof typeof FIXTURE_RESTAURANTS> = [],
  accounts: Array<keyof typeof E2E_ACCOUNTS> = [],
  /** More configuration for this server, e.g. PUSH_SERVICES. */
  env: Record<string, string> = {},
): OwnServer {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-e2e-own-"));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function stop(): Promise<void> {
    const running = child;
    if (!running) return;
    child = null;
    if (running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.on("exit", () => resolve());
      running.kill("SIGTERM");
    });
  }

  return {
    url,
    async start() {
      // Another server left on the port would answer for this one: refuse to start over it.
      if (await isReady(url)) throw new Error(`something already serves ${url}`);
      const started = spawn(
        process.execPath,
        ["--import", "tsx", "tests/e2e/support/e2e-server.ts"],
        {
          env: {
            ...process.env,
            PORT: String(port),
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
            E2E_FIXTURES: fixtures.join(","),
            E2E_ACCOUNTS: accounts.join(","),
            NODE_ENV: "development",
            LOG_LEVEL: process.env.E2E_OWN_SERVER_LOG ?? "warn",
            ...env,
          },
          stdio: process.env.E2E_OWN_SERVER_LOG ? ["ignore", "inherit", "inherit"] : "ignore",
        },
      );
      child = started;
      let exitCode: number | null | undefined;
      started.on("exit", (code) => {
        exitCode = code;
      });
      const deadline = Date.now() + START_GUARD_MS;
      while (Date.now() < deadline) {
        if (exitCode !== undefined) throw new Error(`own server on ${port} exited (${exitCode})`);
        if (await isReady(url)) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Never left running behind a failed test.
      await stop();
      throw new Error(`own server on ${port} did not start`);
    },
    stop,
  };
}

function isReady(url: string): Promise<boolean> {
  return fetch(`${url}/readyz`)
    .then((response) => response.ok)
    .catch(() => false);
}
