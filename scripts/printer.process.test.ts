import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../src/server/config";

/** `npm run printer`: a mistyped argument stops it at once, saying which and how to call it. */
describe("npm run printer", () => {
  it("refuses bad arguments with one message per mistake and exit code 2", async () => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/printer.ts",
        "--protocol",
        "zebra",
        "--url",
        "ftp://printer",
        "--paper",
        "wet",
      ],
      {
        cwd: PROJECT_ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on("close", resolve));

    expect(code).toBe(2);
    expect(stdout).toBe("");
    const [message, usage] = stderr.trimEnd().split("\n");
    expect(message).toBe(
      "--protocol must be star or epson; --url must be the printer's http:// or https:// address from OrderDock; --paper must be ok, low or out",
    );
    expect(usage).toMatch(/^Usage: npm run printer -- --protocol star\|epson --url URL/);
  });
});
