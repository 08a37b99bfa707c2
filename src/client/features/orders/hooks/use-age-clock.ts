import { useSyncExternalStore } from "react";

/**
 * One clock for every order age on screen: a single interval ticks every 30 s while any age
 * is shown, and only the ages redraw — not the board, its groups or the rest of each card.
 */
export const AGE_TICK_MS = 30_000;
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
    }, AGE_TICK_MS);
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
  if (!timer && Math.abs(Date.now() - now) >= AGE_TICK_MS) now = Date.now();
  return now;
}

/** The current time, refreshed every 30 s. */
export function useAgeClock(): number {
  return useSyncExternalStore(subscribe, readNow, readNow);
}
