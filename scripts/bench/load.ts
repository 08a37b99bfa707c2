/**
 * The two ways the benchmarks apply load. A closed loop keeps `concurrency` requests in
 * flight (the next starts when one ends): it finds the peak rate. An open loop starts
 * requests on a fixed schedule whatever the server does, so a slow server builds a queue
 * that shows in the latencies instead of slowing the sender down.
 */
export type LoopResult = { elapsedMs: number; started: number };

export async function closedLoop({
  concurrency,
  count = Number.POSITIVE_INFINITY,
  seconds = Number.POSITIVE_INFINITY,
  task,
}: {
  concurrency: number;
  count?: number;
  seconds?: number;
  task: () => Promise<void>;
}): Promise<LoopResult> {
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count && performance.now() < deadline) {
        started += 1;
        await task();
      }
    }),
  );
  return { elapsedMs: performance.now() - begin, started };
}

export type OpenLoopResult = LoopResult & {
  /** How late the sender started a request against its schedule (its own event loop lag). */
  maxLagMs: number;
};

export async function openLoop({
  rate,
  count,
  task,
}: {
  rate: number;
  count: number;
  task: () => Promise<void>;
}): Promise<OpenLoopResult> {
  const begin = performance.now();
  const intervalMs = 1000 / rate;
  const pending: Promise<void>[] = [];
  let started = 0;
  let maxLagMs = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (started < count && begin + started * intervalMs <= now) {
        maxLagMs = Math.max(maxLagMs, now - (begin + started * intervalMs));
        started += 1;
        pending.push(task());
      }
      if (started >= count) return resolve();
      setTimeout(tick, Math.max(0, begin + started * intervalMs - performance.now()));
    };
    tick();
  });
  await Promise.all(pending);
  return { elapsedMs: performance.now() - begin, started, maxLagMs };
}
