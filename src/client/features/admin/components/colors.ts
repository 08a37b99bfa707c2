/**
 * The panel's status colours, written out whole so Tailwind keeps them. Each keeps WCAG AA
 * contrast (4.5:1) on the card in the light and the dark theme.
 */
export const HEALTH_TEXT_CLASSES = {
  operational: "text-green-700 dark:text-green-300",
  degraded: "text-amber-700 dark:text-amber-300",
} as const;

/** The orders' "ready" badge green. */
export const ACTIVE_BADGE_CLASSES =
  "border-green-200 bg-green-50 text-green-800 dark:border-green-400/30 dark:bg-green-500/15 dark:text-green-200";

/** Red words on an outline button (Delete). */
export const DANGER_TEXT_CLASSES =
  "text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200";

/** A disabled account's badge: the board's red, stronger than an inactive owner's grey. */
export const DISABLED_BADGE_CLASSES =
  "border-red-200 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-200";

/** A disabled account's status in words, beside the Ban icon. */
export const DISABLED_TEXT_CLASSES = "text-red-700 dark:text-red-300";
