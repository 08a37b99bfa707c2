import { sql } from "drizzle-orm";
import { check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns";

/**
 * A customer of OrderDock: its locations (the `restaurants` rows) and its people belong to
 * it (docs/locations.md). Deleting an account deletes all of them.
 */
export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The business's name; the first location's name when the account was made. */
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set by an administrator: nobody of the account signs in, no device works. */
    disabledAt: timestamptz("disabled_at"),
  },
  (table) => [check("accounts_name_check", sql`length(trim(${table.name})) > 0`)],
);
