import type { Database } from "../../db/database";
import {
  clearEmailFailures,
  deleteLoginFailure,
  findRecentFailures,
  recordLoginFailure,
} from "./login-failures.repository";

/**
 * Brute-force limits: within 15 minutes, at most 5 failed sign-ins for one email
 * and 20 from one address; past that, attempts are refused until the oldest failure that
 * counts leaves the window. A successful sign-in clears that email's failures.
 *
 * Each attempt is written down before its password is checked, and counted with the
 * others: attempts racing each other cannot all see "no failures yet". An attempt that
 * succeeds, or is refused without being tried, is struck off again.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

type Attempt = { db: Database; email: string; ipAddress: string; now: Date };

export type LoginTicket =
  | { isAllowed: true; attemptId: number }
  | { isAllowed: false; retryAfterSeconds: number };

/** Records the attempt and says whether it may go ahead. */
export async function beginLoginAttempt({
  db,
  email,
  ipAddress,
  now,
}: Attempt): Promise<LoginTicket> {
  const attemptId = await recordLoginFailure(db, { email, ipAddress, at: now });
  const recent = await findRecentFailures(db, {
    email,
    ipAddress,
    since: new Date(now.getTime() - LOGIN_WINDOW_MS),
  });
  const earlier = recent.filter((failure) => failure.id !== attemptId);
  const wait = Math.max(
    waitUntilBelow(
      earlier.filter((failure) => failure.email === email),
      MAX_FAILURES_PER_EMAIL,
      now,
    ),
    waitUntilBelow(
      earlier.filter((failure) => failure.ipAddress === ipAddress),
      MAX_FAILURES_PER_ADDRESS,
      now,
    ),
  );
  if (wait === 0) return { isAllowed: true, attemptId };
  await deleteLoginFailure(db, attemptId);
  return { isAllowed: false, retryAfterSeconds: wait };
}

/** Seconds until fewer than `limit` of these (oldest-first) failures are in the window. */
function waitUntilBelow(failures: ReadonlyArray<{ at: Date }>, limit: number, now: Date): number {
  if (failures.length < limit) return 0;
  const releasing = failures[failures.length - limit];
  if (!releasing) return 0;
  return Math.max(1, Math.ceil((releasing.at.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

/** The password was right: this attempt and the email's earlier failures no longer count. */
export function endLoginAttemptWithSuccess(db: Database, email: string): Promise<void> {
  return clearEmailFailures(db, email);
}
