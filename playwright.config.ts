import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { APP_URL, E2E_PORTS, MAILBOX_URL } from "./tests/e2e/support/ports";

/**
 * Browser tests drive the production build in Debian's Chromium; Playwright cannot download
 * its own browser on our machines. Its headless shell (package chromium-headless-shell) is
 * the Chromium Playwright itself runs headless, and it took a fifth less CPU than the full
 * browser for the same tests; the full browser is used when the shell is not installed.
 * CHROMIUM_PATH points elsewhere when needed.
 */
const CHROMIUM_BINARIES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const chromiumPath =
  process.env.CHROMIUM_PATH ?? CHROMIUM_BINARIES.find((binary) => existsSync(binary)) ?? "";
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath || CHROMIUM_BINARIES.join(" or ")}. Install it with "apt-get install chromium-headless-shell" (or chromium), or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
  );
}

const baseURL = APP_URL;
// Set once in the main process; the workers inherit it, so all share one server's data.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "orderdock-e2e-"));

export default defineConfig({
  testDir: "tests/e2e",
  // Guards against a hung test, not measures of speed: the longest tests take 10–20 s on an
  // idle machine, and one busy with other work (a load average of 12 on two cores) has
  // stretched a test past a minute and a page's first paint past 5 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  workers: 2,
  reporter: [["list"]],
  use: {
    baseURL,
    // Recording a trace of every test took about a third of the suite's CPU. A failure keeps
    // its screenshot; `npx playwright test --trace retain-on-failure` records traces too.
    trace: "off",
    screenshot: "only-on-failure",
    // Each test sees the app as a first visit does: without the service worker, whose copies
    // would also hide requests from `page.route`. installable-app.spec.ts lets it run.
    serviceWorkers: "block",
    // Drawn as for a person who asked for less motion: the same screens and behaviour, with
    // no frames spent on animations (a quarter of the browser's CPU on the dashboard's specs).
    // live-orders.spec.ts runs with motion, so the animated path stays covered.
    reducedMotion: "reduce",
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
  webServer: [
    {
      // A real SMTP server that keeps what it receives, for the password-reset test.
      command: "node --import tsx tests/e2e/support/smtp-sink.ts",
      url: `${MAILBOX_URL}/health`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The development seed plus the tests' own accounts, then the `npm start` path:
      // build the client if stale, then serve it.
      command: "node --import tsx tests/e2e/support/e2e-server.ts",
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(E2E_PORTS.app),
        HOST: "127.0.0.1",
        NODE_ENV: "development",
        LOG_LEVEL: "warn",
        DATA_DIR: process.env.E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
        // Every browser test comes from one address, and many open a demo of their own.
        DEMO_LOGINS_PER_HOUR: "1000",
        DEMO_RESTAURANTS_PER_HOUR: "1000",
        SIGNUPS_PER_HOUR: "1000",
      },
    },
  ],
});
