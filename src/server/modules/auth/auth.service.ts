import {
  AUTH_MESSAGES,
  EMAIL_NOT_VERIFIED,
  EMAIL_NOT_VERIFIED_CODE,
  type UserRole,
} from "../../../domain/api/auth";
import type { Database } from "../../db/database";
import { forbidden, tooManyRequests, unauthorized } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { hashPassword, verifyPassword } from "../../lib/password";
import type { Session, SessionUser } from "../../plugins/session";
import { deviceIdFor, type KnownDevice } from "./known-device";
import { beginLoginAttempt, endLoginAttemptWithSuccess } from "./login-throttle";
import { publishSessionEnded } from "./session-events";
import { signSessionToken, verifySessionToken } from "./session-token";
import { findLiveSessionUser, insertSession, revokeSession } from "./sessions.repository";
import { findUserByEmail, isAccountOfUserDisabled, type UserRow } from "./users.repository";

/** Messages a person signing in may see; the first is the product's fixed wording. */
/** A restaurant's people keep a session 7 days; administrators and demo visitors 24 hours. */
export const SESSION_LIFETIME_MS: Record<UserRole, number> = {
  shop_owner: 7 * 24 * 3600_000,
  manager: 7 * 24 * 3600_000,
  staff: 7 * 24 * 3600_000,
  demo: 24 * 3600_000,
  admin: 24 * 3600_000,
};

export type { Session, SessionUser };
export type ClientInfo = { ipAddress: string; userAgent: string | null };
export type Portal = "restaurant" | "admin";

// Verifying against this when the email is unknown makes both answers take as long.
let timingHash: Promise<string> | undefined;
const timingEqualizer = () => {
  timingHash ??= hashPassword("orderdock timing equalizer");
  return timingHash;
};

export type SignInOptions = {
  db: Database;
  secret: string;
  email: string;
  password: string;
  portal: Portal;
  client: ClientInfo;
  /** The browser's known-device cookie, read; null when it has none. */
  device: KnownDevice | null;
  now?: Date;
};

export async function signIn({
  db,
  secret,
  email,
  password,
  portal,
  client,
  device,
  now = new Date(),
}: SignInOptions): Promise<{ user: UserRow; token: string; expiresAt: Date }> {
  const user = await checkCredentials({ db, email, password, client, device, now });
  if (portal === "admin" && user.role !== "admin")
    throw forbidden(AUTH_MESSAGES.adminOnly, "NOT_ADMIN");
  if (portal === "restaurant" && user.role === "admin") {
    throw forbidden(AUTH_MESSAGES.adminUsesAdminPanel, "ADMIN_ACCOUNT");
  }
  // Said only after the right password: a signed-up owner confirms the address first.
  if (user.emailVerifiedAt === null) throw forbidden(EMAIL_NOT_VERIFIED, EMAIL_NOT_VERIFIED_CODE);
  return { user, ...(await createSession({ db, secret, user, client, now })) };
}

/**
 * The active user these credentials are for, under the sign-in limits
 * (docs/decisions/139-sign-in-limits-a-stranger-cannot-use.md): a wrong password counts as a
 * failure, too many answer 429.
 * Used by sign-in and by anything else that asks for a person's password.
 */
export async function checkCredentials({
  db,
  email,
  password,
  client,
  device,
  now = new Date(),
}: Pick<
  SignInOptions,
  "db" | "email" | "password" | "client" | "device" | "now"
>): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  // Counted apart when this browser signed in to the account before.
  const attempt = {
    db,
    email,
    ipAddress: client.ipAddress,
    deviceId: deviceIdFor(device, user?.id),
  };
  const ticket = await beginLoginAttempt({ ...attempt, now });
  if (!ticket.isAllowed)
    throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, ticket.retryAfterSeconds);

  const isMatch = await verifyPassword(user?.passwordHash ?? (await timingEqualizer()), password);
  // A wrong password leaves the attempt recorded as a failure.
  if (!user || !isMatch)
    throw unauthorized(AUTH_MESSAGES.invalidCredentials, "INVALID_CREDENTIALS");
  await endLoginAttemptWithSuccess(attempt);
  if (!user.isActive) throw forbidden(AUTH_MESSAGES.deactivated, "ACCOUNT_DEACTIVATED");
  if (await isAccountOfUserDisabled(db, user.id))
    throw forbidden(AUTH_MESSAGES.accountDisabled, "ACCOUNT_DISABLED");
  return user;
}

export async function createSession({
  db,
  secret,
  user,
  client,
  now = new Date(),
}: {
  db: Database;
  secret: string;
  user: UserRow;
  client: ClientInfo;
  now?: Date;
}): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[user.role]);
  const sessionId = await insertSession(db, {
    userId: user.id,
    expiresAt,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent?.slice(0, 400) ?? null,
  });
  const token = await signSessionToken(
    {
      sessionId,
      userId: user.id,
      role: user.role,
      version: user.sessionVersion,
    },
    { secret, expiresAt },
  );
  return { token, expiresAt };
}

/**
 * The session a cookie stands for, or null. The row is read on every request:
 * a logout, a deactivation or a password change takes effect at once.
 */
export async function authenticate({
  db,
  secret,
  token,
  locationHint = null,
  now = new Date(),
}: {
  db: Database;
  secret: string;
  token: string;
  /** The location the browser asks to work at (docs/locations.md). */
  locationHint?: string | null;
  now?: Date;
}): Promise<Session | null> {
  const claims = await verifySessionToken(token, secret);
  if (!claims) return null;
  const found = await findLiveSessionUser(db, {
    sessionId: claims.sessionId,
    userId: claims.userId,
    now,
    locationHint,
  });
  // A deactivated person, or anyone of an account an administrator disabled, is signed out.
  if (!found?.user.isActive || found.isAccountDisabled) return null;
  const { user, locationId } = found;
  // The role is read from the row: a new role applies to the next request, without signing out.
  if (user.sessionVersion !== claims.version) return null;
  return {
    id: claims.sessionId,
    user: toSessionUser(user, locationId),
    device: null,
    operator: { state: "none" },
  };
}

/** A person as a session sees them, working at the location given. */
export function toSessionUser(user: UserRow, restaurantId: string | null): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    restaurantId,
  };
}

/** Ends the session, and with it, on every instance, the live feed it opened. */
export function signOut({
  db,
  bus,
  sessionId,
}: {
  db: Database;
  bus: EventBus;
  sessionId: string;
}): Promise<void> {
  return db.transaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await publishSessionEnded(bus, tx, sessionId);
  });
}
