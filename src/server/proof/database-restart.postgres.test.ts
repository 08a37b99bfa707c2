import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_RESYNC } from "../../domain/realtime";
import { buildApp } from "../app";
import type { DatabaseHandle } from "../db/database";
import { openPostgres } from "../db/postgres";
import { withTimeout } from "../lib/with-timeout";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { createPostgresProxy, type PostgresProxy } from "../test/postgres-proxy";
import {
  closeSockets,
  connectJoined,
  connectSocket,
  createSignedInOwner,
  isEventFor,
  listenOnRandomPort,
  postTestOrder,
  putStatus,
  type SignedInOwner,
  type TestSocket,
  waitUntil,
} from "../test/realtime-helpers";
import { createTestConfig } from "../test/test-app";
import { createTestPostgresDatabase } from "../test/test-database";

/**
 * The database goes away under a running instance and comes back. While it is gone every
 * request that needs it answers 503 with Retry-After (a platform retries those), `/readyz`
 * says so, the open dashboards are told at once that their live feed stopped, and no socket
 * can open onto a dead feed. Once `/readyz` is ready again, every status change reaches an
 * open socket: nothing is silently missed.
 */
// Generous guards for a loaded machine; "at once" is proven by order, not by speed: the
// sockets close while the database is still down.
const GUARD_MS = 20_000;

describe("proof: a database restart under a running instance (postgres)", () => {
  let proxy: PostgresProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;
  let owner: SignedInOwner;
  let drop = async () => {};
  const sockets: TestSocket[] = [];

  const get = (url: string) =>
    app.inject({ method: "GET", url, cookies: { [SESSION_COOKIE]: owner.token } });
  const isReady = async () => (await get("/readyz")).statusCode === 200;

  beforeAll(async () => {
    const shared = await createTestPostgresDatabase();
    drop = shared.drop;
    proxy = await createPostgresProxy(shared.url);
    database = await openPostgres({ url: proxy.url, poolSize: 3 });
    app = await buildApp({ config: createTestConfig(), database });
    port = await listenOnRandomPort(app);
    owner = await createSignedInOwner(app, database.db);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await drop();
  });

  it("answers 503 with Retry-After while down, then delivers every status change once ready", async () => {
    const orders = [];
    for (let index = 0; index < 5; index += 1) orders.push(await postTestOrder(app, owner.token));
    const open = [
      await connectJoined({ port, token: owner.token }),
      await connectJoined({ port, token: owner.token }),
    ];
    sockets.push(...open);

    await proxy.restartBegin();
    try {
      // The dashboards hear at once that their feed stopped, while the database is still down.
      for (const socket of open) {
        const closed = await withTimeout(socket.closed, GUARD_MS);
        expect(closed.code).toBe(CLOSE_RESYNC);
      }

      const listed = await get("/api/orders");
      expect(listed.statusCode).toBe(503);
      expect(listed.headers["retry-after"]).toBeDefined();
      expect(listed.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE" });
      const moved = await putStatus(app, owner.token, orders[0]?.id ?? "", "preparing");
      expect(moved.statusCode).toBe(503);
      expect(moved.headers["retry-after"]).toBeDefined();

      const ready = await get("/readyz");
      expect(ready.statusCode).toBe(503);
      expect(ready.headers["retry-after"]).toBeDefined();
      expect(ready.json()).toMatchObject({ database: "unreachable", events: "down" });

      // A socket cannot open onto a feed that is down: the upgrade itself is refused.
      const refused = connectSocket({ port, token: owner.token });
      sockets.push(refused);
      let hasOpened = false;
      refused.socket.on("open", () => {
        hasOpened = true;
      });
      expect((await withTimeout(refused.closed, GUARD_MS)).code).toBe(1006);
      expect(hasOpened).toBe(false);
    } finally {
      await proxy.restartEnd();
    }

    await waitUntil(isReady, { timeoutMs: GUARD_MS, intervalMs: 50, label: "/readyz ready" });
    const after = await connectJoined({ port, token: owner.token });
    sockets.push(after);
    for (const order of orders) {
      const response = await putStatus(app, owner.token, order.id, "preparing");
      expect(response.statusCode).toBe(200);
      const message = await after.waitFor(isEventFor(order.id), 1, GUARD_MS);
      expect(message).toMatchObject({
        type: "ORDER_STATUS_CHANGED",
        order: { id: order.id, status: "preparing" },
      });
    }
  });

  it("is not ready while the feed's connection is silent, and delivers again once it answers", async () => {
    const open = await connectJoined({ port, token: owner.token });
    sockets.push(open);
    proxy.freeze();
    try {
      // The heartbeat finds the silent connection: the socket closes, readiness follows.
      expect((await withTimeout(open.closed, GUARD_MS)).code).toBe(CLOSE_RESYNC);
      expect(app.events.isFeedUp()).toBe(false);
    } finally {
      proxy.thaw();
    }
    await waitUntil(isReady, { timeoutMs: GUARD_MS, intervalMs: 50, label: "/readyz ready" });
    const after = await connectJoined({ port, token: owner.token });
    sockets.push(after);
    const order = await postTestOrder(app, owner.token);
    await after.waitFor(isEventFor(order.id), 1, GUARD_MS);
  });
});
