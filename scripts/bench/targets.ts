/**
 * The acceptance targets of issue 4, checked against the PostgreSQL figures of a run.
 * Reported beside the figures, never asserted.
 */
type Row = Record<string, unknown> & { name: string };

export function checkTargets({
  ingest,
  fanOut,
  sockets,
}: {
  ingest: Row[];
  fanOut: Row[];
  sockets: number;
}) {
  const peak = ingest.find((row) => row.name.startsWith("ingest postgres, peak"));
  const half = ingest.find((row) => row.name.startsWith("ingest postgres, half"));
  const spread = fanOut[0];
  const verdict = (value: unknown, ok: (value: number) => boolean) =>
    typeof value === "number" ? (ok(value) ? "met" : "missed") : "not run";
  return [
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
