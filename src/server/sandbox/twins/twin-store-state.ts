import type { TwinStoreRow } from "./twin-stores.repository";

/**
 * A twin's store as its platform shows it at a moment of the twin's clock
 * (docs/platform-twins.md): a pause whose end has passed is over and a busy interval past
 * its end is gone, as the platform ends them by itself; no job has to clear the row.
 */
export type TwinStoreView = {
  isPaused: boolean;
  /** When the pause ends by itself; null: until reopened. */
  pausedUntil: Date | null;
  pauseReason: string | null;
  /** Uber Eats: the store's default preparation time, in seconds, once a call set it. */
  prepSeconds: number | null;
  /** Grubhub: the busy interval in force. */
  busy: { seconds: number; until: Date; intervalId: string } | null;
};

export const OPEN_STORE: TwinStoreView = {
  isPaused: false,
  pausedUntil: null,
  pauseReason: null,
  prepSeconds: null,
  busy: null,
};

export function readTwinStore(row: TwinStoreRow | null, now: Date): TwinStoreView {
  if (!row) return OPEN_STORE;
  const isPaused =
    row.paused && (row.pausedUntil === null || row.pausedUntil.getTime() > now.getTime());
  const { busySeconds, busyIntervalId, busyUntil } = row;
  const busy =
    busySeconds !== null &&
    busyIntervalId !== null &&
    busyUntil !== null &&
    busyUntil.getTime() > now.getTime()
      ? { seconds: busySeconds, until: busyUntil, intervalId: busyIntervalId }
      : null;
  return {
    isPaused,
    pausedUntil: isPaused ? row.pausedUntil : null,
    pauseReason: isPaused ? row.pauseReason : null,
    prepSeconds: row.prepSeconds,
    busy,
  };
}
