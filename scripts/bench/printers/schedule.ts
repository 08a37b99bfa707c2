/**
 * Starts `fire(k)` for k = 0, 1, 2, … at `intervalMs` apart from now, whatever the server
 * does (an open loop), until stopped. With N printers calling every P ms, an interval of
 * P / N and printer k mod N give each printer its own phase and spread the calls evenly.
 */
export type Schedule = {
  stop(): void;
  /** How late this process started a call against its schedule (its own event loop lag). */
  maxLagMs(): number;
  resetLag(): void;
};

export function startSchedule({
  intervalMs,
  fire,
}: {
  intervalMs: number;
  fire: (k: number) => void;
}): Schedule {
  const begin = performance.now();
  let started = 0;
  let maxLagMs = 0;
  let timer: NodeJS.Timeout | null = null;
  let isStopped = false;
  const tick = () => {
    const now = performance.now();
    while (!isStopped && begin + started * intervalMs <= now) {
      maxLagMs = Math.max(maxLagMs, now - (begin + started * intervalMs));
      fire(started);
      started += 1;
    }
    if (isStopped) return;
    timer = setTimeout(tick, Math.max(0, begin + started * intervalMs - performance.now()));
  };
  tick();
  return {
    stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
    },
    maxLagMs: () => maxLagMs,
    resetLag() {
      maxLagMs = 0;
    },
  };
}
