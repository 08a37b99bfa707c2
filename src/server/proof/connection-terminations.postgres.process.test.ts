import { afterAll, describe, expect, it } from "vitest";
import { withAdminClient } from "../test/postgres-admin";
import { type ServerProcess, startServer } from "../test/server-process";
import { createTestPostgresDatabase } from "../test/test-database";

/**
 * No database event ends the process: while the server (run as `npm start` runs it) serves
 * dashboards, PostgreSQL terminates its youngest connections again and again, the way a
 * restart or an operator's `pg_terminate_backend` does, so some die between being opened and
 * taking the session's settings. The process stays up, its requests answer 200 or 503 (never
 * a dropped socket), and once the terminations stop it serves as before.
 */
// The old code ended within 2–6 s of such a loop, every run.
const SECONDS = 15;
const PARALLEL = 12;
const ADMIN = { email: "admin@terminations.example", password: "terminations-admin" };

describe("proof: connections terminated under a running instance (postgres)", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("stays up and answering while its new connections are terminated in a loop", async () => {
    const database = await createTestPostgresDatabase();
    cleanups.push(database.drop);
    const server: ServerProcess = await startServer({
      DATABASE_URL: database.url,
      NODE_ENV: "production",
      SESSION_SECRET: "terminations-proof-session-secret-used-nowhere-else",
      SECRETS_KEY: "3c".repeat(32),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    });
    cleanups.push(() => server.stop());
    let exitCode: number | null | undefined;
    server.child.once("exit", (code, signal) => {
      exitCode = code ?? (signal ? -1 : null);
    });
    const cookie = await signIn(server.url);
    const databaseName = new URL(database.url).pathname.slice(1);

    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const until = Date.now() + SECONDS * 1000;
    let terminated = 0;
    const terminate = async () => {
      while (Date.now() < until && exitCode === undefined) {
        terminated += await withAdminClient(async (client) => {
          const result = await client.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where datname = $1 and pid <> pg_backend_pid()
               and backend_start > now() - interval '300 milliseconds'`,
            [databaseName],
          );
          return result.rowCount ?? 0;
        });
        await pause(25);
      }
    };
    const load = async () => {
      while (Date.now() < until && exitCode === undefined) {
        await Promise.all(
          Array.from({ length: PARALLEL }, async () => {
            const status = await fetch(`${server.url}/api/admin/restaurant-owners`, {
              headers: { cookie },
            }).then(
              (response) => response.status,
              () => 0,
            );
            count(String(status));
          }),
        );
        // Older connections end too, so the pool keeps opening new ones.
        await withAdminClient((client) =>
          client.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
            [databaseName],
          ),
        );
        await pause(100);
      }
    };
    await Promise.all([terminate(), load()]);

    // What a failure shows: how the server ended, without every line it logged before.
    const output = server.output().split("\n").slice(-40).join("\n");
    expect(exitCode, output).toBeUndefined();
    expect(output).not.toMatch(/Unhandled 'error' event/);
    expect(terminated).toBeGreaterThan(0);
    // Every request was answered: with the data, or with a 503 a client retries.
    const unexpected = [...statuses].filter(([status]) => status !== "200" && status !== "503");
    expect(unexpected, output).toEqual([]);

    // Once the terminations stop, the instance serves as before.
    const after = await fetchUntilOk(`${server.url}/api/admin/restaurant-owners`, cookie);
    expect(after).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** A few tries: the pool may still hold a connection terminated in the last round. */
async function fetchUntilOk(url: string, cookie: string): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
    status = await fetch(url, { headers: { cookie } }).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 200) await pause(250);
  }
  return status;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
