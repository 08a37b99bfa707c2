import { errorMessage } from "@/client/lib/api-client";
import type { SystemStatus } from "@/domain/api/admin";
import { ADMIN_TEXT } from "./admin-messages";

export type SummarizeHealthOptions = { status: SystemStatus | undefined; error: unknown };
export type HealthSummary = { isOperational: boolean; label: string; reason: string | null };

/**
 * 'System Status': 'Operational' when every check passes, else 'Degraded' with the
 * reason. A check that itself fails is a degraded system too, never a blank card.
 */
export function summarizeHealth({ status, error }: SummarizeHealthOptions): HealthSummary | null {
  // The latest check failing wins over an older answer still in the cache.
  if (error) {
    return {
      isOperational: false,
      label: ADMIN_TEXT.status.degraded,
      reason: errorMessage(error, ADMIN_TEXT.status.noAnswer),
    };
  }
  if (!status) return null;
  const isOperational = status.status === "operational";
  return {
    isOperational,
    label: isOperational ? ADMIN_TEXT.status.operational : ADMIN_TEXT.status.degraded,
    reason: status.reason,
  };
}
