import { desc } from "drizzle-orm";
import type { AuditAction, AuditEntry } from "../../../domain/api/admin";
import type { Database } from "../../db/database";
import { adminAuditLog } from "../../db/schema/admin-audit-log";

export type AuditActor = { id: string; name: string; email: string };

export type RecordAuditOptions = {
  actor: AuditActor;
  action: AuditAction;
  summary: string;
  details?: Record<string, unknown>;
};

/** Call inside the action's own transaction: the action and its record commit together. */
export async function recordAudit(
  tx: Database,
  { actor, action, summary, details = {} }: RecordAuditOptions,
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    action,
    summary,
    details,
  });
}

export async function listAuditEntries(db: Database, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    actor: { id: row.actorUserId, name: row.actorName, email: row.actorEmail },
    action: row.action,
    summary: row.summary,
  }));
}
