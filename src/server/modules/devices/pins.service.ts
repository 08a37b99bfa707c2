import { createHash } from "node:crypto";
import { DEVICE_MESSAGES, type DevicePerson, type Operator } from "../../../domain/api/devices";
import {
  OPERATOR_IDLE_SECONDS,
  PIN_LOCK_MAX_SECONDS,
  PIN_LOCK_SECONDS,
  PIN_TRIES,
} from "../../../domain/devices";
import { isUuid } from "../../../domain/ids";
import { type TeamRole, teamRoleOf } from "../../../domain/permissions";
import type { Database } from "../../db/database";
import { forbidden, HttpError, notFound } from "../../errors";
import { hashPassword, verifyPassword } from "../../lib/password";
import type { SessionDevice } from "../../plugins/session";
import { recordActivity } from "../activity/activity.service";
import { signOperatorToken } from "../auth/session-token";
import type { UserRow } from "../auth/users.repository";
import {
  findPersonAt,
  listPeopleWithPin,
  lockPinAttempts,
  savePinAttempts,
  setPinHash,
} from "./devices.repository";

/**
 * PINs (docs/devices.md): each person sets their own, 4 to 6 digits, kept as an argon2 hash
 * like a password. On a device a person picks their name and enters it; five wrong in a row
 * stop that person on that device for a minute (the next five for two, and so on up to a
 * day), and no one else.
 */

type DeviceScope = { db: Database; secret: string; device: SessionDevice; restaurantId: string };

/** The team as a device offers it: those who set a PIN. */
export async function peopleOnDevice(db: Database, restaurantId: string): Promise<DevicePerson[]> {
  const rows = await listPeopleWithPin(db, restaurantId);
  return rows.flatMap((row) => {
    const role = teamRoleOf(row.role);
    return role ? [{ id: row.id, name: row.name, role }] : [];
  });
}

/** The first lock lasts a minute, each one after it twice the one before, a day at most. */
function lockSeconds(earlierLocks: number): number {
  return Math.min(PIN_LOCK_SECONDS * 2 ** Math.min(earlierLocks, 20), PIN_LOCK_MAX_SECONDS);
}

function locked(until: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new HttpError(429, DEVICE_MESSAGES.pinLocked(seconds), "PIN_LOCKED", {
    "retry-after": String(seconds),
  });
}

/**
 * Which PIN an operator token was given for: a new PIN ends the tokens of the old one. A
 * fingerprint of the hash, not the hash itself, goes in the token.
 */
export function pinVersionOf(pinHash: string): string {
  return createHash("sha256").update(pinHash).digest("hex").slice(0, 16);
}

/** Sets the person's own PIN; who they are was checked by the caller (session or password). */
export async function setPin(db: Database, user: UserRow, pin: string): Promise<void> {
  // A new PIN starts with a clean count on every device.
  await setPinHash(db, user.id, await hashPassword(pin));
}

/**
 * The person named enters their PIN on the device. A token for their requests on this device
 * for the next few minutes; 403 for a wrong PIN, 429 while they are locked out.
 */
export async function identify(
  { db, secret, device, restaurantId }: DeviceScope,
  { personId, pin, now }: { personId: string; pin: string; now: Date },
): Promise<Operator> {
  const person = isUuid(personId)
    ? await findPersonAt(db, { userId: personId, restaurantId })
    : null;
  const role = person ? teamRoleOf(person.role) : null;
  if (!person?.pinHash || !person.isActive || !role) {
    throw notFound(DEVICE_MESSAGES.notOnTeam, "NOT_ON_TEAM");
  }
  const key = { deviceId: device.id, userId: person.id, restaurantId };
  // The try is counted first, in a short transaction, and the PIN checked after it: a slow
  // hash never holds the row's lock, and tries sent together are counted one by one.
  const counted = await db.transaction(async (tx) => {
    const attempts = await lockPinAttempts(tx, key);
    if (attempts.lockedUntil && attempts.lockedUntil > now) {
      return { kind: "locked" as const, until: attempts.lockedUntil };
    }
    const failures = attempts.failures + 1;
    if (failures < PIN_TRIES) {
      await savePinAttempts(tx, key, { failures, lockedUntil: null, lockouts: attempts.lockouts });
      return { kind: "counted" as const, until: null };
    }
    // The fifth try: the lock starts now, and a right PIN lifts it.
    const until = new Date(now.getTime() + lockSeconds(attempts.lockouts) * 1000);
    await savePinAttempts(tx, key, {
      failures: 0,
      lockedUntil: until,
      lockouts: attempts.lockouts + 1,
    });
    return { kind: "counted" as const, until };
  });
  if (counted.kind === "locked") throw locked(counted.until, now);
  if (!(await verifyPassword(person.pinHash, pin))) {
    if (counted.until) {
      // The owner and managers see it in the activity log: a PIN being guessed shows.
      await recordActivity(db, {
        restaurantId,
        kind: "devices",
        action: `Locked out after ${PIN_TRIES} wrong PINs`,
        subject: person.name,
        actor: { userId: null, userName: null, deviceId: device.id, deviceName: device.name },
      });
      throw locked(counted.until, now);
    }
    throw forbidden(DEVICE_MESSAGES.pinWrong, "PIN_WRONG");
  }
  await savePinAttempts(db, key, { failures: 0, lockedUntil: null, lockouts: 0 });
  const expiresAt = new Date(now.getTime() + OPERATOR_IDLE_SECONDS * 1000);
  const token = await signOperatorToken(
    { userId: person.id, deviceId: device.id, pinVersion: pinVersionOf(person.pinHash) },
    { secret, expiresAt },
  );
  return {
    person: { id: person.id, name: person.name, role: role satisfies TeamRole },
    token,
    expiresAt: expiresAt.toISOString(),
  };
}
