import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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
  waitUntil,
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";

/**
 * Two restaurants with two sockets each, every event reaches exactly the right
 * sockets. Events leave in commit order on one feed, so "B's sockets got nothing of A's"
 * is proven without sleeping: B's first message is B's own later event.
 */
describe(`realtime fan-out: one room per restaurant (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let port: number;
  let alpha: SignedInOwner;
  let beta: SignedInOwner;
  const sockets: TestSocket[] = [];

  const joinTwo = async (owner: SignedInOwner) => {
    const pair = await Promise.all([
      connectJoined({ port, token: owner.token }),
      connectJoined({ port, token: owner.token }),
    ]);
    sockets.push(...pair);
    return pair;
  };

  /** Creates an order and moves it to preparing; both messages, exactly as sent. */
  const newAndPreparing = async (owner: SignedInOwner) => {
    const order = await postTestOrder(testApp.app, owner.token);
    expect(order.status).toBe("new");
    const response = await putStatus(testApp.app, owner.token, order.id, "preparing");
    expect(response.statusCode).toBe(200);
    return [
      orderMessage("NEW_ORDER", order),
      orderMessage("ORDER_STATUS_CHANGED", { ...order, status: "preparing" }),
    ];
  };

  const waitForEvents = (room: TestSocket[], count: number) =>
    Promise.all(room.map((socket) => socket.waitFor(anyMessage, count)));

  beforeAll(async () => {
    testApp = await createTestApp();
    port = await listenOnRandomPort(testApp.app);
    alpha = await createSignedInOwner(testApp.app, testApp.database.db, "Alpha Diner");
    beta = await createSignedInOwner(testApp.app, testApp.database.db, "Beta Grill");
  });
  afterEach(async () => {
    await closeSockets(sockets);
    await waitUntil(() => testApp.app.realtimeHub.countSockets() === 0, {
      label: "sockets released",
    });
  });
  afterAll(() => testApp.close());

  it("sends A's NEW_ORDER and ORDER_STATUS_CHANGED to A's two sockets only, then B's to B's only", async () => {
    const roomA = await joinTwo(alpha);
    const roomB = await joinTwo(beta);
    const pongsOnly = [{ type: "PONG" }];

    const alphaEvents = await newAndPreparing(alpha);
    for (const socket of roomA) {
      await socket.waitFor(anyMessage, 3); // the PONG, then two events
      expect(socket.messages).toEqual([...pongsOnly, ...alphaEvents]);
    }

    const betaEvents = await newAndPreparing(beta);
    await waitForEvents(roomB, 3);
    // B's first event is its own: none of A's, which committed earlier, came before it.
    for (const socket of roomB) expect(socket.messages).toEqual([...pongsOnly, ...betaEvents]);

    // A PONG queues behind anything already broadcast, so A has had every B event it would get.
    for (const socket of roomA) await socket.ping();
    for (const socket of roomA) expect(socket.events()).toEqual(alphaEvents);
  });

  it("keeps the rooms apart when both restaurants are busy at once", async () => {
    const roomA = await joinTwo(alpha);
    const roomB = await joinTwo(beta);
    const [alphaEvents, betaEvents] = await Promise.all([
      newAndPreparing(alpha),
      newAndPreparing(beta),
    ]);
    await Promise.all([waitForEvents(roomA, 3), waitForEvents(roomB, 3)]);
    for (const socket of [...roomA, ...roomB]) await socket.ping();
    for (const socket of roomA) expect(socket.events()).toEqual(alphaEvents);
    for (const socket of roomB) expect(socket.events()).toEqual(betaEvents);
  });

  it("keeps delivering to a restaurant's remaining socket after its other one closed", async () => {
    const [first, second] = await joinTwo(alpha);
    if (!first || !second) throw new Error("two sockets expected");
    first.socket.close(1000);
    await first.closed;
    await waitUntil(() => testApp.app.realtimeHub.countSockets(alpha.restaurantId) === 1, {
      label: "the closed socket released",
    });
    await postTestOrder(testApp.app, beta.token); // a room nobody is in
    const [created] = await newAndPreparing(alpha);
    await second.waitFor(anyMessage, 3);
    expect(second.events()[0]).toEqual(created);
    expect(first.messages).toEqual([{ type: "PONG" }]);
  });
});
