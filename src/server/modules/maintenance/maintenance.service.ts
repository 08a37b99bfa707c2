import type { Database } from "../../db/database";
import { deleteActivityBefore } from "../activity/activity.repository";
import { deleteDeadVerificationTokens } from "../auth/email-verifications.repository";
import { deleteFailuresBefore } from "../auth/login-failures.repository";
import { deleteDeadResetTokens } from "../auth/password-resets.repository";
import { deleteDeadSessions } from "../auth/sessions.repository";
import { deleteAbandonedDevices } from "../devices/devices.repository";
import { deleteReplacedChanges } from "../menu/availability-changes.repository";
import { restoreEndOfDayItems } from "../menu/menu.repository";
import { deleteDeadInvitations } from "../people/team.repository";
import { deleteAbandonedSignUps, deleteExpiredDemos } from "../restaurants/restaurants.repository";
import { deleteUnverifiedBefore, dropRefusedBodies } from "../webhooks/deliveries.repository";

/**
 * The periodic clean-up every instance runs (each statement is idempotent, so several
 * instances running it at once is harmless): expired demo restaurants with all their data,
 * sessions, reset, email-confirmation and team-invitation links and sign-in failures that can no longer
 * matter, and menu items whose "until end of day" has passed (they already read as available; this tidies the rows),
 * week-old counts of webhooks whose signature did not match, sign-ups left unconfirmed
 * for a week (the confirmation link lasts 48 hours; a new sign-up can use the address again),
 * week-old 86s and returns a newer change of the same item replaced (only the newest is
 * shown), kitchen devices whose pairing code ran out unused a day ago, and activity-log lines
 * older than a year. The sandbox prunes its own records (`runSandboxMaintenance`).
 */
export const MAINTENANCE_INTERVAL_MS = 10 * 60_000;
const KEEP_DEAD_ROWS_MS = 24 * 3600_000;
/** Counts of deliveries whose signature did not match: a week is enough to spot a bad secret. */
const KEEP_UNVERIFIED_MS = 7 * 24 * 3600_000;
const KEEP_UNCONFIRMED_SIGN_UP_MS = 7 * 24 * 3600_000;
/** An 86 or return another replaced: kept a week, to look back on what a platform said. */
const KEEP_REPLACED_CHANGES_MS = 7 * 24 * 3600_000;
/** The activity log looks back a year. */
const KEEP_ACTIVITY_MS = 365 * 24 * 3600_000;

/** The refused webhook bodies kept per restaurant, newest first: 50 MB. */
export const REFUSED_BODY_BYTES_PER_RESTAURANT = 50 * 1024 * 1024;
const DEFAULT_REFUSED_PAYLOAD_MS = 7 * 24 * 3600_000;

export async function runMaintenance({
  db,
  now = new Date(),
  refusedPayloadMs = DEFAULT_REFUSED_PAYLOAD_MS,
  refusedBodyBytes = REFUSED_BODY_BYTES_PER_RESTAURANT,
}: {
  db: Database;
  now?: Date;
  /** REFUSED_PAYLOAD_DAYS: how long a refused webhook's body is kept. */
  refusedPayloadMs?: number;
  refusedBodyBytes?: number;
}) {
  const before = new Date(now.getTime() - KEEP_DEAD_ROWS_MS);
  return {
    demoRestaurants: await deleteExpiredDemos(db, now),
    sessions: await deleteDeadSessions(db, before),
    resetTokens: await deleteDeadResetTokens(db, before),
    verificationTokens: await deleteDeadVerificationTokens(db, before),
    teamInvitations: await deleteDeadInvitations(db, before),
    unpairedDevices: await deleteAbandonedDevices(db, before),
    activity: await deleteActivityBefore(db, new Date(now.getTime() - KEEP_ACTIVITY_MS)),
    abandonedSignUps: await deleteAbandonedSignUps(
      db,
      new Date(now.getTime() - KEEP_UNCONFIRMED_SIGN_UP_MS),
    ),
    loginFailures: await deleteFailuresBefore(db, before),
    menuItemsRestored: await restoreEndOfDayItems(db, now),
    refusedBodies: await dropRefusedBodies(db, {
      before: new Date(now.getTime() - refusedPayloadMs),
      maxBytesPerRestaurant: refusedBodyBytes,
    }),
    unverifiedDeliveries: await deleteUnverifiedBefore(
      db,
      new Date(now.getTime() - KEEP_UNVERIFIED_MS),
    ),
    replacedAvailabilityChanges: await deleteReplacedChanges(
      db,
      new Date(now.getTime() - KEEP_REPLACED_CHANGES_MS),
    ),
  };
}
