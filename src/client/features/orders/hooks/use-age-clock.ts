import { useSyncExternalStore } from "react";
import { createTickingClock } from "./ticking-clock";

/**
 * One clock for every order age on screen: a single interval ticks every 30 s while any age
 * is shown, and only the ages redraw — not the board, its groups or the rest of each card.
 */
export const AGE_TICK_MS = 30_000;
const clock = createTickingClock(AGE_TICK_MS);

/** The current time, refreshed every 30 s. */
export function useAgeClock(): number {
  return useSyncExternalStore(clock.subscribe, clock.readNow, clock.readNow);
}
