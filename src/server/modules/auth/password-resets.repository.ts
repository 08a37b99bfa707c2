import { and, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { passwordResetTokens } from "../../db/schema/password-reset-tokens";

export async function insertResetToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

export async function countResetTokensSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Marks an unused, unexpired token used and returns its user, in one statement: two
 * requests racing with the same link cannot both succeed.
 */
export async function consumeResetToken(
  db: Database,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Once a link has been used, the account's other outstanding links stop working too. */
export async function expireUserResetTokens(
  db: Database,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function deleteDeadResetTokens(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, before), lt(passwordResetTokens.usedAt, before)))
    .returning({ id: passwordResetTokens.id });
  return deleted.length;
}
