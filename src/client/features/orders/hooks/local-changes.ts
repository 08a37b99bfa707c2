import type { OrderStatus } from "@/domain/status";

/**
 * Status changes this screen made itself, for a short while. The realtime message of such
 * a change may arrive before the server's reply; it must not toast a second time.
 */
const REMEMBER_MS = 10_000;
const changes = new Map<string, { status: OrderStatus; until: number }>();

export function markLocalChange(orderId: string, status: OrderStatus, now = Date.now()): void {
  changes.set(orderId, { status, until: now + REMEMBER_MS });
}

export function isLocalChange(orderId: string, status: OrderStatus, now = Date.now()): boolean {
  const change = changes.get(orderId);
  if (!change) return false;
  if (change.until < now) {
    changes.delete(orderId);
    return false;
  }
  return change.status === status;
}
