import {
  CalendarClock,
  ChefHat,
  CircleCheckBig,
  CircleX,
  Hourglass,
  type LucideIcon,
  PackageCheck,
  Sparkles,
} from "lucide-react";
import type { OrderStatus, StatusColor } from "@/domain/status";

/**
 * The status colours as Tailwind classes (written out whole so Tailwind keeps them):
 * new blue, preparing amber, ready green, completed gray; cancelled red; held
 * orders violet (scheduled) and slate (awaiting payment), apart from the kitchen's colours.
 */
export const STATUS_CLASSES: Record<StatusColor, { badge: string; solid: string; text: string }> = {
  blue: {
    badge:
      "border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-400/30 dark:bg-blue-500/15 dark:text-blue-200",
    solid: "bg-blue-500",
    text: "text-blue-700 dark:text-blue-300",
  },
  amber: {
    badge:
      "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-500/15 dark:text-amber-200",
    solid: "bg-amber-500",
    text: "text-amber-700 dark:text-amber-300",
  },
  green: {
    badge:
      "border-green-200 bg-green-50 text-green-800 dark:border-green-400/30 dark:bg-green-500/15 dark:text-green-200",
    solid: "bg-green-500",
    text: "text-green-700 dark:text-green-300",
  },
  gray: {
    badge:
      "border-gray-200 bg-gray-100 text-gray-700 dark:border-gray-400/30 dark:bg-gray-500/20 dark:text-gray-200",
    solid: "bg-gray-500",
    text: "text-gray-600 dark:text-gray-300",
  },
  red: {
    badge:
      "border-red-200 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-200",
    solid: "bg-red-500",
    text: "text-red-700 dark:text-red-300",
  },
  violet: {
    badge:
      "border-violet-200 bg-violet-50 text-violet-800 dark:border-violet-400/30 dark:bg-violet-500/15 dark:text-violet-200",
    solid: "bg-violet-500",
    text: "text-violet-700 dark:text-violet-300",
  },
  slate: {
    badge:
      "border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-400/30 dark:bg-slate-500/20 dark:text-slate-200",
    solid: "bg-slate-500",
    text: "text-slate-700 dark:text-slate-300",
  },
};

export const STATUS_ICONS: Record<OrderStatus, LucideIcon> = {
  awaiting_payment: Hourglass,
  scheduled: CalendarClock,
  new: Sparkles,
  preparing: ChefHat,
  ready: PackageCheck,
  completed: CircleCheckBig,
  cancelled: CircleX,
};

/** Notices on a card or in the dialog: something staff should look at, or news. */
export const NOTICE_CLASSES = {
  warning:
    "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/40 dark:bg-amber-500/15 dark:text-amber-100",
  info: "border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-400/40 dark:bg-sky-500/15 dark:text-sky-100",
} as const;
