import { RESET_LINK_INVALID } from "../../../domain/api/auth";
import type { Database } from "../../db/database";
import { badRequest } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import type { Mailer, MailMessage } from "../../lib/mailer";
import { hashPassword } from "../../lib/password";
import { createToken, hashToken } from "../../lib/tokens";
import { markEmailVerified } from "./email-verifications.repository";
import {
  consumeResetToken,
  countResetTokensSince,
  expireUserResetTokens,
  insertResetToken,
} from "./password-resets.repository";
import { publishSessionsEnded } from "./session-events";
import { revokeUserSessions } from "./sessions.repository";
import { findUserByEmail, findUserById, lockUser, updatePassword } from "./users.repository";

/**
 * Forgotten passwords: a single-use link valid for one hour. Asking never reveals
 * whether an account exists; using a link ends every session of the account and every
 * other link still outstanding for it.
 */
export const RESET_TOKEN_LIFETIME_MS = 3600_000;
/** Links per account per hour, so the form cannot be used to flood someone's inbox. */
export const MAX_RESET_LINKS_PER_HOUR = 3;

export type RequestPasswordResetOptions = {
  db: Database;
  mailer: Mailer;
  email: string;
  /** Where the app is reached, e.g. https://orders.example.com */
  baseUrl: string;
  /**
   * Why the link goes out: asked for, or someone tried to sign up with the address of an
   * existing account (decision 111), which the email then says.
   */
  reason?: "forgot-password" | "sign-up";
  now?: Date;
};

/** Sends a reset link when the email belongs to an active account; otherwise does nothing. */
export async function requestPasswordReset({
  db,
  mailer,
  email,
  baseUrl,
  reason = "forgot-password",
  now = new Date(),
}: RequestPasswordResetOptions): Promise<{ isSent: boolean }> {
  const user = await findUserByEmail(db, email);
  if (!user?.isActive || user.role === "demo") return { isSent: false };
  // Counting and inserting under the account's row lock: requests arriving together cannot
  // all see "fewer than three" and each send a link.
  const token = await db.transaction(async (tx) => {
    if (!(await lockUser(tx, user.id))) return null;
    const recent = await countResetTokensSince(tx, user.id, new Date(now.getTime() - 3600_000));
    if (recent >= MAX_RESET_LINKS_PER_HOUR) return null;
    const created = createToken();
    await insertResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(created),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    return created;
  });
  if (!token) return { isSent: false };

  const link = `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const compose = reason === "sign-up" ? existingAccountEmail : resetEmail;
  await mailer.send(compose({ user, link, baseUrl }));
  return { isSent: true };
}

type EmailParts = { user: { email: string; name: string }; link: string; baseUrl: string };

function resetEmail({ user, link }: EmailParts): MailMessage {
  return {
    to: user.email,
    subject: "Reset your OrderDock password",
    text: [
      `Hello ${user.name},`,
      "",
      "Someone asked to reset the password of your OrderDock account. Open this link within an hour to choose a new one:",
      "",
      link,
      "",
      "If it was not you, ignore this email: your password stays as it is.",
      "",
      "OrderDock",
    ].join("\n"),
  };
}

/** A sign-up with the address of an account: point to sign-in, and offer a new password. */
function existingAccountEmail({ user, link, baseUrl }: EmailParts): MailMessage {
  return {
    to: user.email,
    subject: "You already have an OrderDock account",
    text: [
      `Hello ${user.name},`,
      "",
      "Someone tried to start a free trial of OrderDock with this email address, which already has an account. Sign in here:",
      "",
      `${baseUrl}/login`,
      "",
      "If you forgot your password, open this link within an hour to choose a new one:",
      "",
      link,
      "",
      "If it was not you, ignore this email: nothing has changed.",
      "",
      "OrderDock",
    ].join("\n"),
  };
}

export async function resetPassword({
  db,
  bus,
  token,
  password,
  now = new Date(),
}: {
  db: Database;
  /** Closes the account's open live feeds too, on every instance. */
  bus?: EventBus;
  token: string;
  password: string;
  now?: Date;
}): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, { tokenHash: hashToken(token), now });
    const user = userId ? await findUserById(tx, userId) : null;
    if (!user?.isActive) throw badRequest(RESET_LINK_INVALID, "RESET_LINK_INVALID");
    await updatePassword(tx, user.id, passwordHash);
    // The link reached the mailbox: that confirms a signed-up owner's address too.
    await markEmailVerified(tx, user.id, now);
    await revokeUserSessions(tx, user.id);
    if (bus) await publishSessionsEnded(bus, tx, [user.id]);
    await expireUserResetTokens(tx, user.id, now);
  });
}
