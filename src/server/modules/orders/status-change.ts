import type { UndoOffer } from "../../../domain/api/orders";
import { undoDeadline } from "../../../domain/undo";
import type { CallHold } from "../platform-calls/platform-calls.repository";

/**
 * What a staff status change answers (docs/decisions/104-ten-seconds-to-undo.md): the
 * order as it now stands and, when something changed, the offer to undo it.
 */
export type { StatusChange } from "../../../domain/api/orders";

export function undoOfferFor(eventId: number, at: Date): UndoOffer {
  return { eventId, until: undoDeadline(at).toISOString() };
}

/** The calls of a change that can still be undone wait until its undo window has passed. */
export function holdFor(eventId: number, at: Date): CallHold {
  return { eventId, until: undoDeadline(at) };
}
