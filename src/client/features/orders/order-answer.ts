import type { Order, OrderItem } from "@/domain/order";
import { takesAction } from "@/domain/platform-actions";
import { formatClockTime } from "@/domain/relative-time";
import { isOpenStatus } from "@/domain/status";

/**
 * What staff may answer a platform about an order, the same rules the server applies
 * (docs/platform-calls.md): a marketplace's new or scheduled order waits for Accept or Reject
 * until it is accepted; any open order, from any channel, can be cancelled with a reason.
 */
export type OrderAnswer = "accept" | "reject" | "cancel";

/** The platform still waits for the restaurant's answer. */
export function isAwaitingAnswer(order: Order): boolean {
  return (
    takesAction(order.platform, "accept") &&
    (order.status === "new" || order.status === "scheduled") &&
    !order.platformLink?.acceptedAt
  );
}

export function canAccept(order: Order): boolean {
  return isAwaitingAnswer(order);
}

export function canReject(order: Order): boolean {
  return isAwaitingAnswer(order) && takesAction(order.platform, "deny");
}

export function canCancel(order: Order): boolean {
  return isOpenStatus(order.status);
}

/**
 * An item of an accepted order still in the kitchen can be marked out of stock, where the
 * platform takes item changes (Uber Eats, DoorDash). Only a line the platform named can be
 * marked: the platform is told which line by its own id.
 */
export function canMarkOutOfStock(order: Order, item: OrderItem): boolean {
  return (
    takesAction(order.platform, "adjust") &&
    Boolean(order.platformLink?.acceptedAt) &&
    (order.status === "new" || order.status === "preparing" || order.status === "ready") &&
    Boolean(item.lineId)
  );
}

/** The platform's deadline for an answer, while it still waits for one (ISO time). */
export function answerDeadline(order: Order): string | null {
  if (!isAwaitingAnswer(order)) return null;
  return order.platformLink?.acceptBy ?? null;
}

export type CountdownState = { text: string; isUrgent: boolean; isPast: boolean };

/**
 * "Accept within 9:41" (minutes and seconds left, rounded up), urgent in the last
 * `warningMinutes`; "Deadline passed" once it has gone.
 */
export function describeCountdown(
  acceptBy: string,
  now: number,
  warningMinutes: number,
): CountdownState {
  const seconds = Math.ceil((Date.parse(acceptBy) - now) / 1000);
  if (!(seconds > 0)) return { text: "Deadline passed", isUrgent: true, isPast: true };
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return {
    text: `Accept within ${minutes}:${rest}`,
    isUrgent: seconds <= warningMinutes * 60,
    isPast: false,
  };
}

/** "12:40 PM" in the restaurant's zone; a malformed time is shown as given, never thrown. */
export function clockTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatClockTime(date, timeZone);
}

/** "Ready by 12:40 PM": the time the restaurant promised the platform when it accepted. */
export function readyByText(order: Order, timeZone?: string): string | null {
  const readyAt = order.platformLink?.readyAt;
  return readyAt ? `Ready by ${clockTime(readyAt, timeZone)}` : null;
}
