import { randomInt } from "node:crypto";
import {
  type Device,
  PAIRING_CODE_INVALID,
  type PairingCode,
  type UpdateDeviceInput,
} from "../../../domain/api/devices";
import {
  DEVICE_SESSION_DAYS,
  OPERATOR_IDLE_SECONDS,
  PAIRING_CODE_MINUTES,
} from "../../../domain/devices";
import { isUuid } from "../../../domain/ids";
import { KITCHEN_ROLE, teamRoleOf } from "../../../domain/permissions";
import type { Actor } from "../../actor";
import type { Database } from "../../db/database";
import { conflict, notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { hashToken } from "../../lib/tokens";
import type { Session, SessionOperator } from "../../plugins/session";
import { recordActivity } from "../activity/activity.service";
import { publishSessionEnded } from "../auth/session-events";
import {
  signDeviceToken,
  signOperatorToken,
  verifyDeviceToken,
  verifyOperatorToken,
} from "../auth/session-token";
import {
  type DeviceRow,
  deleteDevice,
  findDevice,
  findPairedDevice,
  findPersonAt,
  insertDevice,
  listDevices,
  pairByCode,
  touchDevice,
  updateDevice,
} from "./devices.repository";
import { pinVersionOf } from "./pins.service";

/**
 * Kitchen devices (docs/devices.md): added in Settings with a code, paired by entering it at
 * /device, signed in for a long while without any person's password, removed from Settings.
 */

// Letters and digits that cannot be mistaken for one another on a tablet's screen.
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
const CODE_LENGTH = 8;
const DEVICE_NOT_FOUND = "This device is not one of the restaurant's";

/** A new pairing code, shown as two groups of four ("K7MQ-4XTP"). */
function newCode(): { code: string; hash: string } {
  let raw = "";
  for (let index = 0; index < CODE_LENGTH; index++) {
    raw += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return { code: `${raw.slice(0, 4)}-${raw.slice(4)}`, hash: hashCode(raw) };
}

/** The code as typed, whatever its case, spaces or dashes, hashed as it was stored. */
function hashCode(typed: string): string {
  return hashToken(typed.toUpperCase().replace(/[^A-Z0-9]/g, ""));
}

export function toDeviceJson(row: DeviceRow): Device {
  return {
    id: row.id,
    name: row.name,
    status: row.pairedAt ? "paired" : "waiting",
    pinActions: row.pinActions,
    createdAt: row.createdAt.toISOString(),
    pairedAt: row.pairedAt?.toISOString() ?? null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    codeExpiresAt: row.pairedAt ? null : (row.codeExpiresAt?.toISOString() ?? null),
  };
}

type Scope = { db: Database; restaurantId: string; now: Date };

export async function getDevices({ db, restaurantId }: Scope): Promise<Device[]> {
  return (await listDevices(db, restaurantId)).map(toDeviceJson);
}

export async function addDevice(
  { db, restaurantId, now }: Scope,
  { name, createdBy }: { name: string; createdBy: string },
): Promise<PairingCode> {
  const { code, hash } = newCode();
  const expiresAt = codeExpiry(now);
  const row = await insertDevice(db, {
    restaurantId,
    name,
    codeHash: hash,
    codeExpiresAt: expiresAt,
    createdBy,
  });
  return { device: toDeviceJson(row), code, expiresAt: expiresAt.toISOString() };
}

/** Another code for a device not yet paired: the earlier one stops working. */
export async function renewCode({ db, restaurantId, now }: Scope, deviceId: string) {
  const device = await deviceOf(db, restaurantId, deviceId);
  if (device.pairedAt) throw conflict("This device is already paired", "ALREADY_PAIRED");
  const { code, hash } = newCode();
  const expiresAt = codeExpiry(now);
  const row = await updateDevice(
    db,
    { restaurantId, deviceId },
    { codeHash: hash, codeExpiresAt: expiresAt },
  );
  if (!row) throw notFound(DEVICE_NOT_FOUND);
  return { device: toDeviceJson(row), code, expiresAt: expiresAt.toISOString() };
}

export async function changeDevice(
  { db, restaurantId }: Scope,
  deviceId: string,
  changes: UpdateDeviceInput,
): Promise<Device> {
  const device = await deviceOf(db, restaurantId, deviceId);
  if (changes.name === undefined && changes.pinActions === undefined) return toDeviceJson(device);
  const row = await updateDevice(db, { restaurantId, deviceId }, changes);
  if (!row) throw notFound(DEVICE_NOT_FOUND);
  return toDeviceJson(row);
}

/** The device acting on its own, as "Kitchen", for the records that say who did what. */
export function deviceActor(device: Pick<DeviceRow, "id" | "name">): Actor {
  return { userId: null, userName: null, deviceId: device.id, deviceName: device.name };
}

/**
 * The tablet signs itself out: its pairing ends, which the activity log says first (the
 * line names the device, which is then gone).
 */
export async function unpairItself(
  scope: Scope & { bus: EventBus },
  device: { id: string; name: string },
): Promise<void> {
  await recordActivity(scope.db, {
    restaurantId: scope.restaurantId,
    kind: "devices",
    action: "Signed itself out",
    subject: device.name,
    actor: deviceActor(device),
  });
  await removeDevice(scope, device.id);
}

/** Removes the device: its session ends and its open screens close, on every instance. */
export async function removeDevice(
  { db, bus, restaurantId }: Scope & { bus: EventBus },
  deviceId: string,
): Promise<{ name: string }> {
  if (!isUuid(deviceId)) throw notFound(DEVICE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const removed = await deleteDevice(tx, { restaurantId, deviceId });
    if (!removed) throw notFound(DEVICE_NOT_FOUND);
    await publishSessionEnded(bus, tx, deviceId);
    return removed;
  });
}

/** Pairs the device whose code was entered; its session token and when it expires. */
export async function pairDevice({
  db,
  secret,
  code,
  now,
}: {
  db: Database;
  secret: string;
  code: string;
  now: Date;
}): Promise<{ device: DeviceRow; token: string; expiresAt: Date }> {
  const device = await pairByCode(db, { codeHash: hashCode(code), now });
  if (!device) throw notFound(PAIRING_CODE_INVALID, "PAIRING_CODE_INVALID");
  return { device, ...(await deviceCookie(secret, device, now)) };
}

const DAY_MS = 24 * 3600_000;
/** A device's cookie is renewed when it has less than this left. */
const DEVICE_RENEW_DAYS = 30;

/** The device's session cookie: its token, good for a year from now. */
async function deviceCookie(
  secret: string,
  device: Pick<DeviceRow, "id" | "restaurantId">,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + DEVICE_SESSION_DAYS * DAY_MS);
  const token = await signDeviceToken(
    { deviceId: device.id, restaurantId: device.restaurantId },
    { secret, expiresAt },
  );
  return { token, expiresAt };
}

