import { createHttpClient, type HttpClient } from "./http-client";
import { openLoop } from "./load";
import { round, summarize } from "./stats";

/**
 * Staff action → platform: an Accept posted to OrderDock until the DoorDash twin has
 * received the confirmation the outbox sends for it. The twin stamps each call on arrival
 * (its console's call list, to the millisecond, on the same machine's clock), so the figure
 * covers the API call, the outbox's commit, the worker's wake-up and claim, the JWT, and the
 * HTTP call to the platform. Open loop at half the measured ingest peak.
 */
export type PlatformCallsOptions = {
  engine: "pglite" | "postgres";
  url: string;
  cookie: string;
  rate: number;
  seconds: number;
};

type OrderJson = {
  id: string;
  platform: string;
  status: string;
  platformLink?: { acceptedAt: string | null; acceptBy: string | null };
};
type TwinCall = { operation: string; status: number; receivedAt: string; body: unknown };

async function connectDoorDash(client: HttpClient) {
  const me = await client.request("GET", "/api/auth/me");
  const user = JSON.parse(me.body) as { id: string };
  const reply = await client.request("POST", `/api/users/${user.id}/platform-connections`, {
    platform: "doordash",
    connected: true,
    apiKey: "bench_doordash_token",
  });
  if (reply.status !== 200) throw new Error(`connecting DoorDash: ${reply.status} ${reply.body}`);
}

async function placeOrders(client: HttpClient, count: number) {
  for (let index = 0; index < count; index += 1) {
    const reply = await client.request("POST", "/sandbox/doordash/console/orders");
    const said = decodeURIComponent(String(reply.headers.location ?? ""));
    if (reply.status !== 303 || !said.includes("sent to OrderDock")) {
      throw new Error(`placing a DoorDash order: ${reply.status} ${said}`);
    }
  }
}

async function unanswered(client: HttpClient): Promise<string[]> {
  const reply = await client.request("GET", "/api/orders?limit=2000");
  return (JSON.parse(reply.body) as OrderJson[])
    .filter(
      (order) =>
        order.platform === "doordash" &&
        order.status === "new" &&
        order.platformLink?.acceptBy &&
        !order.platformLink.acceptedAt,
    )
    .map((order) => order.id);
}

async function receivedConfirmations(client: HttpClient): Promise<Map<string, number>> {
  const reply = await client.request("GET", "/sandbox/doordash/console/calls");
  const calls = JSON.parse(reply.body) as TwinCall[];
  const arrivals = new Map<string, number>();
  for (const call of calls) {
    const id = (call.body as { merchant_supplied_id?: string } | null)?.merchant_supplied_id;
    if (call.operation === "confirm_order" && call.status === 202 && id) {
      arrivals.set(id, Date.parse(call.receivedAt));
    }
  }
  return arrivals;
}

export async function benchPlatformCalls({
  engine,
  url,
  cookie,
  rate,
  seconds,
}: PlatformCallsOptions) {
  const client = createHttpClient(url, { cookie });
  try {
    await connectDoorDash(client);
    const count = Math.max(1, Math.round(rate * seconds));
    const warmUp = 20;
    await placeOrders(client, count + warmUp);
    const ids = await unanswered(client);
    if (ids.length < count + warmUp)
      throw new Error(`only ${ids.length} DoorDash orders to accept`);

    const startedAt = new Map<string, number>();
    const postMs: number[] = [];
    let errors = 0;
    const queue = [...ids];
    const accept = async () => {
      const id = queue.shift();
      if (!id) return;
      const started = Date.now();
      const began = performance.now();
      const reply = await client.request("POST", `/api/orders/${id}/accept`, { prepMinutes: 15 });
      if (reply.status !== 200) {
        errors += 1;
        return;
      }
      postMs.push(performance.now() - began);
      startedAt.set(id, started);
    };
    for (let index = 0; index < warmUp; index += 1) await accept();
    startedAt.clear();
    postMs.length = 0;

    const { elapsedMs } = await openLoop({ rate, count, task: accept });
    const deadline = Date.now() + 60_000;
    let arrivals = await receivedConfirmations(client);
    while ([...startedAt.keys()].some((id) => !arrivals.has(id)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      arrivals = await receivedConfirmations(client);
    }
    const latencies = [...startedAt].flatMap(([id, started]) => {
      const at = arrivals.get(id);
      return at === undefined ? [] : [at - started];
    });
    const post = summarize(postMs);
    const toTwin = summarize(latencies);
    return {
      name: `accept → DoorDash twin, ${engine}, open loop ${rate}/s`,
      accepts: startedAt.size,
      perSecond: round(startedAt.size / (elapsedMs / 1000), 0),
      postP50Ms: round(post.p50),
      postP99Ms: round(post.p99),
      toTwinP50Ms: round(toTwin.p50),
      toTwinP95Ms: round(toTwin.p95),
      toTwinP99Ms: round(toTwin.p99),
      toTwinMaxMs: round(toTwin.max),
      notReceived: startedAt.size - latencies.length,
      errors,
    };
  } finally {
    client.close();
  }
}
