import { DEVICE_MESSAGES, type DevicePerson, type Operator } from "../../../domain/api/devices";
import { OPERATOR_IDLE_SECONDS, PIN_LOCK_SECONDS, PIN_TRIES } from "../../../domain/devices";
import { isUuid } from "../../../domain/ids";
import { type TeamRole, teamRoleOf } from "../../../domain/permissions";
import type { Database } from "../../db/database";
import { forbidden, HttpError, notFound } from "../../errors";
import { hashPassword, verifyPassword } from "../../lib/password";
import type { SessionDevice } from "../../plugins/session";
import { signOperatorToken } from "../auth/session-token";
import { findUserById, type UserRow } from "../auth/users.repository";
import {
  listPeopleWithPin,
  lockPinAttempts,
  savePinAttempts,
  setPinHash,
} from "./devices.repository";

/**
 * PINs (docs/devices.md): each person sets their own, 4 to 6 digits, kept as an argon2 hash
 * like a password. On a device a person picks their name and enters it; five wrong in a row
 * stop that person on that device for a minute, and no one else.
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

/** Sets the person's own PIN; who they are was checked by the caller (session or password). */
export async function setPin(db: Database, user: UserRow, pin: string): Promise<void> {
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
  const person = isUuid(personId) ? await findUserById(db, personId) : null;
  const role = person ? teamRoleOf(person.role) : null;
  if (!person?.pinHash || !person.isActive || person.restaurantId !== restaurantId || !role) {
    throw notFound(DEVICE_MESSAGES.notOnTeam, "NOT_ON_TEAM");
  }
  const key = { deviceId: device.id, userId: person.id, restaurantId };
  const pinHash = person.pinHash;
  // Decided under the row's lock, thrown after it commits: a wrong PIN must stay counted.
  const outcome = await db.transaction(async (tx) => {
    const attempts = await lockPinAttempts(tx, key);
    if (attempts.lockedUntil && attempts.lockedUntil > now) {
      return { kind: "locked" as const, until: attempts.lockedUntil };
    }
    if (await verifyPassword(pinHash, pin)) {
      await savePinAttempts(tx, key, { failures: 0, lockedUntil: null });
      return { kind: "right" as const };
    }
    const failures = attempts.failures + 1;
    if (failures < PIN_TRIES) {
      await savePinAttempts(tx, key, { failures, lockedUntil: null });
      return { kind: "wrong" as const };
    }
    const until = new Date(now.getTime() + PIN_LOCK_SECONDS * 1000);
    await savePinAttempts(tx, key, { failures: 0, lockedUntil: until });
    return { kind: "locked" as const, until };
  });
  if (outcome.kind === "wrong") throw forbidden(DEVICE_MESSAGES.pinWrong, "PIN_WRONG");
  if (outcome.kind === "locked") {
    const seconds = Math.max(1, Math.ceil((outcome.until.getTime() - now.getTime()) / 1000));
    throw new HttpError(429, DEVICE_MESSAGES.pinLocked(seconds), "PIN_LOCKED", {
      "retry-after": String(seconds),
    });
  }
  const expiresAt = new Date(now.getTime() + OPERATOR_IDLE_SECONDS * 1000);
  const token = await signOperatorToken(
    { userId: person.id, deviceId: device.id },
    { secret, expiresAt },
  );
  return {
    person: { id: person.id, name: person.name, role: role satisfies TeamRole },
    token,
    expiresAt: expiresAt.toISOString(),
  };
}
