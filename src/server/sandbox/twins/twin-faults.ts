import type { TwinPlatform } from "../../lib/sandbox-credentials";

/**
 * Failures a twin can be asked to play for one restaurant (from its console or a test):
 * answer every API call naming that restaurant with this status until a moment of the
 * restaurant's own twin clock, the way a platform's outage looks from outside. A call that
 * names no restaurant the twin knows meets no fault.
 *
 * Kept per process, an entry only while its fault lasts: an ended fault is dropped when it
 * is next looked at, and every switch sweeps out the others that ended in real time (a
 * twin's clock is never behind it, so they ended on theirs too).
 */
export type TwinFault = { status: number; until: number };
export type TwinFaults = {
  set(platform: TwinPlatform, restaurantId: string, fault: TwinFault | null): void;
  active(platform: TwinPlatform, restaurantId: string | null, now: number): TwinFault | null;
  /**
   * The platform refuses OrderDock's credentials for this restaurant, as if they were
   * revoked on the platform's side, until switched back: its calls meet the platform's own
   * refusal of bad credentials.
   */
  refuseCredentials(platform: TwinPlatform, restaurantId: string, isRefused: boolean): void;
  refusesCredentials(platform: TwinPlatform, restaurantId: string | null): boolean;
};

/** What a call refused by `refuseCredentials` is told, in the platform's refusal shape. */
export const CREDENTIALS_REVOKED = "The credentials were revoked on the platform";

const keyOf = (platform: TwinPlatform, restaurantId: string) => `${platform} ${restaurantId}`;

export function createTwinFaults(realNow: () => number = Date.now): TwinFaults {
  const faults = new Map<string, TwinFault>();
  const refused = new Set<string>();
  return {
    refuseCredentials(platform, restaurantId, isRefused) {
      if (isRefused) refused.add(keyOf(platform, restaurantId));
      else refused.delete(keyOf(platform, restaurantId));
    },
    refusesCredentials(platform, restaurantId) {
      return restaurantId !== null && refused.has(keyOf(platform, restaurantId));
    },
    set(platform, restaurantId, fault) {
      const real = realNow();
      for (const [key, { until }] of faults) if (until <= real) faults.delete(key);
      if (fault) faults.set(keyOf(platform, restaurantId), fault);
      else faults.delete(keyOf(platform, restaurantId));
    },
    active(platform, restaurantId, now) {
      if (restaurantId === null) return null;
      const key = keyOf(platform, restaurantId);
      const fault = faults.get(key);
      if (!fault) return null;
      if (fault.until <= now) {
        faults.delete(key);
        return null;
      }
      return fault;
    },
  };
}
