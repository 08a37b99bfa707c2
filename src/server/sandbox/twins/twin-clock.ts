import type { TwinPlatform } from "../../lib/sandbox-credentials";

/**
 * Each twin's clock, one per restaurant: real time plus however far that restaurant's
 * console (or a test) moved it on, so a restaurant can watch what happens when an order is
 * left alone for 11.5 minutes without waiting, and no other restaurant's orders move with
 * it. A call that names no restaurant the twin knows reads real time.
 *
 * Kept per process: the deadline is checked by the instance whose clock was moved. A clock
 * only moves on (never back), so a twin's time is never behind real time. At most
 * `MAX_MOVED_CLOCKS` restaurants per platform keep a moved clock; past that, the one moved
 * longest ago reads real time again (about 100 bytes an entry).
 */
export type TwinClock = {
  now(platform: TwinPlatform, restaurantId: string | null): Date;
  advance(platform: TwinPlatform, restaurantId: string, ms: number): void;
  /** The restaurants whose clock on this platform was moved, each with its time now. */
  moved(platform: TwinPlatform): MovedClock[];
};

export type MovedClock = { restaurantId: string; now: Date };

export const MAX_MOVED_CLOCKS = 1000;

export function createTwinClock(realNow: () => number = Date.now): TwinClock {
  const offsets = new Map<TwinPlatform, Map<string, number>>();
  const offsetOf = (platform: TwinPlatform, restaurantId: string | null) =>
    restaurantId === null ? 0 : (offsets.get(platform)?.get(restaurantId) ?? 0);
  return {
    now: (platform, restaurantId) => new Date(realNow() + offsetOf(platform, restaurantId)),
    advance(platform, restaurantId, ms) {
      if (!(ms > 0)) throw new RangeError("A twin's clock only moves on");
      const clocks = offsets.get(platform) ?? new Map<string, number>();
      offsets.set(platform, clocks);
      const offset = (clocks.get(restaurantId) ?? 0) + ms;
      // Moved last, kept longest: a Map keeps the order entries were set in.
      clocks.delete(restaurantId);
      clocks.set(restaurantId, offset);
      for (const oldest of clocks.keys()) {
        if (clocks.size <= MAX_MOVED_CLOCKS) break;
        clocks.delete(oldest);
      }
    },
    moved(platform) {
      const real = realNow();
      return [...(offsets.get(platform) ?? [])].map(([restaurantId, offset]) => ({
        restaurantId,
        now: new Date(real + offset),
      }));
    },
  };
}
