import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * Failed sign-ins, for the brute-force limits (docs/decisions/139-sign-in-limits-a-stranger-cannot-use.md):
 * by email, address and, for a browser that signed in to the account before, its device.
 * Kept in the database so every instance behind a load balancer sees them.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    ipAddress: text("ip_address").notNull(),
    /** The known device the attempt came from; null for a browser new to the account. */
    deviceId: text("device_id"),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (table) => [
    index("login_failures_email_idx").on(table.email, table.at),
    index("login_failures_ip_idx").on(table.ipAddress, table.at),
  ],
);