/**
 * The session a device's cookie stands for, or null: the device's row is read on every
 * request, so removing it signs the device out at once. With an operator token, the person
 * who entered their PIN on this device, read from their row (a new role applies at once).
 */
export async function authenticateDevice({
  db,
  secret,
  token,
  operatorToken,
  locationHint = null,
  now,
}: {
  db: Database;
  secret: string;
  token: string;
  operatorToken: string | undefined;
  /** A brand of the device's location the call is for (docs/brands.md). */
  locationHint?: string | null;
  now: Date;
}): Promise<Session | null> {
  const claims = await verifyDeviceToken(token, secret, now);
  if (!claims) return null;
  const device = await findPairedDevice(db, { ...claims, locationHint });
  if (!device) return null;
  await touchDevice(db, device.id, now);
  return {
    // A tablet in use stays paired: its cookie is renewed in its last month.
    ...(claims.expiresAt.getTime() - now.getTime() < DEVICE_RENEW_DAYS * DAY_MS && {
      renewedCookie: await deviceCookie(secret, device, now),
    }),
    ...deviceSession(device, device.workingAt),
    operator: operatorToken
      ? await operatorOf(db, {
          secret,
          device,
          workingAt: device.workingAt,
          token: operatorToken,
          now,
        })
      : { state: "none" },
  };
}

/**
 * A paired device's session, with nobody identified on it: the device as "Kitchen", at its
 * location or at a brand cooked there.
 */
export function deviceSession(device: DeviceRow, workingAt = device.restaurantId): Session {
  return {
    id: device.id,
    user: {
      id: device.id,
      name: device.name,
      email: "",
      role: KITCHEN_ROLE,
      restaurantId: workingAt,
    },
    device: { id: device.id, name: device.name, pinActions: device.pinActions },
    operator: { state: "none" },
  };
}

async function operatorOf(
  db: Database,
  {
    secret,
    device,
    workingAt,
    token,
    now,
  }: { secret: string; device: DeviceRow; workingAt: string; token: string; now: Date },
): Promise<SessionOperator> {
  const claims = await verifyOperatorToken(token, secret, now);
  if (!claims || claims.deviceId !== device.id) return { state: "ended" };
  const person = await findPersonAt(db, {
    userId: claims.userId,
    restaurantId: device.restaurantId,
  });
  const isOnTeam = person?.isActive && person.pinHash !== null && teamRoleOf(person.role) !== null;
  // A changed PIN ends the tokens the old one gave.
  if (!person?.pinHash || !isOnTeam || pinVersionOf(person.pinHash) !== claims.pinVersion) {
    return { state: "ended" };
  }
  const renewedToken = await signOperatorToken(
    { userId: person.id, deviceId: device.id, pinVersion: claims.pinVersion },
    { secret, expiresAt: new Date(now.getTime() + OPERATOR_IDLE_SECONDS * 1000) },
  );
  return {
    state: "identified",
    renewedToken,
    person: {
      id: person.id,
      name: person.name,
      email: person.email,
      role: person.role,
      restaurantId: workingAt,
    },
  };
}

async function deviceOf(db: Database, restaurantId: string, deviceId: string) {
  if (!isUuid(deviceId)) throw notFound(DEVICE_NOT_FOUND);
  const device = await findDevice(db, { restaurantId, deviceId });
  if (!device) throw notFound(DEVICE_NOT_FOUND);
  return device;
}

function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + PAIRING_CODE_MINUTES * 60_000);
}
