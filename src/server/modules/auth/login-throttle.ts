import type { Database } from "../../db/database";
import {
  clearEmailFailures,
  findRecentFailures,
  recordLoginFailure,
} from "./login-failures.repository";

/**
 * Brute-force limits (issue 3): within 15 minutes, at most 5 failed sign-ins for one email
 * and 20 from one address; past that, attempts are refused until the oldest failure that
 * counts leaves the window. A successful sign-in clears that email's failures.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export type ThrottleVerdict = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

type Attempt = { db: Database; email: string; ipAddress: string; now: Date };

export async function checkLoginThrottle({
  db,
  email,
  ipAddress,
  now,
}: Attempt): Promise<ThrottleVerdict> {
  const failures = await findRecentFailures(db, {
    email,
    ipAddress,
    since: new Date(now.getTime() - LOGIN_WINDOW_MS),
  });
  const waits = [
    waitUntilBelow(
      failures.filter((failure) => failure.email === email),
      MAX_FAILURES_PER_EMAIL,
      now,
    ),
    waitUntilBelow(
      failures.filter((failure) => failure.ipAddress === ipAddress),
      MAX_FAILURES_PER_ADDRESS,
      now,
    ),
  ];
  const wait = Math.max(...waits);
  return wait > 0 ? { isAllowed: false, retryAfterSeconds: wait } : { isAllowed: true };
}

/** Seconds until fewer than `limit` of these (oldest-first) failures are in the window. */
function waitUntilBelow(failures: ReadonlyArray<{ at: Date }>, limit: number, now: Date): number {
  if (failures.length < limit) return 0;
  const releasing = failures[failures.length - limit];
  if (!releasing) return 0;
  return Math.max(1, Math.ceil((releasing.at.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

export function noteLoginFailure({ db, email, ipAddress, now }: Attempt): Promise<void> {
  return recordLoginFailure(db, { email, ipAddress, at: now });
}

export function noteLoginSuccess(db: Database, email: string): Promise<void> {
  return clearEmailFailures(db, email);
}
