import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import type { CallOutcome } from "./clients/http";
import type { CallResult, PlatformCallRow } from "./platform-calls.repository";

/** What a recorder of a platform's answer is given. */
export type RecordOutcomeOptions = {
  db: Database;
  bus: EventBus;
  call: PlatformCallRow;
  outcome: CallOutcome;
  now: Date;
  maxRetryMs: number;
};

/** A call not answered after this many tries is shown to staff as failed, with Retry. */
export const MAX_ATTEMPTS = 40;

/** 1 s, 2 s, 4 s … up to `maxMs`, each ±20% so instances do not retry in step. */
export function retryDelayMs(attempts: number, maxMs = 60_000): number {
  const base = Math.min(maxMs, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** What an answer means for the call's row: done, refused, or tried again later. */
export function resultOf(
  call: PlatformCallRow,
  outcome: CallOutcome,
  now: Date,
  maxRetryMs: number,
): CallResult {
  switch (outcome.kind) {
    case "done":
      return {
        state: "done",
        status: outcome.status || null,
        message: outcome.note ?? null,
        reference: outcome.reference ?? null,
        at: now,
      };
    case "refused":
      return { state: "failed", status: outcome.status || null, message: outcome.message, at: now };
    case "retry":
      if (call.attempts >= MAX_ATTEMPTS) {
        return {
          state: "failed",
          status: outcome.status,
          message: `No answer after ${call.attempts} tries: ${outcome.message}`,
          at: now,
        };
      }
      return {
        state: "pending",
        status: outcome.status,
        message: outcome.message,
        retryAt: new Date(now.getTime() + retryDelayMs(call.attempts, maxRetryMs)),
        at: now,
      };
  }
}
