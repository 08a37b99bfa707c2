import { and, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { emailVerificationTokens } from "../../db/schema/email-verification-tokens";
import { passwordResetTokens } from "../../db/schema/password-reset-tokens";

/**
 * The single-use links OrderDock emails (password resets, email confirmations) are kept the
 * same way: only a SHA-256 of each token, a creation time for the hourly limit, an expiry,
 * and a use time set once.
 */
type TokenTable = typeof passwordResetTokens | typeof emailVerificationTokens;

function singleUseTokens(table: TokenTable) {
  return {
    async insert(
      db: Database,
      token: { userId: string; tokenHash: string; expiresAt: Date },
    ): Promise<void> {
      await db.insert(table).values(token);
    },

    /** The links the account was sent since `since`, for the hourly limit. */
    async countSince(db: Database, userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.userId, userId), gt(table.createdAt, since)));
      return row?.n ?? 0;
    },

    /**
     * Marks an unused, unexpired token used and returns its user, in one statement: two
     * requests racing with the same link cannot both succeed.
     */
    async consume(
      db: Database,
      { tokenHash, now }: { tokenHash: string; now: Date },
    ): Promise<string | null> {
      const [row] = await db
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, now)))
        .returning({ userId: table.userId });
      return row?.userId ?? null;
    },

    /** Every link of the account still outstanding stops working (used, or replaced). */
    async expireForUser(db: Database, userId: string, now: Date): Promise<void> {
      await db
        .update(table)
        .set({ usedAt: now })
        .where(and(eq(table.userId, userId), isNull(table.usedAt)));
    },

    /** Links expired or used before `before`: they can no longer matter. */
    async deleteDead(db: Database, before: Date): Promise<number> {
      const deleted = await db
        .delete(table)
        .where(or(lt(table.expiresAt, before), lt(table.usedAt, before)))
        .returning({ id: table.id });
      return deleted.length;
    },
  };
}

export const resetTokens = singleUseTokens(passwordResetTokens);
export const verificationTokens = singleUseTokens(emailVerificationTokens);
