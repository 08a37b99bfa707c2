import type { TwinPlatform } from "../platform-calls/clients/twin-keys";

/**
 * Each twin's own clock: real time plus however far the console (or a test) moved it on,
 * so a restaurant can watch what happens when an order is left alone for 11.5 minutes
 * without waiting. Kept per process; the deadline is checked by the instance whose clock
 * was moved.
 */
export type TwinClock = {
  now(platform: TwinPlatform): Date;
  advance(platform: TwinPlatform, ms: number): void;
};

export function createTwinClock(realNow: () => number = Date.now): TwinClock {
  const offsets = new Map<TwinPlatform, number>();
  return {
    now: (platform) => new Date(realNow() + (offsets.get(platform) ?? 0)),
    advance(platform, ms) {
      offsets.set(platform, (offsets.get(platform) ?? 0) + ms);
    },
  };
}
