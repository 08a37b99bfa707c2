import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_RESYNC } from "../../../domain/realtime";
import { buildApp } from "../../app";
import type { DatabaseHandle } from "../../db/database";
import { openPostgres } from "../../db/postgres";
import { LISTEN_APPLICATION_NAME } from "../../db/postgres-listener";
import { databaseName, withAdminClient } from "../../test/postgres-admin";
import {
  anyMessage,
  closeSockets,
  connectJoined,
  connectSocket,
  createSignedInOwner,
  isEventFor,
  listenOnRandomPort,
  postTestOrder,
  type SignedInOwner,
  type TestSocket,
  waitUntil,
} from "../../test/realtime-helpers";
import { createTestConfig } from "../../test/test-app";
import {
  createTestPostgresDatabase,
  openTestDatabase,
  TEST_ENGINE,
} from "../../test/test-database";

/**
 * The hub closes its sockets with 4409 the moment the feed's database connection drops (so
 * clients reconnect and reload what they missed), refuses new ones and reports not ready
 * until it has re-subscribed.
 * Only a PostgreSQL connection can drop; on both engines the feed must carry a long run of
 * events without losing one.
 */
describe(`realtime: the event feed stays up (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let port: number;
  let owner: SignedInOwner;
  let name = "";
  let drop = async () => {};
  const warnings: string[] = [];
  const sockets: TestSocket[] = [];

  const join = async () => {
    const socket = await connectJoined({ port, token: owner.token });
    sockets.push(socket);
    return socket;
  };
  /** A socket joined once the feed is back hears the next order. */
  const expectDeliveryAgain = async (socket: TestSocket) => {
    const order = await postTestOrder(app, owner.token);
    await socket.waitFor(isEventFor(order.id), 1, 20_000);
  };
  const terminateListener = () =>
    withAdminClient(async (client) => {
      const { rows } = await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = $2`,
        [LISTEN_APPLICATION_NAME, name],
      );
      return rows.length;
    });
  const allowConnections = (isAllowed: boolean) =>
    withAdminClient((client) =>
      client.query(`alter database "${name}" allow_connections ${isAllowed}`),
    );

  beforeAll(async () => {
    if (TEST_ENGINE === "postgres") {
      const shared = await createTestPostgresDatabase();
      name = databaseName(shared.url);
      drop = shared.drop;
      database = await openPostgres({ url: shared.url, poolSize: 3 });
    } else {
      database = await openTestDatabase();
    }
    // The feed's own warnings, so a test can see a reconnect attempt fail.
    const logger = pino({ level: "warn" }, { write: (line: string) => warnings.push(line) });
    app = await buildApp({ config: createTestConfig(), database, logger });
    port = await listenOnRandomPort(app);
    owner = await createSignedInOwner(app, database.db);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop();
  });

  it("keeps sockets open and delivers every event of a run of 60 orders, in order", async () => {
    const room = [await join(), await join()];
    const orders = [];
    for (let index = 0; index < 60; index += 1) orders.push(await postTestOrder(app, owner.token));
    for (const socket of room) {
      await socket.waitFor(anyMessage, 61);
      expect(
        socket.events().map((message) => (message as { order: { id: string } }).order.id),
      ).toEqual(orders.map((order) => order.id));
      expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    }
  });

  if (TEST_ENGINE === "postgres") {
    it("closes sockets with 4409 the moment the LISTEN connection is killed, then delivers again", async () => {
      const room = [await join(), await join()];
      expect(await terminateListener()).toBe(1);
      for (const socket of room) expect((await socket.closed).code).toBe(CLOSE_RESYNC);
      await waitUntil(() => app.realtimeHub.countSockets() === 0, { label: "sockets released" });

      await waitUntil(() => app.events.isFeedUp(), { timeoutMs: 20_000, label: "the feed back" });
      await expectDeliveryAgain(await join());
    });

    it("is not ready and refuses sockets while the feed cannot reconnect, then recovers", async () => {
      const socket = await join();
      warnings.length = 0;
      await allowConnections(false);
      try {
        expect(await terminateListener()).toBe(1);
        // Told at once, while the feed still cannot come back.
        expect((await socket.closed).code).toBe(CLOSE_RESYNC);
        // Not the error of the killed connection: a new attempt, refused.
        const isRefusal = (line: string) =>
          line.includes("event feed connection failed") && line.includes("not currently accepting");
        await waitUntil(() => warnings.some(isRefusal), {
          timeoutMs: 10_000,
          label: "a failed reconnect attempt",
        });
        // The pool's connections still answer, but this instance would miss every change.
        const ready = await app.inject({ method: "GET", url: "/readyz" });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({
          status: "unavailable",
          database: "ok",
          events: "down",
          message: "Live updates are reconnecting to the database",
        });
        const refused = connectSocket({ port, token: owner.token });
        sockets.push(refused);
        expect((await refused.closed).code).toBe(1006);
        expect(refused.messages).toEqual([]);
      } finally {
        await allowConnections(true);
      }
      await waitUntil(
        async () => (await app.inject({ method: "GET", url: "/readyz" })).statusCode === 200,
        { timeoutMs: 20_000, label: "/readyz ready again" },
      );
      await expectDeliveryAgain(await join());
    });
  }
});
