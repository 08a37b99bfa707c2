import { isKitchenStatus, type OrderStatus } from "./status";

/**
 * How long an order has waited in the kitchen, and how urgent that is: amber from the
 * restaurant's warning threshold, red ("Late") from its late one (Settings, order handling).
 * Only orders in the kitchen (New, Preparing, Ready) have an age; a held order waits for
 * its time, and an ended one waits for nothing.
 */
export type AgeLevel = "fresh" | "warning" | "late";

export type AgeThresholds = { warningMinutes: number; lateMinutes: number };

export type AgedOrder = { status: OrderStatus; created: string; dueAt?: string };

const MINUTE_MS = 60_000;

/**
 * When the order's wait began: when it was placed, or, for an order held for later, when it
 * was released to the kitchen — a dinner ordered at noon is not five hours late at 5 PM.
 */
export function ageStartsAt(order: AgedOrder): number {
  const created = Date.parse(order.created);
  const due = order.dueAt ? Date.parse(order.dueAt) : Number.NaN;
  if (Number.isNaN(created)) return Number.isNaN(due) ? Number.NaN : due;
  return !Number.isNaN(due) && due > created ? due : created;
}

/** Whole minutes waited, or null for an order without an age (held, ended, unreadable). */
export function orderAgeMinutes(order: AgedOrder, now: number): number | null {
  if (!isKitchenStatus(order.status)) return null;
  const start = ageStartsAt(order);
  if (Number.isNaN(start)) return null;
  return Math.max(0, Math.floor((now - start) / MINUTE_MS));
}

export function ageLevel(minutes: number, thresholds: AgeThresholds): AgeLevel {
  if (minutes >= thresholds.lateMinutes) return "late";
  if (minutes >= thresholds.warningMinutes) return "warning";
  return "fresh";
}

/** "0 min", "12 min", "1 h", "1 h 05 min": short enough for a card's corner. */
export function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")} min`;
}
