import { ACCEPTING_PLATFORMS } from "../../../src/domain/platform-actions";
import { startCpuMeter } from "../cpu";
import { createHttpClient, type HttpClient } from "../http-client";
import { closedLoop } from "../load";
import { withScratchDatabase } from "../scratch-database";
import { round } from "../stats";
import { outboxDrained, outboxState, startBackendCpu } from "./bench-db";
import { BROWSER_HEADERS, DASHBOARD_LIST } from "./dashboard";
import { type RushInstance, startRushInstance } from "./instance";
import { makeOrders, type RushOrder, writeTwinOrders } from "./orders";
import type { RushSettings } from "./settings";

/**
 * What each request of the rush costs the server and PostgreSQL, measured one kind at a
 * time on an instance doing nothing else (few in flight, no dashboards open), with the
 * instance's idle CPU taken off: a signed webhook, a dashboard's list reload, each staff
 * action, and a platform call sent through the outbox to its twin. Multiplied by how often
 * each happens per order, they say where a rush order's CPU goes.
 */
const RESTAURANTS = 300;
const IN_FLIGHT = 4;

type Measured = { what: string; count: number; serverMs: number; postgresMs: number };

async function measure(
  instance: RushInstance,
  database: string,
  idle: { server: number; postgres: number },
  what: string,
  count: number,
  run: () => Promise<void>,
): Promise<Measured> {
  const pg = await startBackendCpu(instance.bench.pool, database);
  const cpu = startCpuMeter([instance.server.pid]);
  const began = performance.now();
  await run();
  const seconds = (performance.now() - began) / 1000;
  const server = Math.max(0, (cpu().server ?? 0) - idle.server) * seconds;
  const postgres = Math.max(0, (await pg()) / seconds - idle.postgres) * seconds;
  return {
    what,
    count,
    serverMs: round((server * 1000) / Math.max(1, count), 2),
    postgresMs: round((postgres * 1000) / Math.max(1, count), 2),
  };
}

/** Runs `task` for each item, a few at a time; throws on the first refusal. */
function each<T>(items: readonly T[], task: (item: T) => Promise<void>) {
  let next = 0;
  return () =>
    closedLoop({
      concurrency: IN_FLIGHT,
      count: items.length,
      task: async () => {
        const item = items[next];
        next += 1;
        if (item !== undefined) await task(item);
      },
    }).then(() => {});
}

async function expectOk(reply: Promise<{ status: number; body: string }>, what: string) {
  const { status, body } = await reply;
  if (status !== 200) throw new Error(`${what}: ${status} ${body.slice(0, 200)}`);
  return body;
}

export async function measureUnitCosts(baseUrl: string, settings: RushSettings) {
  return withScratchDatabase(baseUrl, async (database) => {
    const instance = await startRushInstance({
      databaseUrl: database.url,
      count: RESTAURANTS,
      history: settings.history,
    });
    const client = createHttpClient(instance.server.url, {}, { maxSockets: 64 });
    try {
      return await measureAll(instance, database.name, client, settings.history);
    } finally {
      client.close();
      await instance.stop();
    }
  });
}

async function measureAll(
  instance: RushInstance,
  database: string,
  client: HttpClient,
  history: number,
) {
  const { restaurants, sessionSecret } = instance;
  const orders = makeOrders({ restaurants, count: restaurants.length, sessionSecret, seed: 5 });
  await writeTwinOrders(instance.bench.db, orders);
  // Warm-up: JIT and connections, on another set of orders.
  const warmUp = makeOrders({ restaurants, count: 100, sessionSecret, seed: 6 });
  await writeTwinOrders(instance.bench.db, warmUp);
  await each(warmUp, (order) => send(client, order))();

  const idleCpu = startCpuMeter([instance.server.pid]);
  const idlePg = await startBackendCpu(instance.bench.pool, database);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = { server: idleCpu().server ?? 0, postgres: (await idlePg()) / 3 };
  const cost = (what: string, count: number, run: () => Promise<void>) =>
    measure(instance, database, idle, what, count, run);

  const rows: Measured[] = [];
  rows.push(
    await cost(
      "signed webhook → order stored",
      orders.length,
      each(orders, (order) => send(client, order)),
    ),
  );
  // The reload also finds each restaurant's new order for the staff actions below.
  const ids = new Map<RushOrder, string>();
  rows.push(
    await cost(
      `list reload, ${history + 1} orders`,
      orders.length,
      each(orders, async (order) => {
        const body = await expectOk(
          client.request("GET", DASHBOARD_LIST, undefined, {
            ...BROWSER_HEADERS,
            cookie: order.restaurant.cookie,
          }),
          "reload",
        );
        const open = (JSON.parse(body) as Array<{ id: string; status: string }>).find(
          (row) => row.status === "new",
        );
        if (open) ids.set(order, open.id);
      }),
    ),
  );
  const action = (order: RushOrder, path: string, method: "POST" | "PUT", body: unknown) =>
    expectOk(
      client.request(method, path.replace(":id", ids.get(order) ?? ""), body, {
        ...BROWSER_HEADERS,
        cookie: order.restaurant.cookie,
      }),
      path,
    );
  const accepting = orders.filter((order) =>
    (ACCEPTING_PLATFORMS as readonly string[]).includes(order.platform),
  );
  rows.push(
    await cost("accept, and its platform call", accepting.length, async () => {
      await each(accepting, async (order) => {
        await action(order, "/api/orders/:id/accept", "POST", { prepMinutes: 15 });
      })();
      // An accept's call goes out at once: measured until the twins have them all.
      await outboxDrained(instance.bench.pool, 60_000);
    }),
  );
  for (const status of ["preparing", "ready", "completed"] as const)
    rows.push(
      await cost(
        `status → ${status}`,
        orders.length,
        each(orders, async (order) => {
          await action(order, "/api/orders/:id", "PUT", { status });
        }),
      ),
    );
  // The status changes' calls wait out the undo window, then go out: measured until sent.
  const before = await outboxState(instance.bench.pool);
  let drained = false;
  const calls = await cost("platform call after the undo window (outbox → twin)", 1, async () => {
    drained = await outboxDrained(instance.bench.pool, 90_000);
  });
  const after = await outboxState(instance.bench.pool);
  const sent =
    (after.calls.done ?? 0) +
    (after.calls.failed ?? 0) -
    (before.calls.done ?? 0) -
    (before.calls.failed ?? 0);
  rows.push({
    ...calls,
    count: sent,
    serverMs: round(calls.serverMs / Math.max(1, sent), 2),
    postgresMs: round(calls.postgresMs / Math.max(1, sent), 2),
  });
  return { rows, outbox: after, drained, idle };
}

async function send(client: HttpClient, order: RushOrder): Promise<void> {
  const { path, headers, body } = order.webhook;
  await expectOk(client.send("POST", path, body, headers), `${order.platform} webhook`);
}
