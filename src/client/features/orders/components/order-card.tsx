import {
  CircleX,
  Clock,
  EllipsisVertical,
  MapPin,
  Printer,
  ShoppingBag,
  Truck,
} from "lucide-react";
import { memo, useEffect, useRef, useState } from "react";
import { PlatformIcon } from "@/client/components/platform-icon";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { pluralize } from "@/client/lib/pluralize";
import { cn } from "@/client/lib/utils";
import { formatMoney } from "@/domain/money";
import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { PLATFORM_META } from "@/domain/platforms";
import { formatRelativeTime } from "@/domain/relative-time";
import {
  canMoveStatus,
  isBackwardMove,
  nextStatus,
  type OrderStatus,
  STATUS_META,
  WORKFLOW_STATUSES,
} from "@/domain/status";
import { countItems } from "@/domain/totals";
import type { StatusChangeSource } from "../hooks/use-change-status";
import { answerDeadline, canAccept, canCancel, canReject, type OrderAnswer } from "../order-answer";
import { CardNotices } from "./card-notices";
import { DeadlineCountdown } from "./deadline-countdown";
import { ItemPreview } from "./item-preview";
import { OrderNotesPreview } from "./order-notes";
import { PlatformLine } from "./platform-line";
import { PrintReceiptMenuItem } from "./print-receipt";
import { StatusBadge } from "./status-badge";
import { STATUS_CLASSES } from "./status-style";

/** A card lists at most two line items. */
export const CARD_ITEM_LIMIT = 2;
const FLASH_MS = 800;

export type OrderCardProps = {
  order: Order;
  now: number;
  /** The restaurant's IANA zone: 'Today' and 'Yesterday' are its days, not the device's. */
  timeZone?: string;
  isSelected: boolean;
  onOpen(order: Order): void;
  onChangeStatus(order: Order, status: OrderStatus, source: StatusChangeSource): void;
  onPrint(order: Order): void;
  /** Opens Accept, Reject or Cancel order for this order. */
  onAnswer(order: Order, answer: OrderAnswer): void;
  /** Sends a call the platform refused again. */
  onRetry(order: Order): void;
  /** The Accept countdown turns red this many minutes before the deadline (Settings). */
  deadlineWarningMinutes: number;
  /** Called when the status on screen changes (here or elsewhere), for the status sound. */
  onStatusShown?(status: OrderStatus): void;
};

