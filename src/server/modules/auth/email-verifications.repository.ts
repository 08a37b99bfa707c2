import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { emailVerificationTokens } from "../../db/schema/email-verification-tokens";
import { restaurants } from "../../db/schema/restaurants";
import { users } from "../../db/schema/users";

/** The links that confirm a signed-up owner's address; only each token's SHA-256 is kept. */
export async function insertVerificationToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerificationTokens).values(token);
}

export async function countVerificationTokensSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailVerificationTokens)
    .where(
      and(eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, since)),
    );
  return row?.n ?? 0;
}

/**
 * Marks an unused, unexpired token used and returns its user, in one statement: two
 * requests racing with the same link cannot both succeed.
 */
export async function consumeVerificationToken(
  db: Database,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<string | null> {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId });
  return row?.userId ?? null;
}

/** Every link of the account still outstanding stops working (used, or replaced). */
export async function expireUserVerificationTokens(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

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

export async function deleteDeadVerificationTokens(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(emailVerificationTokens)
    .where(
      or(lt(emailVerificationTokens.expiresAt, before), lt(emailVerificationTokens.usedAt, before)),
    )
    .returning({ id: emailVerificationTokens.id });
  return deleted.length;
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
