import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/users";
import { isAccountDisabled, locationOf } from "../locations/works-at";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
/** A user just made, and the location made with them (an owner's first; none for an admin). */
export type NewAccountUser = UserRow & { restaurantId: string | null };

/** Whether an administrator disabled the person's account. */
export async function isAccountOfUserDisabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isDisabled: isAccountDisabled() })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.isDisabled ?? false;
}

/** The location the person's requests work at, given the one the browser asks for. */
export async function findLocationOf(
  db: Database,
  userId: string,
  hint: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ locationId: locationOf(hint) })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.locationId ?? null;
}

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
