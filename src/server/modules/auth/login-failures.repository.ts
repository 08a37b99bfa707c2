import { and, asc, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { loginFailures } from "../../db/schema/login-failures";

export async function recordLoginFailure(
  db: Database,
  { email, ipAddress, at }: { email: string; ipAddress: string; at: Date },
): Promise<void> {
  await db.insert(loginFailures).values({ email, ipAddress, at });
}

/** Recent failures for the email or from the address, oldest first. */
export async function findRecentFailures(
  db: Database,
  { email, ipAddress, since }: { email: string; ipAddress: string; since: Date },
): Promise<Array<{ email: string; ipAddress: string; at: Date }>> {
  return db
    .select({
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
    .orderBy(asc(loginFailures.at));
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
