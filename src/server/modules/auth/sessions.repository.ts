import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";
import { isAccountDisabled, locationOf } from "../locations/works-at";
import type { UserRow } from "./users.repository";

export type NewSession = {
  userId: string;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
};

export async function insertSession(db: Database, session: NewSession): Promise<string> {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error("insert into sessions returned nothing");
  return row.id;
}

/**
 * The user of a live session (not revoked, not expired) and the location it works at (see
 * `locationOf`), in one statement. Null otherwise.
 */
export async function findLiveSessionUser(
  db: Database,
  {
    sessionId,
    userId,
    now,
    locationHint,
  }: { sessionId: string; userId: string; now: Date; locationHint: string | null },
): Promise<{ user: UserRow; locationId: string | null; isAccountDisabled: boolean } | null> {
  const [row] = await db
    .select({
      user: users,
      locationId: locationOf(locationHint),
      isAccountDisabled: isAccountDisabled(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the user, but the one named (the browser that asked). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  { except }: { except?: string } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except ? ne(sessions.id, except) : undefined,
      ),
    );
}

/** Forgets sessions that can no longer be used. */
export async function deleteDeadSessions(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return deleted.length;
}
