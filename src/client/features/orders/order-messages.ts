import { displayOrderNumber } from "@/domain/order-number";
import { INVALID_STATUS_CHANGE, type OrderStatus, STATUS_META } from "@/domain/status";

/** The dashboard's words, in one place. */
export const DASHBOARD_TEXT = {
  title: "Orders Dashboard",
  subtitle: "Manage incoming orders from all platforms",
  searchPlaceholder: "Search by order #, customer, items...",
  loading: "Loading your orders...",
  emptyTitle: "No orders found",
  emptyHint: "Try adjusting your filters or create a test order to get started.",
  clearTestConfirm: "Clear all test orders? This cannot be undone.",
  // Our own words: none are prescribed for a failed load (decision 054).
  loadFailedTitle: "Couldn't load your orders",
  refreshFailed: "Couldn't refresh the orders. Showing the list as it was last loaded.",
  loadFailedHint: "Check the connection, then try again.",
  retry: "Try again",
  // Our own words: orders held outside the kitchen's list (decision 096).
  heldHint: (count: number) =>
    `${count === 1 ? "1 order is" : `${count} orders are`} waiting for payment or for later: choose Scheduled or Awaiting payment to see ${count === 1 ? "it" : "them"}.`,
} as const;

export const STATUS_TOASTS = {
  /** The quick action and the dialog. */
  updated: (orderNumber: string, status: OrderStatus) => ({
    title: "Order Status Updated",
    description: `Order #${displayOrderNumber(orderNumber)} is now ${STATUS_META[status].label}`,
  }),
  /** The card's more-actions menu variant. */
  menuUpdated: (orderNumber: string, status: OrderStatus) => ({
    title: "Status Updated",
    description: `Order #${displayOrderNumber(orderNumber)} is now ${status}`,
  }),
  invalid: { title: INVALID_STATUS_CHANGE.title, description: INVALID_STATUS_CHANGE.message },
  failedTitle: "Failed to update order status",
  failedFallback: "An unknown error occurred",
} as const;

/**
 * Undo on a status change's toast (decision 107). Our own words: the spec has no undo.
 * `altText` is what a screen reader announces in place of the button, with the way to it.
 */
export const UNDO_TOASTS = {
  action: "Undo",
  /** The order dialog's own button, beside the statuses. */
  dialogAction: "Undo status change",
  altText: "Undo: press F8, then Tab to the Undo button",
  undone: (orderNumber: string, status: OrderStatus) => ({
    title: "Change Undone",
    description: `Order #${displayOrderNumber(orderNumber)} is back to ${STATUS_META[status].label}`,
  }),
  failedTitle: "Could not undo",
  failedFallback: "An unknown error occurred",
} as const;

/** A platform changed an order after it arrived (decision 097). */
export const ORDER_UPDATED_TOAST = (orderNumber: string) => ({
  title: "Order Updated",
  description: `Order #${displayOrderNumber(orderNumber)} was changed on its platform`,
});

/** Answering a platform: Accept, Reject, Cancel order and Retry (docs/platform-calls.md). */
export const ANSWER_TOASTS = {
  accepted: (orderNumber: string, prepMinutes: number) => ({
    title: "Order Accepted",
    description: `Order #${displayOrderNumber(orderNumber)} will be ready in ${prepMinutes} min`,
  }),
  rejected: (orderNumber: string) => ({
    title: "Order Rejected",
    description: `Order #${displayOrderNumber(orderNumber)} was rejected`,
  }),
  cancelled: (orderNumber: string) => ({
    title: "Order Cancelled",
    description: `Order #${displayOrderNumber(orderNumber)} was cancelled`,
  }),
  acceptFailedTitle: "Could not accept the order",
  rejectFailedTitle: "Could not reject the order",
  cancelFailedTitle: "Could not cancel the order",
  retryFailedTitle: "Could not send it again",
  failedFallback: "An unknown error occurred",
} as const;

/** Marking one item of an accepted order out of stock. */
export const ITEM_TOASTS = {
  sent: (itemName: string, platform: string) => ({ title: `${itemName}: sent to ${platform}` }),
  failedTitle: "Could not mark the item out of stock",
  failedFallback: "An unknown error occurred",
} as const;

/** "Print on…": the order on one of the restaurant's kitchen printers. */
export const PRINTER_PRINT_TEXT = {
  trigger: "Print on…",
  offline: "offline",
  layouts: { kitchen: "Kitchen ticket", receipt: "Receipt" },
  itemLabel: (layout: string, printer: string) => `${layout} on ${printer}`,
  sent: (printer: string) => `Sent to ${printer}`,
  reprintSent: (printer: string) => `Reprint sent to ${printer}`,
  failed: (printer: string) => `Could not print on ${printer}`,
} as const;

/**
 * The All locations dashboard: every location's orders on one board, each named by its
 * location (docs/locations.md).
 */
export const ALL_LOCATIONS_TEXT = {
  title: "All locations",
  subtitle: "Orders from every location you work at",
  /** Said before a location's name, for screen readers. */
  locationPrefix: "Location: ",
  /** The card's name: order numbers can repeat across locations. */
  cardLabel: (number: string, location: string) => `Order #${number} at ${location}`,
} as const;

/**
 * A kitchen that cooks for several brands (docs/brands.md): each order is named by the brand
 * it is sold under, so it goes out in the right bag.
 */
export const BRAND_TEXT = {
  /** Said before a brand's name, for screen readers. */
  brandPrefix: "Brand: ",
  /** An order's name with its brand ("Order #123, Midnight Wings"): numbers repeat across brands. */
  orderLabel: (number: string, brand: string | undefined) =>
    brand ? `Order #${number}, ${brand}` : `Order #${number}`,
  /** The new-order alert's name: "New order #123, Midnight Wings". */
  newOrderLabel: (number: string, brand: string | undefined) =>
    brand ? `New order #${number}, ${brand}` : `New order #${number}`,
} as const;

/** A card's name: its number, the brand it is sold under, and on All locations its location. */
export function orderCardLabel(
  number: string,
  { locationName, brand }: { locationName?: string; brand?: string },
): string {
  const label = BRAND_TEXT.orderLabel(number, brand);
  return locationName ? `${label} at ${locationName}` : label;
}
