import { MapPin, ShoppingBag, Truck } from "lucide-react";
import { PlatformIcon } from "@/client/components/platform-icon";
import { StaticIcon } from "@/client/components/static-icon";
import { cn } from "@/client/lib/utils";
import type { Order } from "@/domain/order";
import type { AgeThresholds } from "@/domain/order-age";
import { displayOrderNumber } from "@/domain/order-number";
import { PLATFORM_META } from "@/domain/platforms";
import { isOpenStatus } from "@/domain/status";
import { OrderTime } from "./order-time";
import { StatusBadge } from "./status-badge";

/** Order numbers longer than this ("604721063804098") are set smaller and may break. */
const LONG_NUMBER_CHARS = 10;

/**
 * Compact, the head drops the platform's mark for a dot of its colour and flows in one
 * wrapping row (the rows' wrappers dissolve: `contents`): the number, then beside it an open
 * order's age ("1 h 05 min" drops under it rather than run over it), then the platform, order
 * type and distance on a line of their own. An open order's status is left to its group's
 * heading ("New (5)"); an ended one, under Done, keeps its badge beside the number and says
 * when it was placed on a last line.
 */
const COMPACT_SHARED = {
  icon: "compact:hidden",
  head: "compact:flex compact:flex-wrap compact:items-center compact:gap-x-2",
  row: "compact:contents",
  meta: "compact:order-2 compact:basis-full compact:gap-x-2",
  dot: "compact:inline-block",
  separator: "compact:hidden",
} as const;
const COMPACT_PARTS = {
  open: { ...COMPACT_SHARED, badge: "compact:hidden", time: "compact:order-1 compact:ml-auto" },
  done: { ...COMPACT_SHARED, badge: "compact:order-1 compact:ml-auto", time: "compact:order-3" },
} as const;

/** The id of an order's card button, where the focus goes back when its dialog closes. */
export function orderCardButtonId(orderId: string): string {
  return `order-card-${orderId}`;
}

export type OrderCardHeaderProps = {
  order: Order;
  timeZone?: string;
  ageThresholds: AgeThresholds;
  onOpen(order: Order): void;
};

/** The card's head: its number (the card's main control), status, platform and age. */
export function OrderCardHeader({ order, timeZone, ageThresholds, onOpen }: OrderCardHeaderProps) {
  const number = displayOrderNumber(order.orderNumber);
  const compact = COMPACT_PARTS[isOpenStatus(order.status) ? "open" : "done"];
  return (
    <div className="flex items-start gap-2.5">
      <PlatformIcon platform={order.platform} className={cn("size-9", compact.icon)} />
      <div className={cn("grid min-w-0 flex-1 gap-0.5", compact.head)}>
        <div className={cn("flex items-start justify-between gap-2", compact.row)}>
          <h3
            className={cn(
              "min-w-0 leading-tight font-bold",
              // A long number (Grubhub's 15 digits) steps down a size and breaks anywhere
              // rather than run under the badge; a short one ("#W-1011") never breaks.
              number.length > LONG_NUMBER_CHARS
                ? "text-base [overflow-wrap:anywhere]"
                : "text-lg whitespace-nowrap",
            )}
          >
            {/* The card's main control, stretched over the whole card (click, Enter or Space
                opens it). At least 28 px tall whatever the font, so the touch target is
                WCAG 2.2's 24 px on every screen. Its focus ring is drawn inside the card,
                which clips what lies outside. */}
            <button
              type="button"
              id={orderCardButtonId(order.id)}
              onClick={() => onOpen(order)}
              className="inline-flex min-h-7 items-center rounded-sm text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-ring"
            >
              #{number}
            </button>
          </h3>
          <StatusBadge status={order.status} className={cn("shrink-0", compact.badge)} />
        </div>
        <div
          className={cn(
            "flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-sm",
            compact.row,
          )}
        >
          <p
            className={cn(
              "flex flex-wrap items-center gap-x-1.5 text-muted-foreground",
              compact.meta,
            )}
          >
            <span
              aria-hidden
              className={cn("hidden size-2.5 shrink-0 rounded-full", compact.dot)}
              style={{ backgroundColor: PLATFORM_META[order.platform].color }}
            />
            <span>{PLATFORM_META[order.platform].displayName}</span>
            <span aria-hidden className={compact.separator}>
              ·
            </span>
            <span className="inline-flex items-center gap-1 font-medium text-foreground [&_svg]:size-3.5">
              <StaticIcon icon={order.isDelivery ? Truck : ShoppingBag} />
              {order.isDelivery ? "Delivery" : "Pickup"}
            </span>
            {order.isDelivery && order.deliveryDistance !== undefined && (
              <span className="inline-flex items-center gap-1">
                <StaticIcon icon={MapPin} className="size-3.5" />
                {order.deliveryDistance.toFixed(1)} mi
              </span>
            )}
          </p>
          <OrderTime
            order={order}
            thresholds={ageThresholds}
            timeZone={timeZone}
            className={compact.time}
          />
        </div>
      </div>
    </div>
  );
}
