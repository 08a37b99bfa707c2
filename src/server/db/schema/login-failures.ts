import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * Failed sign-ins, for the brute-force limits (per email and per address, over 15
 * minutes). Kept in the database so every instance behind a load balancer sees them.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    ipAddress: text("ip_address").notNull(),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (table) => [
    index("login_failures_email_idx").on(table.email, table.at),
    index("login_failures_ip_idx").on(table.ipAddress, table.at),
  ],
);
