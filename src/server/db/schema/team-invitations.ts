import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, sqlList, timestamptz } from "./columns";
import { restaurants } from "./restaurants";
import { users } from "./users";

/** The roles an invitation may give, as stored on the user it becomes. */
export const INVITED_ROLES = ["shop_owner", "manager", "staff"] as const;

/**
 * An invitation to join an account's team: a single-use emailed link (only a SHA-256 of its
 * token is kept) that becomes a user with the role and locations when accepted. One open
 * invitation per address and account: inviting again ends it (the older link stops working) and opens
 * another. Ended rows stay until they expire, so the hourly limit counts every one sent.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** The location it was sent from: its name is the one the invitation shows. */
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: INVITED_ROLES }).notNull(),
    /** The locations the person will work at; null for all of the account's. */
    locationIds: jsonb("location_ids").$type<string[]>(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique("team_invitations_hash_unique"),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** Accepted, withdrawn or replaced: the link works no more. */
    endedAt: timestamptz("ended_at"),
    acceptedAt: timestamptz("accepted_at"),
  },
  (table) => [
    uniqueIndex("team_invitations_open_unique")
      .on(table.accountId, sql`lower(${table.email})`)
      .where(sql`${table.endedAt} is null`),
    index("team_invitations_account_idx").on(table.accountId, table.createdAt),
    check("team_invitations_role_check", sql`${table.role} in (${sqlList(INVITED_ROLES)})`),
  ],
);
