import type { Database } from "../../db/database";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import { trimCallSummaries } from "./twin-calls.repository";
import { type NewTwinCall, recordTwinCall } from "./twin-orders.repository";

/**
 * What a twin keeps of the calls it receives (docs/platform-twins.md, decision 136):
 *
 * - A call that passed the platform's auth (so OrderDock made it) and names a restaurant the
 *   twin knows is kept against that restaurant: whole when it was answered, its body cut to
 *   `REFUSED_BODY_BYTES` when it was refused.
 * - Any other call (its credentials refused, or naming no restaurant the twin knows) is
 *   counted, and only its summary is kept, with no restaurant: method, path, operation,
 *   status, the twin's answer and the order it named, each cut short; never its body. The
 *   summaries of a platform are trimmed to their newest `KEPT_CALLS` every `TRIM_EVERY`
 *   summaries an instance writes, so no stream of strangers' calls grows the table.
 *
 * Each restaurant's own record is trimmed to its newest `KEPT_CALLS` per platform by the
 * periodic maintenance (the console lists up to that many).
 */
export const KEPT_CALLS = 1000;
export const REFUSED_BODY_BYTES = 4096;
const TRIM_EVERY = 100;
const SUMMARY_TEXT = 300;
const SUMMARY_ANSWER_BYTES = 1024;

/** A call as it came, for the record of calls. */
export type TwinCallMade = {
  platform: TwinPlatform;
  method: string;
  path: string;
  operation: string;
  body: unknown;
  externalId?: string;
};

export type TwinCallRecord = {
  made: TwinCallMade;
  /** The restaurant the record belongs to: named, known, and the call passed the auth. */
  restaurantId: string | null;
  status: number;
  answer: unknown;
  receivedAt: Date;
  /** Refused for what it sent (its body, or an outage): its body is kept cut short. */
  isRefused: boolean;
};

export type RefusalCount = {
  platform: TwinPlatform;
  operation: string;
  status: number;
  count: number;
};

/**
 * Per process: how many calls were only summarised, by platform, operation and status (a
 * few dozen keys at most: the twins' operations and their refusals), until the next `take`.
 */
export type TwinRefusals = {
  /** Counts one; true when the platform's summaries are due a trim. */
  count(call: Omit<RefusalCount, "count">): boolean;
  take(): RefusalCount[];
};

export function createTwinRefusals(): TwinRefusals {
  let counts = new Map<string, RefusalCount>();
  const sinceTrim = new Map<TwinPlatform, number>();
  return {
    count({ platform, operation, status }) {
      const key = `${platform} ${operation} ${status}`;
      const counted = counts.get(key) ?? { platform, operation, status, count: 0 };
      counted.count += 1;
      counts.set(key, counted);
      const written = (sinceTrim.get(platform) ?? 0) + 1;
      sinceTrim.set(platform, written % TRIM_EVERY);
      return written === TRIM_EVERY;
    },
    take() {
      const taken = [...counts.values()];
      counts = new Map();
      return taken;
    },
  };
}

/** The row a call leaves, by the rules above. */
export function twinCallRow(record: TwinCallRecord): NewTwinCall {
  const { made, restaurantId } = record;
  const kept = restaurantId !== null;
  return {
    platform: made.platform,
    restaurantId,
    externalId: made.externalId ? cut(made.externalId, kept ? Infinity : 100) : null,
    method: made.method,
    path: cut(made.path, kept ? Infinity : SUMMARY_TEXT),
    operation: made.operation,
    body: (kept ? keptBody(made.body, record.isRefused) : null) as never,
    status: record.status,
    answer: (kept
      ? (record.answer ?? null)
      : bounded(record.answer, SUMMARY_ANSWER_BYTES)) as never,
    receivedAt: record.receivedAt,
  };
}

/** Records a call: kept whole or cut, or summarised and counted. */
export async function recordCall(
  db: Database,
  refusals: TwinRefusals,
  record: TwinCallRecord,
): Promise<void> {
  await recordTwinCall(db, twinCallRow(record));
  if (record.restaurantId !== null) return;
  const { platform, operation } = record.made;
  if (refusals.count({ platform, operation, status: record.status })) {
    await trimCallSummaries(db, { platform, keep: KEPT_CALLS });
  }
}

function keptBody(body: unknown, isRefused: boolean): unknown {
  return isRefused ? bounded(body, REFUSED_BODY_BYTES) : (body ?? null);
}

/** The value, or in its place a marker with its size and how it began. */
function bounded(value: unknown, maxBytes: number): unknown {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value) ?? "null";
  const bytes = Buffer.byteLength(text);
  if (bytes <= maxBytes) return value;
  return { cut: `${bytes} bytes, more than the ${maxBytes} kept`, start: cut(text, 200) };
}

/** At most `max` characters, never ending on half a surrogate pair (jsonb refuses one). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}
