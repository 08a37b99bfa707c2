import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { restaurants } from "../../db/schema/restaurants";
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
 * one said (decision 025): the owner's name and password, the restaurant's name, the trial.
 */
export async function replacePendingSignUp(
  db: Database,
  {
    userId,
    restaurantId,
    name,
    passwordHash,
    restaurantName,
    trialEndsAt,
    now,
  }: {
    userId: string;
    restaurantId: string;
    name: string;
    passwordHash: string;
    restaurantName: string;
    trialEndsAt: Date;
    now: Date;
  },
): Promise<void> {
  await db
    .update(users)
    .set({ name, passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await db
    .update(restaurants)
    .set({ name: restaurantName, trialEndsAt, updatedAt: now })
    .where(eq(restaurants.id, restaurantId));
}

/**
 * Sign-ups nobody confirmed: a restaurant made by the sign-up form (it has a trial) before
 * `before` whose owner never used the link goes, with its owner. Nothing else can be in it:
 * an unconfirmed owner cannot sign in.
 */
export async function deleteAbandonedSignUps(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(restaurants)
    .where(
      and(
        sql`${restaurants.trialEndsAt} is not null`,
        lt(restaurants.createdAt, before),
        sql`not exists (select 1 from ${users} where ${users.restaurantId} = ${restaurants.id} and ${users.emailVerifiedAt} is not null)`,
      ),
    )
    .returning({ id: restaurants.id });
  return deleted.length;
}
