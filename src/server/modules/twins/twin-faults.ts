import type { TwinPlatform } from "../platform-calls/clients/twin-keys";

/**
 * Failures a twin can be asked to play (from its console or a test): answer every API call
 * with this status until a moment of the platform's own clock, the way a platform's outage
 * looks from outside.
 */
export type TwinFault = { status: number; until: number };
export type TwinFaults = {
  set(platform: TwinPlatform, fault: TwinFault | null): void;
  active(platform: TwinPlatform, now: number): TwinFault | null;
};

export function createTwinFaults(): TwinFaults {
  const faults = new Map<TwinPlatform, TwinFault>();
  return {
    set(platform, fault) {
      if (fault) faults.set(platform, fault);
      else faults.delete(platform);
    },
    active(platform, now) {
      const fault = faults.get(platform);
      if (!fault) return null;
      if (fault.until <= now) {
        faults.delete(platform);
        return null;
      }
      return fault;
    },
  };
}
