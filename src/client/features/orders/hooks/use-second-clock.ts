import { useSyncExternalStore } from "react";
import { createTickingClock } from "./ticking-clock";

/**
 * One clock for every Accept countdown on screen: a single interval ticks each second while
 * any countdown listens, so a busy dashboard redraws its countdowns in one render a second
 * rather than one per card, and no interval runs when none is shown.
 */
const clock = createTickingClock(1_000);

const stayStill = () => () => {};

/** The current time, refreshed every second while `isTicking`. */
export function useSecondClock(isTicking = true): number {
  return useSyncExternalStore(
    isTicking ? clock.subscribe : stayStill,
    clock.readNow,
    clock.readNow,
  );
}
