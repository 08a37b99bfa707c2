import { ACCEPTING_PLATFORMS } from "../../../src/domain/platform-actions";
import type { HttpClient } from "../http-client";
import { summarize } from "../stats";
import { BROWSER_HEADERS, type RushDashboards } from "./dashboard";
import type { OrderRecord } from "./tracker";

/**
 * Staff working the rush, through the real API with the owner's session, as the dashboard's
 * buttons call it: Accept (with a preparation time) where the platform waits for an answer,
 * then Preparing, Ready and Completed. The kitchen's day is squeezed into `kitchenSeconds`
 * from the card appearing; each change's platform call goes through the outbox to the
 * platform's twin (after the undo window, docs/platform-calls.md). Each answer makes the
 * dashboard reload its list, as the mutation hooks do.
 */
const STEPS = [
  { at: 0.1, action: "accept" },
  { at: 0.25, action: "preparing" },
  { at: 0.6, action: "ready" },
  { at: 1, action: "completed" },
] as const;

type Action = (typeof STEPS)[number]["action"];

export type KitchenStats = Record<Action, number> & {
  errors: number;
  p50Ms: number;
  p99Ms: number;
};

export type Kitchen = {
  start(record: OrderRecord): void;
  /** Resolves when every action started so far has its answer. */
  idle(): Promise<void>;
  stats(): KitchenStats;
  errorSamples(): string[];
  resetStats(): void;
};

export function createKitchen({
  client,
  dashboards,
  kitchenSeconds,
}: {
  client: HttpClient;
  dashboards: () => RushDashboards;
  kitchenSeconds: number;
}): Kitchen {
  const pending = new Set<Promise<void>>();
  let timers = 0;
  let latencies: number[] = [];
  let counts: Record<Action, number> = { accept: 0, preparing: 0, ready: 0, completed: 0 };
  let errors = 0;
  const samples: string[] = [];

  const act = async (record: OrderRecord, action: Action) => {
    const { restaurant } = record.order;
    const headers = { ...BROWSER_HEADERS, cookie: restaurant.cookie };
    const began = performance.now();
    const reply = await (action === "accept"
      ? client.request("POST", `/api/orders/${record.orderId}/accept`, { prepMinutes: 15 }, headers)
      : client.request("PUT", `/api/orders/${record.orderId}`, { status: action }, headers)
    ).catch((error: unknown) => ({ status: 0, body: String(error) }));
    if (reply.status !== 200) {
      errors += 1;
      if (samples.length < 5)
        samples.push(`${action}: ${reply.status} ${reply.body.slice(0, 200)}`);
      return;
    }
    latencies.push(performance.now() - began);
    counts[action] += 1;
    dashboards().reload(restaurant);
  };

  const schedule = (record: OrderRecord, action: Action, delayMs: number) => {
    timers += 1;
    let settle = () => {};
    const done = new Promise<void>((resolve) => {
      settle = resolve;
    });
    pending.add(done);
    setTimeout(() => {
      timers -= 1;
      void act(record, action).finally(() => {
        pending.delete(done);
        settle();
      });
    }, delayMs);
  };

  return {
    start(record) {
      const isAccepting = (ACCEPTING_PLATFORMS as readonly string[]).includes(
        record.order.platform,
      );
      for (const step of STEPS) {
        if (step.action === "accept" && !isAccepting) continue;
        schedule(record, step.action, step.at * kitchenSeconds * 1000);
      }
    },
    async idle() {
      while (timers > 0 || pending.size > 0) await Promise.all([...pending, pause(100)]);
    },
    stats() {
      const summary = summarize(latencies);
      return { ...counts, errors, p50Ms: summary.p50, p99Ms: summary.p99 };
    },
    errorSamples: () => samples,
    resetStats() {
      latencies = [];
      counts = { accept: 0, preparing: 0, ready: 0, completed: 0 };
      errors = 0;
    },
  };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
