import { displayOrderNumber } from "@/domain/order-number";
import { type OrderStatus, STATUS_META, type WorkflowStatus } from "@/domain/status";
import { UNDO_WINDOW_MS } from "@/domain/undo";

/** The kitchen display's own words; a bump's and a recall's toasts are the dashboard's. */
export const KITCHEN_TEXT = {
  title: "Kitchen display",
  allStations: "All stations",
  station: "Station",
  allDay: "All day",
  allDayEmpty: "Nothing to make",
  recall: "Recall",
  fullScreen: "Full screen",
  exitFullScreen: "Exit full screen",
  dashboard: "Dashboard",
  keysHint: "1–9 select · arrows move · Enter bumps · R recalls",
  expoHeading: "Ready to hand over",
  expoEmpty: "Nothing is ready yet",
  columnEmpty: "No tickets",
  loadFailed: "The orders could not be loaded",
  retry: "Try again",
} as const;

/** The bump button's words for the status it moves to. */
export const BUMP_LABELS: Record<WorkflowStatus, string> = {
  new: "New",
  preparing: "Start",
  ready: "Ready",
  completed: "Complete",
};
export const HAND_OVER_LABEL = "Handed over";

export const RECALL_TOASTS = {
  nothing: {
    title: "Nothing to recall",
    description: "Bump a ticket first: Recall brings back the last one bumped on this screen.",
  },
  /**
   * The server takes a change back only within its undo window and never moves an order
   * backwards (decisions 104 and 105, docs/kitchen-display.md): past the window, the display
   * says so.
   */
  tooLate: (orderNumber: string, status: OrderStatus) => ({
    title: "Too late to recall",
    description: `Order #${displayOrderNumber(orderNumber)} stays ${STATUS_META[status].label}: a bump can be recalled for ${UNDO_WINDOW_MS / 1000} seconds, and orders only move forward.`,
  }),
} as const;

export const selectedAnnouncement = (orderNumber: string) =>
  `Ticket #${displayOrderNumber(orderNumber)} selected`;
