import { and, asc, eq, getTableColumns, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { DeviceAction } from "../../../domain/devices";
import type { Database } from "../../db/database";
import { devicePinAttempts, devices } from "../../db/schema/devices";
import { users } from "../../db/schema/users";
import { worksAt } from "../locations/works-at";

export type DeviceRow = typeof devices.$inferSelect;

const DEVICE_RESTAURANT = sql.raw('"devices"."restaurant_id"');

export async function insertDevice(
  db: Database,
  device: {
    restaurantId: string;
    name: string;
    codeHash: string;
    codeExpiresAt: Date;
    createdBy: string;
  },
): Promise<DeviceRow> {
  const [row] = await db.insert(devices).values(device).returning();
  if (!row) throw new Error("insert into devices returned nothing");
  return row;
}

export function listDevices(db: Database, restaurantId: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(eq(devices.restaurantId, restaurantId))
    .orderBy(asc(devices.createdAt), asc(devices.id));
}

export async function findDevice(
  db: Database,
  { restaurantId, deviceId }: { restaurantId: string; deviceId: string },
): Promise<DeviceRow | null> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.restaurantId, restaurantId)))
    .limit(1);
  return row ?? null;
}

/**
 * A paired device, as its session needs it: any restaurant (the token said which), and
 * where this request works: the brand the call names when its kitchen is the device's
 * (docs/brands.md), else the device's location.
 */
export async function findPairedDevice(
  db: Database,
  {
    deviceId,
    restaurantId,
    locationHint = null,
  }: { deviceId: string; restaurantId: string; locationHint?: string | null },
): Promise<(DeviceRow & { workingAt: string }) | null> {
  const [row] = await db
    .select({
      ...getTableColumns(devices),
      // Named in full: drizzle writes a single-table select's field columns without their table.
      workingAt: sql<string>`coalesce((select b.id from restaurants b
        where b.id = ${locationHint}::uuid and b.kitchen_id = ${DEVICE_RESTAURANT}),
        ${DEVICE_RESTAURANT})`,
    })
    .from(devices)
    .where(
      and(
        eq(devices.id, deviceId),
        eq(devices.restaurantId, restaurantId),
        isNotNull(devices.pairedAt),
        // A device of an account an administrator disabled works no more.
        sql`not exists (select 1 from restaurants r join accounts a on a.id = r.account_id
          where r.id = ${devices.restaurantId} and a.disabled_at is not null)`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateDevice(
  db: Database,
  { restaurantId, deviceId }: { restaurantId: string; deviceId: string },
  changes: { name?: string; pinActions?: DeviceAction[]; codeHash?: string; codeExpiresAt?: Date },
): Promise<DeviceRow | null> {
  const [row] = await db
    .update(devices)
    .set(changes)
    .where(and(eq(devices.id, deviceId), eq(devices.restaurantId, restaurantId)))
    .returning();
  return row ?? null;
}

export async function deleteDevice(
  db: Database,
  { restaurantId, deviceId }: { restaurantId: string; deviceId: string },
): Promise<{ name: string } | null> {
  const [deleted] = await db
    .delete(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.restaurantId, restaurantId)))
    .returning({ name: devices.name });
  return deleted ?? null;
}

/**
 * Pairs the device whose unexpired code this is, in one statement: a code works once, even
 * when two tablets enter it together. The device, or null for a wrong or expired code.
 */
export async function pairByCode(
  db: Database,
  { codeHash, now }: { codeHash: string; now: Date },
): Promise<DeviceRow | null> {
  const [row] = await db
    .update(devices)
    .set({ pairedAt: now, lastSeenAt: now, codeHash: null, codeExpiresAt: null })
    .where(
      and(eq(devices.codeHash, codeHash), gt(devices.codeExpiresAt, now), isNull(devices.pairedAt)),
    )
    .returning();
  return row ?? null;
}

/** Notes the device was used, at most once a minute so a busy tablet writes little. */
export async function touchDevice(db: Database, deviceId: string, now: Date): Promise<void> {
  await db
    .update(devices)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(devices.id, deviceId),
        sql`(${devices.lastSeenAt} is null or ${devices.lastSeenAt} < ${new Date(now.getTime() - 60_000)})`,
      ),
    );
}

/** The people who work at the restaurant and have set a PIN, to identify on a device. */
export function listPeopleWithPin(db: Database, restaurantId: string) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(worksAt(restaurantId), isNotNull(users.pinHash), eq(users.isActive, true)))
    .orderBy(asc(users.name), asc(users.id));
}

/** The person, if they work at the restaurant; null otherwise. */
export async function findPersonAt(
  db: Database,
  { userId, restaurantId }: { userId: string; restaurantId: string },
): Promise<typeof users.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), worksAt(restaurantId)))
    .limit(1);
  return row ?? null;
}

/** Sets the person's PIN and clears their wrong tries on every device. */
export async function setPinHash(db: Database, userId: string, pinHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ pinHash }).where(eq(users.id, userId));
    await tx.delete(devicePinAttempts).where(eq(devicePinAttempts.userId, userId));
  });
}

export type PinAttemptRow = typeof devicePinAttempts.$inferSelect;

/**
 * The person's wrong PINs on the device, locked for the rest of the transaction: two tries
 * at once are counted one after the other.
 */
export async function lockPinAttempts(
  tx: Database,
  key: { deviceId: string; userId: string; restaurantId: string },
): Promise<PinAttemptRow> {
  await tx.insert(devicePinAttempts).values(key).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(devicePinAttempts)
    .where(
      and(eq(devicePinAttempts.deviceId, key.deviceId), eq(devicePinAttempts.userId, key.userId)),
    )
    .for("update");
  if (!row) throw new Error("pin attempts row vanished while locked");
  return row;
}

export async function savePinAttempts(
  tx: Database,
  { deviceId, userId }: { deviceId: string; userId: string },
  state: { failures: number; lockedUntil: Date | null; lockouts: number },
): Promise<void> {
  await tx
    .update(devicePinAttempts)
    .set(state)
    .where(and(eq(devicePinAttempts.deviceId, deviceId), eq(devicePinAttempts.userId, userId)));
}

/** Devices added but never paired whose code ran out before `before`. */
export async function deleteAbandonedDevices(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(devices)
    .where(and(isNull(devices.pairedAt), lt(devices.codeExpiresAt, before)))
    .returning({ id: devices.id });
  return deleted.length;
}
