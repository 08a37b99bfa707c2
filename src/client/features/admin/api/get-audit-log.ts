import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "@/client/lib/api-client";
import { AUDIT_LOG_DEFAULT_LIMIT, type AuditEntry, auditEntrySchema } from "@/domain/api/admin";

/** The administrators' own actions, newest first. */
export const AUDIT_LOG_KEY = ["/api/admin/audit-log"] as const;

const auditLogSchema = z.array(auditEntrySchema);

export async function getAuditLog(limit = AUDIT_LOG_DEFAULT_LIMIT): Promise<AuditEntry[]> {
  return auditLogSchema.parse(await apiGet<unknown>(`${AUDIT_LOG_KEY[0]}?limit=${limit}`));
}

export function auditLogQueryOptions(limit = AUDIT_LOG_DEFAULT_LIMIT) {
  return queryOptions({ queryKey: [...AUDIT_LOG_KEY, limit], queryFn: () => getAuditLog(limit) });
}

export function useAuditLog(limit = AUDIT_LOG_DEFAULT_LIMIT) {
  return useQuery(auditLogQueryOptions(limit));
}
