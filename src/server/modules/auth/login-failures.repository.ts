import { and, asc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { loginFailures } from "../../db/schema/login-failures";

export type LoginFailure = {
  id: number;
  email: string;
  ipAddress: string;
  deviceId: string | null;
  at: Date;
};

export async function recordLoginFailure(
  db: Database,
  { email, ipAddress, deviceId, at }: Omit<LoginFailure, "id">,
): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ email, ipAddress, deviceId, at })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error("insert into login_failures returned nothing");
  return row.id;
}

export async function deleteLoginFailure(db: Database, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

/** Recent failures for the email or from the address, oldest first. */
export async function findRecentFailures(
  db: Database,
  { email, ipAddress, since }: { email: string; ipAddress: string; since: Date },
): Promise<LoginFailure[]> {
  return db
    .select({
      id: loginFailures.id,
      email: loginFailures.email,
      ipAddress: loginFailures.ipAddress,
      deviceId: loginFailures.deviceId,
      at: loginFailures.at,
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.at, since),
        or(eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress)),
      ),
    )
    .orderBy(asc(loginFailures.at), asc(loginFailures.id));
}

/** An email's failures from one known device, or from one address by new devices. */
export async function clearAttemptFailures(
  db: Database,
  { email, ipAddress, deviceId }: Pick<LoginFailure, "email" | "ipAddress" | "deviceId">,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        deviceId
          ? eq(loginFailures.deviceId, deviceId)
          : and(eq(loginFailures.ipAddress, ipAddress), isNull(loginFailures.deviceId)),
      ),
    );
}

export async function deleteFailuresBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(loginFailures)
    .where(lt(loginFailures.at, before))
    .returning({ id: loginFailures.id });
  return deleted.length;
}
