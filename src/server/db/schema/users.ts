import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { USER_ROLES } from "../../../domain/api/auth";
import { accounts } from "./accounts";
import { createdAt, sqlList, timestamptz, updatedAt } from "./columns";

export type { UserRole } from "../../../domain/api/auth";

/**
 * Admins run the service and belong to no account; everyone else to one, at all of its
 * locations or at those in `user_locations` (an Owner always at all).
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    allLocations: boolean("all_locations").notNull().default(true),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** Bumped to end every session of the user at once. */
    sessionVersion: integer("session_version").notNull().default(0),
    /**
     * When the owner confirmed the email address. Accounts made by an administrator, the
     * seed or the demo are confirmed when made; a self sign-up stays null until its link is used.
     */
    emailVerifiedAt: timestamptz("email_verified_at").defaultNow(),
    /** The person's PIN for the restaurant's kitchen devices (argon2); null until they set one. */
    pinHash: text("pin_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    index("users_account_idx").on(table.accountId),
    check("users_role_check", sql`${table.role} in (${sqlList(USER_ROLES)})`),
    check(
      "users_account_by_role_check",
      sql`(${table.role} = 'admin') = (${table.accountId} is null)`,
    ),
    check(
      "users_owner_locations_check",
      sql`${table.role} not in ('shop_owner', 'demo') or ${table.allLocations}`,
    ),
  ],
);
