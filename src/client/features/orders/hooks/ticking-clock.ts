/**
 * A clock shared by every component that shows the same kind of time: one interval ticks
 * while anyone listens (none runs when nothing is shown), and between ticks the time stays
 * the same, as `useSyncExternalStore` needs it to.
 */
export type TickingClock = {
  subscribe(listener: () => void): () => void;
  /** The time as last ticked. */
  readNow(): number;
};

export function createTickingClock(tickMs: number): TickingClock {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let now = Date.now();

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        now = Date.now();
        timer = setInterval(() => {
          now = Date.now();
          for (const notify of listeners) notify();
        }, tickMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !timer) return;
        clearInterval(timer);
        timer = undefined;
      };
    },
    readNow() {
      if (!timer && Math.abs(Date.now() - now) >= tickMs) now = Date.now();
      return now;
    },
  };
}
