import { useSyncExternalStore } from "react";

/**
 * One clock for every Accept countdown on screen: a single interval ticks each second while
 * any countdown listens, so a busy dashboard redraws its countdowns in one render a second
 * rather than one per card, and no interval runs when none is shown.
 */
const TICK_MS = 1_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !timer) return;
    clearInterval(timer);
    timer = undefined;
  };
}

/** The time as last ticked; between ticks it stays the same, as React needs it to. */
function readNow(): number {
  if (!timer && Math.abs(Date.now() - now) >= TICK_MS) now = Date.now();
  return now;
}

const stayStill = () => () => {};

/** The current time, refreshed every second while `isTicking`. */
export function useSecondClock(isTicking = true): number {
  return useSyncExternalStore(isTicking ? subscribe : stayStill, readNow, readNow);
}
