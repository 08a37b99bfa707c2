import type { PrintersResult } from "./printers";

/**
 * The performance targets (docs/performance.md), checked against the PostgreSQL figures of a run.
 * Reported beside the figures, never asserted.
 */
type Row = Record<string, unknown> & { name: string };

export function checkTargets({
  ingest,
  fanOut,
  sockets,
  analytics,
  printers = null,
}: {
  ingest: Row[];
  fanOut: Row[];
  sockets: number;
  analytics: { orders: number; rows: Array<Record<string, unknown>> } | null;
  printers?: PrintersResult | null;
}) {
  const peak = ingest.find((row) => row.name.startsWith("ingest postgres, peak"));
  const half = ingest.find((row) => row.name.startsWith("ingest postgres, half"));
  const spread = fanOut[0];
  const verdict = (value: unknown, ok: (value: number) => boolean) =>
    typeof value === "number" ? (ok(value) ? "met" : "missed") : "not run";
  // The slowest period's p95 stands for the page: the owner may pick any of them.
  const analyticsP95 = analytics
    ? Math.max(
        ...analytics.rows
          .filter((row) => String(row.request).startsWith("analytics"))
          .map((row) => Number(row.p95)),
      )
    : undefined;
  return [
    {
      target: `analytics answers < 500 ms with 100,000 orders (p95 of the slowest period, ${analytics?.orders ?? 0} orders)`,
      measured: analyticsP95 ?? null,
      result:
        analytics && analytics.orders >= 100_000
          ? verdict(analyticsP95, (value) => value < 500)
          : "not run",
    },
    {
      target: "ingest >= 300 orders/s (PostgreSQL)",
      measured: peak?.ordersPerSecond ?? null,
      result: verdict(peak?.ordersPerSecond, (value) => value >= 300),
    },
    {
      target: "p99 POST->WebSocket <= 50 ms at half peak (PostgreSQL)",
      measured: half?.wsP99Ms ?? null,
      result: verdict(half?.wsP99Ms, (value) => value <= 50),
    },
    {
      target: `2,000 sockets get one broadcast within 200 ms (max of runs, ${sockets} sockets)`,
      measured: spread?.maxMs ?? null,
      result:
        sockets >= 2000 && spread?.incomplete === 0
          ? verdict(spread?.maxMs, (value) => value <= 200)
          : "not run",
    },
    ...printerTargets(printers),
  ];
}

/** One instance serves 5,000 printers polling every 5 s on a quarter of a core. */
function printerTargets(printers: PrintersResult | null) {
  const isFullSize = printers?.engine === "postgres" && printers.printers >= 5000;
  const size = `${printers?.printers ?? 0} printers`;
  const verdict = (value: number | null | undefined, ok: (value: number) => boolean) =>
    isFullSize && typeof value === "number" ? (ok(value) ? "met" : "missed") : "not run";
  return [
    {
      target: `5,000 printers polling every 5 s: server CPU < 25 % of one core (${size})`,
      measured: printers?.steadyServerCpuPct ?? null,
      result: verdict(printers?.steadyServerCpuPct, (value) => value < 25),
    },
    {
      target: `5,000 printers polling every 5 s: poll p99 <= 50 ms (${size})`,
      measured: printers?.steadyPollP99Ms ?? null,
      result: verdict(printers?.steadyPollP99Ms, (value) => value <= 50),
    },
  ];
}
