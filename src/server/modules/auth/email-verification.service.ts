import { VERIFY_LINK_INVALID } from "../../../domain/api/auth";
import type { Database } from "../../db/database";
import { badRequest } from "../../errors";
import type { Mailer } from "../../lib/mailer";
import { createToken, hashToken } from "../../lib/tokens";
import { findRestaurant } from "../restaurants/restaurants.repository";
import {
  consumeVerificationToken,
  countVerificationTokensSince,
  expireUserVerificationTokens,
  insertVerificationToken,
  markEmailVerified,
} from "./email-verifications.repository";
import {
  findLocationOf,
  findUserByEmail,
  findUserById,
  lockUser,
  type UserRow,
} from "./users.repository";

/**
 * Confirming a signed-up owner's address: a single-use link valid for 48 hours, at most
 * three per account per hour (the sign-up's own included), so neither the sign-up form nor
 * "send a new link" can flood someone's inbox. Using a link confirms the address and ends
 * every other link of the account.
 */
export const VERIFY_TOKEN_LIFETIME_MS = 48 * 3600_000;
export const MAX_VERIFY_LINKS_PER_HOUR = 3;

/** An owner who signed up and has not opened a link yet. */
export function isAwaitingVerification(user: UserRow): boolean {
  return user.role === "shop_owner" && user.isActive && user.emailVerifiedAt === null;
}

/**
 * A new link for the account, inside the caller's transaction, which must hold the
 * account's row lock (so requests arriving together cannot all see "fewer than three").
 * Null when the hour's links are used up.
 */
export async function issueVerificationToken(
  tx: Database,
  {
    userId,
    now,
    isReplacing = false,
  }: {
    userId: string;
    now: Date;
    /** The account's earlier links stop working (their details were replaced). */
    isReplacing?: boolean;
  },
): Promise<string | null> {
  const recent = await countVerificationTokensSince(tx, userId, new Date(now.getTime() - 3600_000));
  if (recent >= MAX_VERIFY_LINKS_PER_HOUR) return null;
  if (isReplacing) await expireUserVerificationTokens(tx, userId, now);
  const token = createToken();
  await insertVerificationToken(tx, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_LIFETIME_MS),
  });
  return token;
}

export type SendVerificationEmailOptions = {
  db: Database;
  mailer: Mailer;
  user: UserRow;
  token: string;
  /** OrderDock's own address (PUBLIC_URL), never a request's Host: decision 022. */
  baseUrl: string;
};

export async function sendVerificationEmail({
  db,
  mailer,
  user,
  token,
  baseUrl,
}: SendVerificationEmailOptions): Promise<void> {
  const locationId = await findLocationOf(db, user.id, null);
  const restaurant = locationId ? await findRestaurant(db, locationId) : null;
  const link = `${baseUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: "Confirm your email to start your OrderDock trial",
    text: [
      `Hello ${user.name},`,
      "",
      `Thank you for starting a free trial of OrderDock for ${restaurant?.name ?? "your restaurant"}. Open this link within 48 hours to confirm your email address and sign in:`,
      "",
      link,
      "",
      "If you did not sign up, ignore this email: nothing happens until the link is opened.",
      "",
      "OrderDock",
    ].join("\n"),
  });
}

export type ResendVerificationOptions = {
  db: Database;
  mailer: Mailer;
  email: string;
  baseUrl: string;
  now?: Date;
};

/** Sends a new link when the address belongs to an owner still waiting; otherwise nothing. */
export async function resendVerification({
  db,
  mailer,
  email,
  baseUrl,
  now = new Date(),
}: ResendVerificationOptions): Promise<{ isSent: boolean }> {
  const user = await findUserByEmail(db, email);
  if (!user || !isAwaitingVerification(user)) return { isSent: false };
  const token = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, user.id))) return null;
    // Read again under the lock: the link may have been used meanwhile.
    const current = await findUserById(tx, user.id);
    if (!current || !isAwaitingVerification(current)) return null;
    return issueVerificationToken(tx, { userId: user.id, now });
  });
  if (!token) return { isSent: false };
  await sendVerificationEmail({ db, mailer, user, token, baseUrl });
  return { isSent: true };
}

/**
 * Uses a link: confirms the address and returns the owner, to be signed in. A used,
 * expired or unknown link, or one of an account deactivated since, is refused with 400.
 */
export async function verifyEmail({
  db,
  token,
  now = new Date(),
}: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const userId = await consumeVerificationToken(tx, { tokenHash: hashToken(token), now });
    const user = userId ? await findUserById(tx, userId) : null;
    if (!user?.isActive || user.role !== "shop_owner") {
      throw badRequest(VERIFY_LINK_INVALID, "VERIFY_LINK_INVALID");
    }
    await markEmailVerified(tx, user.id, now);
    await expireUserVerificationTokens(tx, user.id, now);
    return (await findUserById(tx, user.id)) ?? user;
  });
}
