import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { OrderJson } from "../../../domain/api/order-json";
import { ACCEPTING_PLATFORMS } from "../../../domain/platform-actions";
import type { DatabaseHandle } from "../../db/database";
import { openPglite } from "../../db/pglite";
import { openPostgres } from "../../db/postgres";
import { orders } from "../../db/schema/orders";
import { platformCalls } from "../../db/schema/platform-calls";
import { twinCalls } from "../../db/schema/twin-orders";
import { type ServerProcess, startServer } from "../../test/server-process";
import { createEmptyPostgresDatabase, TEST_ENGINE } from "../../test/test-database";
import { eventually } from "../../test/twin-helpers";

/**
 * The outbox across a crash, with the server run as `npm start` runs it: a call committed
 * with its status change, then `kill -9` before any sender took it, is made exactly once by
 * the next start.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-outbox-"));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function databaseEnv(): Promise<NodeJS.ProcessEnv> {
  if (TEST_ENGINE === "pglite") return { DATA_DIR: dataDir };
  const empty = await createEmptyPostgresDatabase();
  cleanups.push(empty.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: empty.url };
}

function openData(env: NodeJS.ProcessEnv): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openPostgres({ url: env.DATABASE_URL, poolSize: 1 })
    : openPglite({ dataDir });
}

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@orderdock.app", password: "owner123" }),
  });
  const cookie = response.headers.get("set-cookie") ?? "";
  expect(response.status).toBe(200);
  return cookie.split(";")[0] ?? "";
}

describe(`the outbox across kill -9 (${TEST_ENGINE})`, () => {
  it("sends a call committed before the crash exactly once after the restart", async () => {
    const env = { ...(await databaseEnv()), NODE_ENV: "development", LOG_LEVEL: "warn" };
    // This instance sends nothing: the crash comes between the change and the send.
    const first = await startServer({ ...env, OUTBOX_SENDERS: "0" });
    let order: OrderJson | undefined;
    try {
      const cookie = await signIn(first);
      const list = (await (
        await fetch(`${first.url}/api/orders`, { headers: { cookie } })
      ).json()) as OrderJson[];
      order = list.find(
        (candidate) =>
          candidate.status === "new" &&
          (ACCEPTING_PLATFORMS as readonly string[]).includes(candidate.platform),
      );
      expect(order).toBeDefined();
      const accepted = await fetch(`${first.url}/api/orders/${order?.id}/accept`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: first.url },
        body: JSON.stringify({ prepMinutes: 15 }),
      });
      expect(accepted.status).toBe(200);
    } finally {
      first.child.kill("SIGKILL");
      await new Promise((resolve) => first.child.once("exit", resolve));
    }

    const second = await startServer(env);
    try {
      const cookie = await signIn(second);
      await eventually(async () => {
        const list = (await (
          await fetch(`${second.url}/api/orders`, { headers: { cookie } })
        ).json()) as OrderJson[];
        return (
          list.find((candidate) => candidate.id === order?.id)?.platformLink?.call?.state === "done"
        );
      }, 60_000);
    } finally {
      await second.stop("SIGTERM");
    }

    const database = await openData(env);
    try {
      const calls = await database.db
        .select()
        .from(platformCalls)
        .where(eq(platformCalls.orderId, order?.id ?? ""));
      expect(calls.map((call) => [call.action, call.state])).toEqual([["accept", "done"]]);
      const [stored] = await database.db
        .select({ platform: orders.platform, externalId: orders.externalId })
        .from(orders)
        .where(eq(orders.id, order?.id ?? ""));
      const received = await database.db
        .select()
        .from(twinCalls)
        .where(
          and(
            eq(twinCalls.platform, stored?.platform ?? "ubereats"),
            eq(twinCalls.externalId, stored?.externalId ?? ""),
          ),
        );
      // The platform heard the accept once, and took it.
      expect(received).toHaveLength(1);
      expect(received[0]?.status).toBeLessThan(300);
    } finally {
      await database.close();
    }
  });
});
