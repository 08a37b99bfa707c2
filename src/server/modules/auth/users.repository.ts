import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Locks the user's row until the transaction ends: per-account work then runs one at a time. */
export async function lockUser(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for("update");
  return row !== undefined;
}

export async function insertUser(db: Database, user: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error("insert into users returned nothing");
  return row;
}

/** Sets a new password and bumps the session version, so every existing session ends. */
export async function updatePassword(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The account's own details, as Settings changes them. */
export async function updateUserDetails(
  db: Database,
  userId: string,
  details: { name: string; email?: string; passwordHash?: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .limit(1);
  return row !== undefined;
}
