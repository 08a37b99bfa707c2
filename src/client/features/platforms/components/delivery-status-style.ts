import type { DeliveryStatus } from "@/domain/api/webhook-deliveries";

/**
 * Outcome badges, tinted with the text in a deep shade of the same hue so the label keeps
 * AA contrast in both themes (the colour approach of the orders' status badges): processed
 * green, nothing to do gray, in progress blue, refused and failed red.
 */
export const DELIVERY_STATUS_CLASSES: Record<DeliveryStatus, string> = {
  processed:
    "border-green-200 bg-green-50 text-green-800 dark:border-green-400/30 dark:bg-green-500/15 dark:text-green-200",
  ignored:
    "border-gray-200 bg-gray-100 text-gray-700 dark:border-gray-400/30 dark:bg-gray-500/20 dark:text-gray-200",
  received:
    "border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-400/30 dark:bg-blue-500/15 dark:text-blue-200",
  refused:
    "border-red-200 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-200",
  failed:
    "border-red-200 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-200",
};

/** The reason a delivery was refused or failed, as body text on the card. */
export const DELIVERY_ERROR_TEXT_CLASS = "text-red-700 dark:text-red-300";
