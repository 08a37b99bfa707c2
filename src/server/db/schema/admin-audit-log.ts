import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS } from "../../../domain/api/admin";
import { sqlList, timestamptz } from "./columns";
import { users } from "./users";

/**
 * Every administrator action: who, what, when. The actor's name and email are
 * copied, so the record still reads right after that account is changed or removed; the
 * subject is described in `summary` for the same reason. Written in the same transaction
 * as the action it records.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    summary: text("summary").notNull(),
    /** What the action touched, for a later reader: ids, changed fields, counts. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (table) => [
    index("admin_audit_log_at_idx").on(table.at.desc()),
    check("admin_audit_log_action_check", sql`${table.action} in (${sqlList(AUDIT_ACTIONS)})`),
  ],
);
