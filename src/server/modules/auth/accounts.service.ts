import type { UserRole } from "../../../domain/api/auth";
import type { Database } from "../../db/database";
import { restaurants } from "../../db/schema/restaurants";
import { badRequest, conflict } from "../../errors";
import { hashPassword } from "../../lib/password";
import { findUserByEmail, hasAdmin, insertUser, type UserRow } from "./users.repository";

/**
 * Creating accounts outside the sign-up-less product: `npm run user:create`, the first
 * administrator of a production install, and (later) the admin panel's "Add Owner".
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
}: CreateAccountOptions): Promise<UserRow> {
  if (role === "admin" && restaurantName) throw badRequest("An administrator has no restaurant");
  if (role === "shop_owner" && !restaurantName?.trim()) {
    throw badRequest("A restaurant owner needs a restaurant name");
  }
  if (await findUserByEmail(db, email)) throw conflict(ACCOUNT_EXISTS, "ACCOUNT_EXISTS");
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    let restaurantId: string | null = null;
    if (restaurantName) {
      const [restaurant] = await tx
        .insert(restaurants)
        .values({ name: restaurantName.trim() })
        .returning({ id: restaurants.id });
      restaurantId = restaurant?.id ?? null;
    }
    return insertUser(tx, { email, name: name.trim(), role, passwordHash, restaurantId });
  });
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
