import type { UserRole } from "../../../domain/api/auth";
import type { Database } from "../../db/database";
import { isUniqueViolation } from "../../db/errors";
import type { RestaurantKind } from "../../db/schema/restaurants";
import { badRequest, conflict } from "../../errors";
import { hashPassword } from "../../lib/password";
import { accountIdOf, insertRestaurant } from "../restaurants/restaurants.repository";
import { findUserByEmail, hasAdmin, insertUser, type NewAccountUser } from "./users.repository";

/**
 * Creating accounts for others: `npm run user:create`, the first administrator of a
 * production install, the admin panel's "Add Owner", and self sign-up (sign-up.service.ts).
 */
export type CreateAccountOptions = {
  db: Database;
  email: string;
  password: string;
  name: string;
  role: Exclude<UserRole, "demo">;
  /** Required for an owner: the restaurant created for them. */
  restaurantName?: string;
};

export const ACCOUNT_EXISTS = "An account with this email already exists";

export async function createAccount({
  db,
  email,
  password,
  name,
  role,
  restaurantName,
}: CreateAccountOptions): Promise<NewAccountUser> {
  if (role === "admin" && restaurantName) throw badRequest("An administrator has no restaurant");
  if (role === "shop_owner" && !restaurantName?.trim()) {
    throw badRequest("A restaurant owner needs a restaurant name");
  }
  await assertEmailFree(db, email);
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) =>
    insertAccount(tx, { email, name, role, passwordHash, restaurantName }),
  );
}

/** 409 when the address already has an account (emails are unique case-insensitively). */
export async function assertEmailFree(db: Database, email: string, exceptUserId?: string) {
  const existing = await findUserByEmail(db, email);
  if (existing && existing.id !== exceptUserId) throw accountExists();
}

export const accountExists = () => conflict(ACCOUNT_EXISTS, "ACCOUNT_EXISTS");

/**
 * Inserts the person, and for an owner their account with its first location before them,
 * inside the caller's transaction. Two requests racing for one address: the unique index decides, and the
 * loser gets the same 409 as a request that came second.
 */
export async function insertAccount(
  tx: Database,
  {
    email,
    name,
    role,
    passwordHash,
    restaurantName,
    restaurantKind,
    trialEndsAt,
    emailVerifiedAt,
  }: {
    email: string;
    name: string;
    role: Exclude<UserRole, "demo">;
    passwordHash: string;
    restaurantName?: string;
    restaurantKind?: RestaurantKind;
    /** A self sign-up's free trial; other restaurants have none. */
    trialEndsAt?: Date;
    /** Null for a self sign-up until its link is used; confirmed now otherwise. */
    emailVerifiedAt?: Date | null;
  },
): Promise<NewAccountUser> {
  const location = restaurantName
    ? await insertRestaurant(tx, { name: restaurantName.trim(), kind: restaurantKind, trialEndsAt })
    : null;
  const accountId = location ? await accountIdOf(tx, location) : null;
  try {
    const user = await insertUser(tx, {
      email,
      name: name.trim(),
      role,
      passwordHash,
      accountId,
      ...(emailVerifiedAt !== undefined ? { emailVerifiedAt } : {}),
    });
    return { ...user, restaurantId: location };
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) throw accountExists();
    throw error;
  }
}

/**
 * A production install starts with no account: the first administrator comes from
 * ADMIN_EMAIL / ADMIN_PASSWORD, once, while no administrator exists.
 */
export async function ensureInitialAdmin({
  db,
  initialAdmin,
}: {
  db: Database;
  initialAdmin: { email: string; password: string } | undefined;
}): Promise<"created" | "present" | "not configured"> {
  if (!initialAdmin) return "not configured";
  if (await hasAdmin(db)) return "present";
  await createAccount({
    db,
    email: initialAdmin.email,
    password: initialAdmin.password,
    name: "Administrator",
    role: "admin",
  });
  return "created";
}
