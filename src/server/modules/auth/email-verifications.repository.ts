import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { verificationTokens } from "./single-use-tokens";

/** The links that confirm a signed-up owner's address (`single-use-tokens.ts`). */
export const insertVerificationToken = verificationTokens.insert;
export const countVerificationTokensSince = verificationTokens.countSince;
export const consumeVerificationToken = verificationTokens.consume;
export const expireUserVerificationTokens = verificationTokens.expireForUser;
export const deleteDeadVerificationTokens = verificationTokens.deleteDead;

export async function markEmailVerified(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * A second sign-up for an address still waiting for confirmation replaces what the first
 * one said (decision 111): the owner's name and password here, the restaurant's name and
 * trial by renameTrialRestaurant.
 */
export async function replacePendingOwner(
  db: Database,
  {
    userId,
    name,
    passwordHash,
    now,
  }: {
    userId: string;
    name: string;
    passwordHash: string;
    now: Date;
  },
): Promise<void> {
  await db
    .update(users)
    .set({ name, passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
