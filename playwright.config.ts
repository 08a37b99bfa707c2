import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests drive the production build in Debian's Chromium; Playwright cannot download
 * its own browser on our machines. CHROMIUM_PATH points elsewhere when needed.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install it with "apt-get install chromium", or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
}

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the main process; the workers inherit it, so all share one server's data.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "orderdock-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      // The machine's network is closed: keep Chromium from phoning home at start.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The same path as `npm start`: build the client if stale, then serve it.
    command: "node --import tsx scripts/start.ts",
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      DATA_DIR: process.env.E2E_DATA_DIR,
    },
  },
});
