import { z } from "zod";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import { defineEvent } from "../../events/event-definition";

/**
 * Sessions have ended: every session of these users (deactivated, deleted, a new password)
 * and these sessions themselves (a sign-out). Their sockets close too, on every instance.
 */
export const sessionsEnded = defineEvent(
  "sessionsEnded",
  z.object({
    userIds: z.array(z.string()),
    sessionIds: z.array(z.string()).default([]),
    /** The session that made the change (a password change) keeps its socket. */
    exceptSessionId: z.string().optional(),
  }),
);

// 100 ids of 36 characters keep an event well under PostgreSQL's 8,000-byte NOTIFY limit.
const USER_IDS_PER_EVENT = 100;

/** Tells every instance, when `tx` commits, that these users' sessions are over. */
export async function publishSessionsEnded(
  bus: EventBus,
  tx: Database,
  userIds: readonly string[],
  { exceptSessionId }: { exceptSessionId?: string } = {},
): Promise<void> {
  for (let start = 0; start < userIds.length; start += USER_IDS_PER_EVENT) {
    const chunk = userIds.slice(start, start + USER_IDS_PER_EVENT);
    await bus.publish(tx, sessionsEnded, { userIds: chunk, exceptSessionId });
  }
}

/** Tells every instance, when `tx` commits, that this one session is over (a sign-out). */
export async function publishSessionEnded(
  bus: EventBus,
  tx: Database,
  sessionId: string,
): Promise<void> {
  await bus.publish(tx, sessionsEnded, { userIds: [], sessionIds: [sessionId] });
}
