import { startCpuMeter } from "./cpu";
import { type Dashboards, openDashboards } from "./dashboards";
import { createHttpClient, type HttpClient } from "./http-client";
import { closedLoop, openLoop } from "./load";
import { round, summarize } from "./stats";

/**
 * (a) Ingest: test orders posted to a running server (POST /api/orders/test-new) while
 * dashboards listen on /ws. The latency of an order runs from the start of its POST to
 * the moment its NEW_ORDER has reached every dashboard. The message may come before or
 * after the POST's response; both are recorded by order id and paired at the end.
 *
 * First at the peak (a closed loop at `concurrency`), then open-loop at half the peak
 * rate for `seconds`, where queueing cannot hide in a slower sender.
 */
export type IngestOptions = {
  engine: "pglite" | "postgres";
  url: string;
  cookie: string;
  serverPid: number;
  orders: number;
  concurrency: number;
  listeners: number;
  seconds: number;
};

type Phase = {
  sentAt: Map<string, number>;
  repliedAt: Map<string, number>;
  postMs: number[];
  errors: number;
};

const newPhase = (): Phase => ({ sentAt: new Map(), repliedAt: new Map(), postMs: [], errors: 0 });

function poster(client: HttpClient, phase: Phase) {
  return async () => {
    const started = performance.now();
    const reply = await client.request("POST", "/api/orders/test-new").catch(() => null);
    if (reply?.status !== 201) {
      phase.errors += 1;
      return;
    }
    const repliedAt = performance.now();
    const { id } = JSON.parse(reply.body) as { id: string };
    phase.postMs.push(repliedAt - started);
    phase.sentAt.set(id, started);
    phase.repliedAt.set(id, repliedAt);
  };
}

/** Waits until every posted order has reached every dashboard (or the timeout). */
async function settle(dashboards: Dashboards, phase: Phase, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  const complete = () =>
    [...phase.sentAt.keys()].every(
      (id) => (dashboards.arrival("NEW_ORDER", id)?.count ?? 0) >= dashboards.size,
    );
  while (!complete() && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const latencies: number[] = [];
  let beforeReply = 0;
  for (const [id, sentAt] of phase.sentAt) {
    const arrival = dashboards.arrival("NEW_ORDER", id);
    if (!arrival || arrival.count < dashboards.size) continue;
    latencies.push(arrival.lastAt - sentAt);
    if (arrival.lastAt < (phase.repliedAt.get(id) ?? 0)) beforeReply += 1;
  }
  return {
    latencies,
    undelivered: phase.sentAt.size - latencies.length,
    /** Share of orders whose message reached every dashboard before the POST's reply did. */
    beforeReplyPercent: round((100 * beforeReply) / Math.max(1, latencies.length), 0),
  };
}

async function runPhase(
  options: IngestOptions,
  dashboards: Dashboards,
  client: HttpClient,
  drive: (task: () => Promise<void>) => Promise<{ elapsedMs: number; maxLagMs?: number }>,
) {
  const phase = newPhase();
  const cpu = startCpuMeter([options.serverPid]);
  const { elapsedMs, maxLagMs } = await drive(poster(client, phase));
  const { latencies, undelivered, beforeReplyPercent } = await settle(dashboards, phase);
  const used = cpu();
  const post = summarize(phase.postMs);
  const ws = summarize(latencies);
  return {
    posted: phase.sentAt.size,
    ordersPerSecond: round(phase.sentAt.size / (elapsedMs / 1000), 0),
    postP50Ms: round(post.p50),
    postP99Ms: round(post.p99),
    wsP50Ms: round(ws.p50),
    wsP95Ms: round(ws.p95),
    wsP99Ms: round(ws.p99),
    wsMaxMs: round(ws.max),
    wsBeforeReplyPct: beforeReplyPercent,
    errors: phase.errors,
    undelivered,
    ...(maxLagMs === undefined ? {} : { senderMaxLagMs: round(maxLagMs) }),
    cpuServer: used.server,
    cpuPostgres: used.postgres,
    cpuBench: used.bench,
  };
}

export async function benchIngest(options: IngestOptions) {
  const { url, cookie, orders, concurrency, listeners, seconds, engine } = options;
  const dashboards = await openDashboards({ urls: [url], cookie, count: listeners });
  const client = createHttpClient(url, { cookie });
  try {
    // Warm-up: JIT, pool connections, the first pages of the tables.
    await closedLoop({
      concurrency,
      count: 200,
      task: poster(client, newPhase()),
    });
    const peak = await runPhase(options, dashboards, client, (task) =>
      closedLoop({ concurrency, count: orders, task }),
    );
    const rate = Math.max(1, Math.round(peak.ordersPerSecond / 2));
    const half = await runPhase(options, dashboards, client, (task) =>
      openLoop({ rate, count: Math.max(1, Math.round(rate * seconds)), task }),
    );
    return [
      { name: `ingest ${engine}, peak: closed loop c=${concurrency}`, ...peak },
      { name: `ingest ${engine}, half peak: open loop ${rate}/s`, ...half },
    ];
  } finally {
    client.close();
    await dashboards.close();
  }
}
