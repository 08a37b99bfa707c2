import { Clock, TriangleAlert } from "lucide-react";
import { StaticIcon } from "@/client/components/static-icon";
import { cn } from "@/client/lib/utils";
import type { Order } from "@/domain/order";
import {
  type AgeLevel,
  type AgeThresholds,
  ageLevel,
  formatAge,
  orderAgeMinutes,
} from "@/domain/order-age";
import { formatRelativeTime } from "@/domain/relative-time";
import { useAgeClock } from "../hooks/use-age-clock";

const LEVEL_CLASSES: Record<AgeLevel, string> = {
  fresh: "text-muted-foreground",
  warning: "text-amber-800 dark:text-amber-300",
  late: "text-red-700 dark:text-red-300",
};

export type OrderTimeProps = {
  order: Order;
  thresholds: AgeThresholds;
  /** The restaurant's IANA zone, for an ended or held order's 'Today at …'. */
  timeZone?: string;
  className?: string;
};

/**
 * How long an order in the kitchen has waited ("12 min"), amber with a warning sign from the
 * first threshold and red with the word "Late" from the second: never colour alone. Other
 * orders say when they were placed ("Today at 5:05 PM"). Redrawn on its own every 30 s.
 */
export function OrderTime({ order, thresholds, timeZone, className }: OrderTimeProps) {
  const now = useAgeClock();
  const minutes = orderAgeMinutes(order, now);
  if (minutes === null) {
    return (
      <span
        className={cn("inline-flex items-center gap-1 text-sm text-muted-foreground", className)}
      >
        <StaticIcon icon={Clock} className="size-3.5 shrink-0" />
        {formatRelativeTime({ date: order.created, now, timeZone })}
      </span>
    );
  }
  const level = ageLevel(minutes, thresholds);
  // Late carries its word; the other two an icon each (never colour alone).
  const Icon = level === "warning" ? TriangleAlert : Clock;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-sm font-semibold whitespace-nowrap tabular-nums",
        LEVEL_CLASSES[level],
        className,
      )}
    >
      {level !== "late" && <StaticIcon icon={Icon} className="size-4 shrink-0" />}
      {level === "late" && (
        <span className="rounded-sm bg-red-700 px-1 text-xs font-bold tracking-wide text-white uppercase">
          Late
        </span>
      )}
      {level === "late" && " "}
      <span>{formatAge(minutes)}</span>
      {level === "warning" && <span className="sr-only">, getting late</span>}
    </span>
  );
}
