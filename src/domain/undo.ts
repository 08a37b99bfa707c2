/**
 * Undoing a status change (docs/decisions/104-ten-seconds-to-undo.md). Every status change
 * staff make can be taken back for a short while; whatever the change would tell a
 * platform waits until that while has passed, so an undone change is never sent.
 */
export const UNDO_WINDOW_MS = 10_000;

/** When a change made at `at` can no longer be undone, and its held calls go out. */
export function undoDeadline(at: Date): Date {
  return new Date(at.getTime() + UNDO_WINDOW_MS);
}

/**
 * Whether a change made at `at` can still be undone at `now` (the server's clock). A change
 * stamped a little ahead of `now` (another instance's clock) is young, not refused.
 */
export function isWithinUndoWindow(at: Date, now: Date): boolean {
  return now.getTime() - at.getTime() < UNDO_WINDOW_MS;
}

/** Why an undo is refused: the 409's code and words. */
export const UNDO_REFUSALS = {
  ALREADY_UNDONE: "This change was already undone",
  NOT_UNDOABLE: "Only a status change made from the dashboard can be undone",
  UNDO_SUPERSEDED: "Too late to undo: the order has changed since",
  UNDO_WINDOW_PASSED: `Too late to undo: a change can be undone for ${UNDO_WINDOW_MS / 1000} seconds`,
  UNDO_ALREADY_SENT: "Too late to undo: the platform has already been told",
} as const;
export type UndoRefusal = keyof typeof UNDO_REFUSALS;
