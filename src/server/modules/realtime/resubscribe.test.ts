import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_RESYNC } from "../../../domain/realtime";
import { buildApp } from "../../app";
import type { DatabaseHandle } from "../../db/database";
import { openPostgres } from "../../db/postgres";
import { databaseName, withAdminClient } from "../../test/postgres-admin";
import {
  anyMessage,
  closeSockets,
  connectJoined,
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
 * The hub re-subscribes after the database connection drops and comes back, and
 * closes its sockets with 4409 so clients reconnect and reload what they missed.
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
  /** Creates orders until one reaches the socket: the feed is back. */
  const expectDeliveryAgain = (socket: TestSocket) =>
    waitUntil(
      async () => {
        const order = await postTestOrder(app, owner.token);
        return socket.waitFor(isEventFor(order.id), 1, 1_000).then(
          () => true,
          () => false,
        );
      },
      { timeoutMs: 20_000, label: "an event after the feed came back" },
    );
  const terminateListener = () =>
    withAdminClient(async (client) => {
      const { rows } = await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where query ilike 'LISTEN%' and datname = $1`,
        [name],
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
    it("closes sockets with 4409 after the LISTEN connection is killed, then delivers again", async () => {
      const room = [await join(), await join()];
      expect(await terminateListener()).toBe(1);
      for (const socket of room) expect((await socket.closed).code).toBe(CLOSE_RESYNC);
      await waitUntil(() => app.realtimeHub.countSockets() === 0, { label: "sockets released" });

      const fresh = await join();
      await expectDeliveryAgain(fresh);
    });

    it("keeps retrying while the database refuses connections and recovers once it accepts", async () => {
      const socket = await join();
      warnings.length = 0;
      await allowConnections(false);
      try {
        expect(await terminateListener()).toBe(1);
        // Not the error of the killed connection: a new attempt, refused.
        const isRefusal = (line: string) =>
          line.includes("event feed connection failed") && line.includes("not currently accepting");
        await waitUntil(() => warnings.some(isRefusal), {
          timeoutMs: 10_000,
          label: "a failed reconnect attempt",
        });
      } finally {
        await allowConnections(true);
      }
      expect((await socket.closed).code).toBe(CLOSE_RESYNC);
      await expectDeliveryAgain(await join());
    });
  }
});
