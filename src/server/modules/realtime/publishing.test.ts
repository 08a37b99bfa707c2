import { randomUUID } from "node:crypto";
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
} from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { ingestOrder } from "../orders/ingest.service";
import { createRandom } from "../sample-data/random";
import { createSampleOrder } from "../sample-data/sample-orders";

/**
 * An event goes out when its change commits and only then: a refused status
 * change or a redelivered order announces nothing. Each negative is proven by a later
 * event arriving with nothing before it, since the feed keeps commit order.
 */
describe(`realtime: only committed changes are announced (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let port: number;
  let owner: SignedInOwner;
  let other: SignedInOwner;
  const sockets: TestSocket[] = [];

  const join = async () => {
    const socket = await connectJoined({ port, token: owner.token });
    sockets.push(socket);
    return socket;
  };
  const ingestOnce = (externalId: string, sequence: number) =>
    ingestOrder({
      db: testApp.database.db,
      restaurantId: owner.restaurantId,
      platform: "website",
      externalId,
      order: createSampleOrder({ random: createRandom(sequence), created: new Date(), sequence })
        .details,
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    port = await listenOnRandomPort(testApp.app);
    owner = await createSignedInOwner(testApp.app, testApp.database.db);
    other = await createSignedInOwner(testApp.app, testApp.database.db);
  });
  afterEach(() => closeSockets(sockets));
  afterAll(() => testApp.close());

  it("announces nothing for a refused backward move (409)", async () => {
    const socket = await join();
    const order = await postTestOrder(testApp.app, owner.token);
    expect((await putStatus(testApp.app, owner.token, order.id, "ready")).statusCode).toBe(200);
    const backward = await putStatus(testApp.app, owner.token, order.id, "preparing");
    expect(backward.statusCode).toBe(409);
    expect((await putStatus(testApp.app, owner.token, order.id, "completed")).statusCode).toBe(200);

    await socket.waitFor(anyMessage, 4); // the PONG and three events
    expect(socket.events()).toEqual([
      orderMessage("NEW_ORDER", order),
      orderMessage("ORDER_STATUS_CHANGED", { ...order, status: "ready" }),
      orderMessage("ORDER_STATUS_CHANGED", { ...order, status: "completed" }),
    ]);
  });

  it("announces nothing for another restaurant's attempt to change the order (404)", async () => {
    const socket = await join();
    const order = await postTestOrder(testApp.app, owner.token);
    expect((await putStatus(testApp.app, other.token, order.id, "ready")).statusCode).toBe(404);
    expect((await putStatus(testApp.app, owner.token, order.id, "preparing")).statusCode).toBe(200);

    await socket.waitFor(anyMessage, 3);
    expect(socket.events()).toEqual([
      orderMessage("NEW_ORDER", order),
      orderMessage("ORDER_STATUS_CHANGED", { ...order, status: "preparing" }),
    ]);
  });

  it("announces a repeated ingest of the same external id once", async () => {
    const socket = await join();
    const externalId = `web-${randomUUID()}`;
    const first = await ingestOnce(externalId, 1);
    const again = await ingestOnce(externalId, 1);
    expect(first.isNew).toBe(true);
    expect(again).toMatchObject({ isNew: false, order: { id: first.order.id } });
    const later = await postTestOrder(testApp.app, owner.token);

    await socket.waitFor(anyMessage, 3);
    expect(socket.events()).toEqual([
      orderMessage("NEW_ORDER", first.order),
      orderMessage("NEW_ORDER", later),
    ]);
  });

  it("announces concurrent duplicate ingests once", async () => {
    const socket = await join();
    const externalId = `web-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 8 }, () => ingestOnce(externalId, 2)));
    const created = results.filter((result) => result.isNew);
    expect(created).toHaveLength(1);
    const later = await postTestOrder(testApp.app, owner.token);

    await socket.waitFor(anyMessage, 3);
    expect(socket.events()).toEqual([
      orderMessage("NEW_ORDER", created[0]?.order ?? later),
      orderMessage("NEW_ORDER", later),
    ]);
  });
});
