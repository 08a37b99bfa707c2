import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../src/server/config";

/**
 * The Node.js version the README promises must run every package the lockfile installs:
 * a package whose `engines.node` leaves it out makes npm warn EBADENGINE on the very first
 * `npm install`, and may not run at all. npm `overrides` in package.json pin such packages to
 * versions that support it (decision 029).
 */
type Semver = {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};
// semver is npm's own range logic (installed with the server's dependencies).
const semver = createRequire(import.meta.url)("semver") as Semver;

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), "utf8");

type LockedPackage = { version?: string; engines?: { node?: string } | string[] };

/** "Requires Node.js 20.19 or newer." → "20.19.0". */
function readmeMinimum(): string {
  const match = /Requires Node\.js (\d+)\.(\d+)(?:\.(\d+))? or newer/.exec(read("README.md"));
  if (!match) throw new Error("README.md no longer says which Node.js it requires");
  return `${match[1]}.${match[2]}.${match[3] ?? 0}`;
}

describe("the Node.js version the README promises", () => {
  const minimum = readmeMinimum();

  it("is the minimum package.json's engines field states", () => {
    const range = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(semver.minVersion(range)?.version).toBe(minimum);
  });

  it("runs every package in the lockfile", () => {
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, LockedPackage>;
    };
    const excluding = Object.entries(lock.packages).flatMap(([where, locked]) => {
      const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      if (!range || semver.satisfies(minimum, range)) return [];
      return [`${where || "(root)"}@${locked.version ?? "?"} needs node ${range}`];
    });
    expect(excluding).toEqual([]);
  });
});
