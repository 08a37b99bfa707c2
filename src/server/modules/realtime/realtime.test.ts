import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED } from "../../../domain/realtime";
import { createAdmin, postWithSession, signInToken } from "../../test/auth-helpers";
import {
  closeSockets,
  connectJoined,
  connectSocket,
  createSignedInOwner,
  isPong,
  listenOnRandomPort,
  type SignedInOwner,
  type TestSocket,
  waitUntil,
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { UPGRADE_REQUIRED } from "./realtime.routes";

describe(`realtime /ws: sign-in, PING and release (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let port: number;
  let owner: SignedInOwner;
  const sockets: TestSocket[] = [];
  const connect = (options: Omit<Parameters<typeof connectSocket>[0], "port">) => {
    const socket = connectSocket({ port, ...options });
    sockets.push(socket);
    return socket;
  };
  const join = async (token: string) => {
    const socket = await connectJoined({ port, token });
    sockets.push(socket);
    return socket;
  };

  /** The sockets' server, of the scope the app's routes are registered in. */
  /** The scope of the app's own routes, where the socket plugin puts its server once registered. */
  let webScope: FastifyInstance;
  beforeAll(async () => {
    testApp = await createTestApp({
      beforeReady: (scope) => {
        webScope = scope;
      },
    });
    port = await listenOnRandomPort(testApp.app);
    owner = await createSignedInOwner(testApp.app, testApp.database.db);
  });
  afterEach(async () => {
    await closeSockets(sockets);
    await waitUntil(() => testApp.app.realtimeHub.countSockets() === 0, {
      label: "sockets released",
    });
  });
  afterAll(() => testApp.close());

  it('answers {"type":"PING"} with {"type":"PONG"}', async () => {
    const socket = await join(owner.token);
    await socket.ping();
    expect(socket.messages).toEqual([{ type: "PONG" }, { type: "PONG" }]);
  });

  /** Locks the sessions table, so every session check waits until `release`. */
  const holdSessionChecks = async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let transaction: Promise<void> = Promise.resolve();
    await new Promise<void>((isLocked) => {
      transaction = testApp.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table sessions in access exclusive mode`);
        isLocked();
        await held;
      });
    });
    return async () => {
      release();
      await transaction;
    };
  };
  /** Resolves once the server side of the next socket has received `count` messages. */
  const serverReceives = (count: number) =>
    new Promise<void>((resolve) => {
      webScope.websocketServer.once("connection", (serverSide: WebSocket) => {
        let received = 0;
        serverSide.on("message", () => {
          received += 1;
          if (received === count) resolve();
        });
      });
    });

  it("answers PINGs sent the moment the socket opens, before the session check finishes", async () => {
    const release = await holdSessionChecks();
    let socket: TestSocket;
    try {
      const pingsArrived = serverReceives(2);
      socket = connect({
        token: owner.token,
        onOpen: (ws) => {
          ws.send(JSON.stringify({ type: "PING" }));
          ws.send(JSON.stringify({ type: "PING" }));
        },
      });
      await pingsArrived;
      expect(testApp.app.realtimeHub.countSockets()).toBe(0); // still checking the session
    } finally {
      await release();
    }
    await socket.waitFor(isPong, 2);
    expect(socket.messages).toEqual([{ type: "PONG" }, { type: "PONG" }]);
    expect(testApp.app.realtimeHub.countSockets(owner.restaurantId)).toBe(1);
  });

  it("ignores messages that are not JSON or not a PING, and keeps the socket open", async () => {
    const socket = await join(owner.token);
    socket.socket.send("not json");
    socket.socket.send(JSON.stringify({ type: "HELLO" }));
    socket.socket.send("null");
    await socket.ping();
    expect(socket.messages).toEqual([{ type: "PONG" }, { type: "PONG" }]);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
  });

  it("answers a plain HTTP request with 426 in the documented error shape", async () => {
    for (const token of [undefined, owner.token]) {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/ws",
        cookies: token ? { od_session: token } : {},
      });
      expect(response.statusCode).toBe(426);
      expect(response.headers.upgrade).toBe("websocket");
      expect(response.json()).toEqual({ message: UPGRADE_REQUIRED, code: "UPGRADE_REQUIRED" });
    }
  });

  it("closes a socket without a cookie with 4401", async () => {
    expect((await connect({}).closed).code).toBe(CLOSE_UNAUTHORIZED);
  });

  it("closes a socket with a garbage session cookie with 4401", async () => {
    expect((await connect({ token: "garbage" }).closed).code).toBe(CLOSE_UNAUTHORIZED);
  });

  it("closes a socket whose session was logged out with 4401", async () => {
    const token = await signInToken(testApp.app, owner.account);
    expect((await postWithSession(testApp.app, "/api/auth/logout", token)).statusCode).toBe(200);
    expect((await connect({ token }).closed).code).toBe(CLOSE_UNAUTHORIZED);
  });

  it("closes an administrator's socket with 4403: no restaurant, no room", async () => {
    const admin = await createAdmin(testApp.database.db);
    const token = await signInToken(testApp.app, { ...admin, url: "/api/admin/login" });
    expect((await connect({ token }).closed).code).toBe(CLOSE_FORBIDDEN);
    expect(testApp.app.realtimeHub.countSockets()).toBe(0);
  });

  it("closes a socket opened from another site with a valid cookie with 4403", async () => {
    const socket = connect({ token: owner.token, origin: "https://evil.example" });
    expect((await socket.closed).code).toBe(CLOSE_FORBIDDEN);
    expect(socket.messages).toEqual([]);
  });

  it("accepts a socket opened from our own origin", async () => {
    const socket = connect({ token: owner.token, origin: `http://127.0.0.1:${port}` });
    await socket.ping();
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
  });

  it("releases closed sockets: the hub's count returns to 0", async () => {
    const other = await createSignedInOwner(testApp.app, testApp.database.db);
    const joined = await Promise.all([join(owner.token), join(owner.token), join(other.token)]);
    const hub = testApp.app.realtimeHub;
    expect(hub.countSockets(owner.restaurantId)).toBe(2);
    expect(hub.countSockets(other.restaurantId)).toBe(1);
    expect(hub.countSockets()).toBe(3);

    joined[0]?.socket.close(1000);
    await waitUntil(() => hub.countSockets(owner.restaurantId) === 1, { label: "a clean close" });
    joined[1]?.socket.terminate(); // a vanished client: no close frame at all
    joined[2]?.socket.close(1000);
    await waitUntil(() => hub.countSockets() === 0, { label: "every socket released" });
  });
});
