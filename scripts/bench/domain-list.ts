import type { Order } from "../../src/domain/order";
import { filterOrders, sortOrders } from "../../src/domain/order-list";
import { isOpenStatus, WORKFLOW_STATUSES } from "../../src/domain/status";
import { computeTotals } from "../../src/domain/totals";
import { createRandom } from "../../src/server/modules/sample-data/random";
import { createSampleOrder } from "../../src/server/modules/sample-data/sample-orders";
import { round, summarize } from "./stats";

/**
 * The dashboard's per-keystroke work in the browser: filter by chips and search, then sort.
 * Measured on N realistic orders; the figure is the time of one full pass.
 */
export function createOrders(count: number): Order[] {
  const random = createRandom(42);
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const { platform, details } = createSampleOrder({
      random,
      sequence: index,
      created: new Date(now - random.int(0, 48 * 3600) * 1000),
    });
    const status = random.pick(WORKFLOW_STATUSES);
    return {
      ...details,
      id: `order-${index}`,
      platform,
      status,
      created: details.created ?? new Date(now).toISOString(),
      isTest: false,
      ...computeTotals(details),
    };
  });
}

export function benchDomainList(count: number, passes = 200) {
  const orders = createOrders(count);
  const queries = ["", "burger", "555-01", "gate code", "#10", "zzz-no-match"];
  const samples: number[] = [];
  const warmUp = 50; // let the JIT settle before measuring
  for (let pass = -warmUp; pass < passes; pass += 1) {
    const index = Math.abs(pass);
    const query = queries[index % queries.length] ?? "";
    const started = performance.now();
    const visible = filterOrders(orders, {
      query,
      platforms: index % 2 ? ["ubereats", "doordash"] : [],
      statuses: index % 3 ? [] : ["new", "preparing"],
    });
    sortOrders(visible, index % 2 ? "newest" : "oldest");
    if (pass >= 0) samples.push(performance.now() - started);
  }
  const summary = summarize(samples);
  return {
    name: `filter + search + sort, ${count.toLocaleString("en-US")} orders`,
    p50Ms: round(summary.p50, 3),
    p95Ms: round(summary.p95, 3),
    p99Ms: round(summary.p99, 3),
    openOrders: orders.filter((order) => isOpenStatus(order.status)).length,
  };
}
