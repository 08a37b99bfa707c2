import { CalendarClock, CircleAlert, CircleSlash, CircleX, RefreshCw } from "lucide-react";
import { cn } from "@/client/lib/utils";
import { formatMoney } from "@/domain/money";
import type { Order } from "@/domain/order";
import { totalsDifference } from "@/domain/order-amounts";
import { PLATFORM_META } from "@/domain/platforms";
import { formatUpcomingTime } from "@/domain/relative-time";
import { NOTICE_CLASSES } from "./status-style";

/**
 * The card's flags (decisions 088, 092, 096 and 097): what staff must check on the
 * platform, items that were 86'd when it arrived, a platform's change since it arrived, a
 * total the lines do not add up to, why a cancelled order ended ("Not accepted in time") and
 * a scheduled order's time.
 */
export function CardNotices({
  order,
  now,
  timeZone,
}: {
  order: Order;
  now: number;
  timeZone?: string;
}) {
  const platform = PLATFORM_META[order.platform].displayName;
  const difference = totalsDifference(order);
  const flags = [
    order.checkNotes.length > 0 && (
      <span key="check" className={cn(FLAG, NOTICE_CLASSES.warning)}>
        <CircleAlert aria-hidden />
        {`Check on ${platform}`}
      </span>
    ),
    order.unavailableItems && order.unavailableItems.length > 0 && (
      <span key="unavailable" className={cn(FLAG, NOTICE_CLASSES.warning)}>
        <CircleSlash aria-hidden />
        {unavailableText(order.unavailableItems)}
      </span>
    ),
    difference !== 0 && (
      <span key="totals" className={cn(FLAG, NOTICE_CLASSES.warning)}>
        {`Totals differ by ${formatMoney(Math.abs(difference), order.currency)}`}
      </span>
    ),
    order.lastUpdate && (
      <span key="updated" className={cn(FLAG, NOTICE_CLASSES.info)}>
        <RefreshCw aria-hidden />
        Updated
      </span>
    ),
    order.status === "cancelled" && order.statusNote && (
      <span key="cancelled" className={cn(FLAG, NOTICE_CLASSES.warning)}>
        <CircleX aria-hidden />
        {order.statusNote}
      </span>
    ),
    order.status === "scheduled" && order.promisedAt && (
      <span key="scheduled" className={cn(FLAG, NOTICE_CLASSES.info)}>
        <CalendarClock aria-hidden />
        {`For ${formatUpcomingTime({ date: order.promisedAt, now, timeZone })}`}
      </span>
    ),
  ].filter(Boolean);
  if (flags.length === 0) return null;
  return <div className="flex flex-wrap gap-2">{flags}</div>;
}

const FLAG =
  "inline-flex items-center gap-1.5 rounded-md border px-2 py-1 text-sm font-semibold [&_svg]:size-4";

/** "86'd: Truffle Fries" — items and choices 86'd on the menu when the order arrived. */
export function unavailableText(names: readonly string[]): string {
  return `86'd: ${names.join(", ")}`;
}
