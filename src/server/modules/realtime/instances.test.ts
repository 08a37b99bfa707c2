import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import {
  anyMessage,
  closeSockets,
  connectJoined,
  createSignedInOwner,
  listenOnRandomPort,
  orderMessage,
  postTestOrder,
  putStatus,
  type SignedInOwner,
  type TestSocket,
} from "../../test/realtime-helpers";
import { createTestConfig } from "../../test/test-app";
import { openTwoHandles, TEST_ENGINE } from "../../test/test-database";

/**
 * Every instance LISTENs and forwards to its own sockets, so an event caused on
 * one instance reaches sockets on every other. On PostgreSQL the two instances have their
 * own connections to one database; PGlite cannot be shared between processes, so there
 * two apps in this process share one PGlite, which still takes the same NOTIFY path.
 */
describe(`realtime across two server instances on one database (${TEST_ENGINE})`, () => {
  let apps: FastifyInstance[] = [];
  let ports: number[] = [];
  let release: (() => Promise<void>) | undefined;
  let owner: SignedInOwner;
  let neighbour: SignedInOwner;
  const sockets: TestSocket[] = [];

  const join = async (instance: number, who: SignedInOwner) => {
    const socket = await connectJoined({ port: ports[instance] ?? 0, token: who.token });
    sockets.push(socket);
    return socket;
  };
  const instance = (index: number) => apps[index] as FastifyInstance;

  beforeAll(async () => {
    // One session secret for both, as every instance of one deployment has.
    const config = createTestConfig();
    const opened = await openTwoHandles(3);
    const handles = opened.handles;
    release = opened.release;
    apps = await Promise.all(handles.map((database) => buildApp({ config, database })));
    ports = await Promise.all(apps.map(listenOnRandomPort));
    const [first] = handles;
    owner = await createSignedInOwner(instance(0), first.db);
    neighbour = await createSignedInOwner(instance(1), first.db);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(async () => {
    for (const app of apps) await app.close();
    await release?.();
  });

  it("delivers a NEW_ORDER and a status change made through instance A to a socket on instance B", async () => {
    const onA = await join(0, owner);
    const onB = await join(1, owner);
    expect(instance(0).realtimeHub.countSockets(owner.restaurantId)).toBe(1);
    expect(instance(1).realtimeHub.countSockets(owner.restaurantId)).toBe(1);

    const order = await postTestOrder(instance(0), owner.token);
    const moved = await putStatus(instance(0), owner.token, order.id, "preparing");
    expect(moved.statusCode).toBe(200);
    const expected = [
      orderMessage("NEW_ORDER", order),
      orderMessage("ORDER_STATUS_CHANGED", { ...order, status: "preparing" }),
    ];
    for (const socket of [onB, onA]) {
      await socket.waitFor(anyMessage, 3);
      expect(socket.events()).toEqual(expected);
    }
  });

  it("delivers a change made through instance B to a socket on instance A", async () => {
    const onA = await join(0, owner);
    const order = await postTestOrder(instance(1), owner.token);
    expect((await putStatus(instance(1), owner.token, order.id, "ready")).statusCode).toBe(200);
    await onA.waitFor(anyMessage, 3);
    expect(onA.events()).toEqual([
      orderMessage("NEW_ORDER", order),
      orderMessage("ORDER_STATUS_CHANGED", { ...order, status: "ready" }),
    ]);
  });

  it("keeps restaurants apart on every instance", async () => {
    const neighbourOnB = await join(1, neighbour);
    const neighbourOnA = await join(0, neighbour);
    await postTestOrder(instance(0), owner.token);
    const own = await postTestOrder(instance(0), neighbour.token);
    // Commit order: the owner's earlier order would have arrived first.
    for (const socket of [neighbourOnB, neighbourOnA]) {
      await socket.waitFor(anyMessage, 2);
      expect(socket.events()).toEqual([orderMessage("NEW_ORDER", own)]);
    }
  });
});
