import type { Database } from "../../db/database";
import {
  clearAttemptFailures,
  deleteLoginFailure,
  findRecentFailures,
  type LoginFailure,
  recordLoginFailure,
} from "./login-failures.repository";

/**
 * Brute-force limits that a stranger cannot turn against the account's owner
 * (docs/decisions/139-sign-in-limits-a-stranger-cannot-use.md). Within 15 minutes:
 *
 * - a known device (a browser that signed in to this account before) may fail 5 times,
 *   counted for that device alone: nobody else's guesses slow it down;
 * - any other browser may fail 5 times for one email from one address, 20 times from one
 *   address over all emails, and the account takes 100 failures from such browsers over all
 *   addresses (a guessing network) before it refuses new browsers too.
 *
 * Past a limit, attempts are refused until the oldest failure that counts leaves the window.
 * A stranger at one address therefore stops after 5 guesses, the owner still signs in from
 * another address, and from a known device anywhere.
 *
 * Each attempt is written down before its password is checked, and counted with the
 * others: attempts racing each other cannot all see "no failures yet". An attempt that
 * succeeds, or is refused without being tried, is struck off again.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_DEVICE = 5;
export const MAX_FAILURES_PER_EMAIL_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MAX_FAILURES_PER_EMAIL_FROM_NEW_DEVICES = 100;

export type LoginAttempt = {
  db: Database;
  email: string;
  ipAddress: string;
  /** The attempt's known device for this account; null for a browser new to it. */
  deviceId: string | null;
  now: Date;
};

export type LoginTicket =
  | { isAllowed: true; attemptId: number }
  | { isAllowed: false; retryAfterSeconds: number };

/** Records the attempt and says whether it may go ahead. */
export async function beginLoginAttempt(attempt: LoginAttempt): Promise<LoginTicket> {
  const { db, email, ipAddress, deviceId, now } = attempt;
  const attemptId = await recordLoginFailure(db, { email, ipAddress, deviceId, at: now });
  const recent = await findRecentFailures(db, {
    email,
    ipAddress,
    since: new Date(now.getTime() - LOGIN_WINDOW_MS),
  });
  const earlier = recent.filter((failure) => failure.id !== attemptId);
  const wait = Math.max(
    ...limitsFor(attempt).map(({ counts, limit }) =>
      waitUntilBelow(earlier.filter(counts), limit, now),
    ),
  );
  if (wait === 0) return { isAllowed: true, attemptId };
  await deleteLoginFailure(db, attemptId);
  return { isAllowed: false, retryAfterSeconds: wait };
}

type Limit = { counts: (failure: LoginFailure) => boolean; limit: number };

/** The limits an attempt is held to, each with the earlier failures that count for it. */
function limitsFor({ email, ipAddress, deviceId }: LoginAttempt): Limit[] {
  if (deviceId) {
    return [
      {
        counts: (failure) => failure.email === email && failure.deviceId === deviceId,
        limit: MAX_FAILURES_PER_DEVICE,
      },
    ];
  }
  const isNewDevice = (failure: LoginFailure) => failure.deviceId === null;
  return [
    {
      counts: (failure) =>
        isNewDevice(failure) && failure.email === email && failure.ipAddress === ipAddress,
      limit: MAX_FAILURES_PER_EMAIL_AND_ADDRESS,
    },
    {
      counts: (failure) => isNewDevice(failure) && failure.ipAddress === ipAddress,
      limit: MAX_FAILURES_PER_ADDRESS,
    },
    {
      counts: (failure) => isNewDevice(failure) && failure.email === email,
      limit: MAX_FAILURES_PER_EMAIL_FROM_NEW_DEVICES,
    },
  ];
}

/** Seconds until fewer than `limit` of these (oldest-first) failures are in the window. */
function waitUntilBelow(failures: ReadonlyArray<{ at: Date }>, limit: number, now: Date): number {
  if (failures.length < limit) return 0;
  const releasing = failures[failures.length - limit];
  if (!releasing) return 0;
  return Math.max(1, Math.ceil((releasing.at.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * The password was right: this attempt and the earlier failures of its own kind no longer
 * count (the device's, or the email's from this address). Other addresses' failures stay,
 * so the owner signing in does not give a stranger fresh guesses.
 */
export function endLoginAttemptWithSuccess({
  db,
  email,
  ipAddress,
  deviceId,
}: Omit<LoginAttempt, "now">): Promise<void> {
  return clearAttemptFailures(db, { email, ipAddress, deviceId });
}
