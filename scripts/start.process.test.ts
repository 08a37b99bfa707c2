import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { PROJECT_ROOT } from "../src/server/config";

/**
 * The README's own command. npm runs scripts through `sh -c`, which does not pass signals
 * on; the script `exec`s node so SIGTERM sent to npm (as a process manager does) reaches
 * the server and it stops cleanly instead of being orphaned.
 */
it("npm start serves, and a SIGTERM sent to npm stops the server cleanly", async () => {
  const child = spawn("npm", ["start"], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "orderdock-npm-start-")),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    // A guard only: a first start builds the client, which takes minutes on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 150_000);
    child.stdout.on("data", () => {
      const match = /OrderDock is running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  // Each step of a first start says what it does, in readable lines rather than JSON.
  expect(output).toContain("Starting the server...");
  expect(output).toMatch(/\d\d:\d\d:\d\d INFO {2}creating the embedded database in /);
  expect(output).toContain("applying database migrations");
  expect(output).toContain("Restaurant owner  owner@orderdock.app / owner123 (Golden Fork Bistro)");
  expect(output).not.toContain('{"level"');
  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');

  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(output).toContain("SIGTERM received");
  expect(output).toContain("stopped cleanly");
});
