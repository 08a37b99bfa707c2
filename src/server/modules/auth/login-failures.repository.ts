import { and, asc, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { loginFailures } from "../../db/schema/login-failures";

export async function recordLoginFailure(
  db: Database,
  { email, ipAddress, at }: { email: string; ipAddress: string; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(loginFailures)
    .values({ email, ipAddress, at })
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
): Promise<Array<{ id: number; email: string; ipAddress: string; at: Date }>> {
  return db
    .select({
      id: loginFailures.id,
      email: loginFailures.email,
      ipAddress: loginFailures.ipAddress,
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

export async function clearEmailFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function deleteFailuresBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(loginFailures)
    .where(lt(loginFailures.at, before))
    .returning({ id: loginFailures.id });
  return deleted.length;
}
