import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { type BenchServer, makeDataDir, startBenchServer } from "./bench-server";
import { openDashboards } from "./dashboards";
import { createHttpClient } from "./http-client";
import { signInOwner } from "./session";
import { round, summarize } from "./stats";

/**
 * (b) Fan-out: `sockets` dashboards of one restaurant spread evenly over two server
 * instances on one PostgreSQL database. One status change (PUT /api/orders/:id) through
 * instance A; the figure is the time from sending the PUT until every socket, on A and on
 * B (reached through NOTIFY), has the ORDER_STATUS_CHANGED. Repeated on fresh orders.
 */
export type FanOutOptions = { databaseUrl: string; sockets: number; repeats: number };

const TIMEOUT_MS = 10_000;

export async function benchFanOut({ databaseUrl, sockets, repeats }: FanOutOptions) {
  // Both instances share the data directory, so the session secret too: one sign-in
  // serves both, as behind a load balancer.
  const dataDir = makeDataDir();
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString("hex"),
  };
  const servers: BenchServer[] = [];
  try {
    servers.push(await startBenchServer(env)); // migrates and seeds
    servers.push(await startBenchServer(env));
    const [a, b] = servers as [BenchServer, BenchServer];
    const cookie = await signInOwner(a.url);
    const opening = performance.now();
    const dashboards = await openDashboards({ urls: [a.url, b.url], cookie, count: sockets });
    const openMs = performance.now() - opening;
    const client = createHttpClient(a.url, { cookie });
    const runs: {
      total: number;
      first: number;
      onA: number;
      onB: number;
      put: number;
      newOrder: number;
    }[] = [];
    let missing = 0;
    try {
      for (let run = 0; run < repeats + 1; run += 1) {
        const posted = performance.now();
        const created = await client.request("POST", "/api/orders/test-new");
        if (created.status !== 201) throw new Error(`test-new: ${created.status} ${created.body}`);
        const { id } = JSON.parse(created.body) as { id: string };
        const news = await dashboards.whenAll("NEW_ORDER", id, TIMEOUT_MS);
        await new Promise((resolve) => setTimeout(resolve, 250)); // let both instances go idle
        const sent = performance.now();
        const reply = await client.request("PUT", `/api/orders/${id}`, { status: "preparing" });
        const put = performance.now() - sent;
        if (reply.status !== 200) throw new Error(`PUT: ${reply.status} ${reply.body}`);
        const changed = await dashboards.whenAll("ORDER_STATUS_CHANGED", id, TIMEOUT_MS);
        if (!changed || !news) missing += 1;
        else if (run > 0) {
          // run 0 warms up both instances
          runs.push({
            total: changed.lastAt - sent,
            first: changed.firstAt - sent,
            onA: (changed.lastByGroup[0] ?? Number.NaN) - sent,
            onB: (changed.lastByGroup[1] ?? Number.NaN) - sent,
            put,
            newOrder: news.lastAt - posted,
          });
        }
      }
    } finally {
      client.close();
      await dashboards.close();
    }
    const total = summarize(runs.map((run) => run.total));
    const median = (key: keyof (typeof runs)[number]) =>
      round(summarize(runs.map((run) => run[key])).p50);
    return [
      {
        name: `fan-out, ${sockets} sockets on 2 instances`,
        repeats: runs.length,
        medianMs: round(total.p50),
        maxMs: round(total.max),
        medianFirstMs: median("first"),
        medianOnAMs: median("onA"),
        medianOnBMs: median("onB"),
        medianPutMs: median("put"),
        medianNewOrderMs: median("newOrder"),
        incomplete: missing,
        openSocketsMs: round(openMs, 0),
      },
    ];
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
