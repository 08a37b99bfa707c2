/**
 * The acceptance targets of issues 4 and 10, checked against the PostgreSQL figures of a run.
 * Reported beside the figures, never asserted.
 */
type Row = Record<string, unknown> & { name: string };

export function checkTargets({
  ingest,
  fanOut,
  sockets,
  analytics,
}: {
  ingest: Row[];
  fanOut: Row[];
  sockets: number;
  analytics: { orders: number; rows: Array<Record<string, unknown>> } | null;
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
  ];
}