/** The order card. */
export const OrderCard = memo(function OrderCard({
  order,
  now,
  timeZone,
  isSelected,
  onOpen,
  onChangeStatus,
  onPrint,
  onAnswer,
  onRetry,
  deadlineWarningMinutes,
  onStatusShown,
}: OrderCardProps) {
  const flash = useStatusFlash(order.status, onStatusShown);
  const number = displayOrderNumber(order.orderNumber);
  const next = nextStatus(order.status);
  const deadline = answerDeadline(order);

  return (
    <article
      aria-label={`Order #${number}`}
      className={cn(
        "group relative flex flex-col gap-3 overflow-hidden rounded-2xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md",
        // Cards off screen skip layout and paint until scrolled near: a list of a thousand
        // renders and filters at the cost of the few on screen (docs/performance.md).
        "[contain-intrinsic-size:auto_18rem] [content-visibility:auto]",
        isSelected && "border-brand ring-2 ring-brand",
      )}
    >
      {flash && (
        <span
          aria-hidden
          className={cn(
            "pointer-events-none absolute inset-0 opacity-0 motion-safe:animate-status-flash",
            STATUS_CLASSES[STATUS_META[flash].color].solid,
          )}
        />
      )}
      <div className="flex items-start gap-3">
        <PlatformIcon platform={order.platform} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-tight font-bold">
            {/* The card's main control, stretched over the whole card (click, Enter or Space opens it). Its focus ring is drawn inside the card, which clips what lies outside. */}
            <button
              type="button"
              onClick={() => onOpen(order)}
              className="rounded-sm text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-ring"
            >
              #{number}
            </button>
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {PLATFORM_META[order.platform].displayName}
          </p>
        </div>
        <StatusBadge status={order.status} className="shrink-0" />
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {order.isDelivery ? (
          <Badge variant="secondary" className="text-sm">
            <Truck aria-hidden />
            Delivery
          </Badge>
        ) : (
          <Badge variant="secondary" className="text-sm">
            <ShoppingBag aria-hidden />
            Pickup
          </Badge>
        )}
        {order.isDelivery && order.deliveryDistance !== undefined && (
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5" aria-hidden />
            {order.deliveryDistance.toFixed(1)} mi
          </span>
        )}
        <span className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {formatRelativeTime({ date: order.created, now, timeZone })}
        </span>
      </div>

      {(deadline || order.platformLink?.call) && (
        <div className="grid gap-1">
          {deadline && (
            <DeadlineCountdown acceptBy={deadline} warningMinutes={deadlineWarningMinutes} />
          )}
          <PlatformLine order={order} timeZone={timeZone} onRetry={onRetry} />
        </div>
      )}

      <CardNotices order={order} now={now} timeZone={timeZone} />

      <div className="text-base">
        <p className="flex items-baseline justify-between gap-2">
          <span className="truncate font-semibold">{order.customer.name}</span>
          <span className="shrink-0 text-sm text-muted-foreground">
            {pluralize(countItems(order.items), "item")}
          </span>
        </p>
        <ItemPreview
          items={order.items}
          limit={CARD_ITEM_LIMIT}
          moreSeparator=""
          listClassName="mt-1.5 text-[0.95rem]"
          moreClassName="mt-0.5"
        />
        <OrderNotesPreview order={order} className="mt-2" />
      </div>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <span className="text-xl font-bold tabular-nums">
          {formatMoney(order.total, order.currency)}
        </span>
        {order.tax > 0 && (
          <Badge variant="outline" className="font-medium text-muted-foreground">
            Tax {formatMoney(order.tax, order.currency)}
          </Badge>
        )}
        {order.isDelivery && order.deliveryFee > 0 && (
          <Badge variant="outline" className="font-medium text-muted-foreground">
            Delivery {formatMoney(order.deliveryFee, order.currency)}
          </Badge>
        )}
      </div>

      {/* Above the stretched button, so these take their own clicks. */}
      {canAccept(order) && (
        <div className="relative z-10 flex gap-2">
          <Button className="flex-1" onClick={() => onAnswer(order, "accept")}>
            Accept
          </Button>
          {canReject(order) && (
            <Button variant="outline" className="flex-1" onClick={() => onAnswer(order, "reject")}>
              Reject
            </Button>
          )}
        </div>
      )}
      <div className="relative z-10 flex items-center gap-2">
        {next && (
          <Button className="flex-1" onClick={() => onChangeStatus(order, next, "quick")}>
            {STATUS_META[next].markLabel}
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          className={cn(!next && "ml-auto")}
          aria-label={`Print order #${number}`}
          onClick={() => onPrint(order)}
        >
          <Printer aria-hidden />
        </Button>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="icon" aria-label={`More actions for order #${number}`}>
              <EllipsisVertical aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>Order #{number}</DropdownMenuLabel>
            {WORKFLOW_STATUSES.map((status) => (
              <DropdownMenuItem
                key={status}
                disabled={
                  isBackwardMove(order.status, status) ||
                  !canMoveStatus({ from: order.status, to: status, actor: "staff" })
                }
                onSelect={() => onChangeStatus(order, status, "menu")}
              >
                {STATUS_META[status].setLabel}
                {status === order.status && (
                  <span className="ml-auto text-xs text-muted-foreground">Current</span>
                )}
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <PrintReceiptMenuItem order={order} />
            {canCancel(order) && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => onAnswer(order, "cancel")}>
                  <CircleX aria-hidden />
                  Cancel order
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </article>
  );
});

/**
 * When a card's status changes, an overlay in the status colour plays for 800 ms.
 * Not on first sight: a card that scrolls or filters into view has not changed.
 */
function useStatusFlash(
  status: OrderStatus,
  onStatusShown?: (status: OrderStatus) => void,
): OrderStatus | null {
  const previous = useRef(status);
  const [flash, setFlash] = useState<OrderStatus | null>(null);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    setFlash(status);
    onStatusShown?.(status);
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [status, onStatusShown]);
  return flash;
}
