import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../src/server/config";
import { openPglite } from "../src/server/db/pglite";
import { restaurants } from "../src/server/db/schema/restaurants";
import { users } from "../src/server/db/schema/users";
import { verifyPassword } from "../src/server/lib/password";

/** `npm run user:create`: accounts made from the command line, in DATA_DIR's PGlite. */
type CliResult = { code: number | null; stdout: string; stderr: string };

function createUser(dataDir: string, args: string[]): Promise<CliResult> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/create-user.ts", ...args], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

const TIMEOUT_MS = 60_000;

describe("npm run user:create", () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-create-user-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "creates an owner with their restaurant, and then refuses the same email in another case",
    async () => {
      const created = await createUser(dataDir, [
        "--email",
        "Chef@Example.com",
        "--password",
        "chef-secret",
        "--role",
        "shop_owner",
        "--restaurant",
        "Blue Plate Diner",
      ]);
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
      expect(created.stdout).toContain(
        'Created shop_owner chef@example.com for the restaurant "Blue Plate Diner"',
      );

      const again = await createUser(dataDir, [
        "--email",
        "CHEF@example.com",
        "--password",
        "other-secret",
        "--role",
        "admin",
      ]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("An account with this email already exists");
    },
    TIMEOUT_MS,
  );

  it(
    "creates an administrator",
    async () => {
      const created = await createUser(dataDir, [
        "--email",
        "ops@example.com",
        "--password",
        "ops-secret",
        "--role",
        "admin",
        "--name",
        "Ops Team",
      ]);
      expect(created.code).toBe(0);
      expect(created.stdout).toContain("Created admin ops@example.com in PGlite");
    },
    TIMEOUT_MS,
  );

  it(
    "stores what it created in DATA_DIR, with argon2id hashes",
    async () => {
      const database = await openPglite({ dataDir });
      try {
        const rows = await database.db
          .select({
            email: users.email,
            name: users.name,
            role: users.role,
            hash: users.passwordHash,
            restaurant: restaurants.name,
          })
          .from(users)
          .leftJoin(restaurants, eq(users.accountId, restaurants.accountId))
          .orderBy(sql`${users.email}`);
        expect(rows.map(({ hash: _, ...row }) => row)).toEqual([
          {
            email: "chef@example.com",
            name: "chef",
            role: "shop_owner",
            restaurant: "Blue Plate Diner",
          },
          { email: "ops@example.com", name: "Ops Team", role: "admin", restaurant: null },
        ]);
        expect(await verifyPassword(rows[0]?.hash ?? "", "chef-secret")).toBe(true);
        expect(rows[0]?.hash).toMatch(/^\$argon2id\$/);
      } finally {
        await database.close();
      }
    },
    TIMEOUT_MS,
  );

  it(
    "refuses bad arguments with the reasons and the usage line",
    async () => {
      const cases: Array<[string[], string]> = [
        [
          ["--email", "x@example.com", "--password", "12345", "--role", "admin"],
          "Password must be at least 6 characters",
        ],
        [
          ["--email", "not-an-email", "--password", "123456", "--role", "admin"],
          "Please enter a valid email address",
        ],
        [
          ["--email", "x@example.com", "--password", "123456", "--role", "demo"],
          "--role must be admin or shop_owner",
        ],
        [
          ["--email", "x@example.com", "--password", "123456", "--role", "shop_owner"],
          "A shop_owner needs --restaurant NAME",
        ],
        [
          [
            "--email",
            "x@example.com",
            "--password",
            "123456",
            "--role",
            "admin",
            "--restaurant",
            "Grill",
          ],
          "An admin has no restaurant",
        ],
      ];
      // These stop before the database is opened, so they may run side by side.
      const results = await Promise.all(cases.map(([args]) => createUser(dataDir, args)));
      for (const [index, [, reason]] of cases.entries()) {
        const result = results[index] as CliResult;
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(reason);
        expect(result.stderr).toContain("Usage: npm run user:create");
      }
    },
    TIMEOUT_MS,
  );
});
