import type { HistoryEntry } from "@/domain/api/order-history";
import { KITCHEN_ACTOR_NAME } from "@/domain/devices";
import { calendarDaysBetween, formatClockTime, formatDateTime } from "@/domain/relative-time";
import { HELD_STATUSES, type OrderStatus, STATUS_META } from "@/domain/status";

/** The order dialog's History: its words, and one line per change. */
export const HISTORY_TEXT = {
  title: "History",
  loading: "Loading the order's history",
  loadFailed: "The history could not be loaded.",
  retry: "Try again",
  empty: "No changes recorded yet.",
  undone: "(undone)",
  system: "OrderDock",
  someone: "someone",
} as const;

const isHeld = (status: OrderStatus | null) =>
  status !== null && (HELD_STATUSES as readonly string[]).includes(status);

/**
 * What happened, by where the order went and where it came from. Starting an order is its
 * acceptance, unless the acceptance has a line of its own (the platform was told): then the
 * move is only the move.
 */
function verbOf(entry: HistoryEntry, isAcceptanceListed: boolean): string {
  if (entry.kind === "accepted") return "Accepted";
  switch (entry.to) {
    case "preparing":
      return entry.from === "new" && !isAcceptanceListed ? "Accepted" : "Moved to preparing";
    case "ready":
      return "Marked ready";
    case "completed":
      return "Completed";
    case "cancelled":
      return "Cancelled";
    case "new":
      if (entry.from === null) return "Received";
      return isHeld(entry.from) ? "Released" : "Moved back to new";
    case "scheduled":
    case "awaiting_payment":
      return entry.from === null ? "Received" : `Moved to ${STATUS_META[entry.to].label}`;
  }
}

/** Who did it: a person (on a device, maybe), a device on its own, the platform, OrderDock. */
function actorOf(entry: HistoryEntry, platformName: string, isReceived: boolean): string {
  switch (entry.by) {
    case "person": {
      const name = `by ${entry.personName ?? HISTORY_TEXT.someone}`;
      return entry.deviceName ? `${name} on ${entry.deviceName}` : name;
    }
    case "kitchen":
      return entry.deviceName
        ? `by ${KITCHEN_ACTOR_NAME} on ${entry.deviceName}`
        : `by ${KITCHEN_ACTOR_NAME}`;
    case "platform":
      return `${isReceived ? "from" : "by"} ${platformName}`;
    case "system":
      return isReceived ? `from ${platformName}` : `by ${HISTORY_TEXT.system}`;
  }
}

export type DescribeHistoryOptions = {
  /** The order's platform, by its name: "Received from Uber Eats". */
  platformName: string;
  /** The history has an acceptance line of its own (the server lists it when it told the platform). */
  isAcceptanceListed: boolean;
};

/**
 * One change as the History list says it, without its time: "Accepted by Maria Lopez on
 * Pass iPad", "Marked ready by Kitchen on Pass iPad", "Received from Uber Eats". OrderDock's
 * own acceptance says only "Accepted"; an undo reads "Undo: back to New by …". A change taken
 * back is told the same, and the list strikes it through.
 */
export function describeHistoryEntry(
  entry: HistoryEntry,
  { platformName, isAcceptanceListed }: DescribeHistoryOptions,
): string {
  if (entry.isCorrection) {
    return `Undo: back to ${STATUS_META[entry.to].label} ${actorOf(entry, platformName, false)}`;
  }
  const verb = verbOf(entry, isAcceptanceListed);
  if (entry.kind === "accepted" && entry.by === "system") return verb;
  return `${verb} ${actorOf(entry, platformName, verb === "Received")}`;
}

/** Whether the acceptance has its line in the list, for `describeHistoryEntry`. */
export function hasAcceptanceLine(entries: readonly HistoryEntry[]): boolean {
  return entries.some((entry) => entry.kind === "accepted");
}

/** "12:41 PM" on the day the order was placed (the restaurant's day), the date too after. */
export function formatHistoryTime({
  at,
  orderCreated,
  timeZone,
}: {
  at: string;
  orderCreated: string;
  timeZone?: string;
}): string {
  const date = new Date(at);
  return calendarDaysBetween(new Date(orderCreated), date, timeZone) === 0
    ? formatClockTime(date, timeZone)
    : formatDateTime(date, timeZone);
}
