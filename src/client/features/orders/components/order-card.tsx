import { memo, useEffect, useRef, useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { pluralize } from "@/client/lib/pluralize";
import { cn } from "@/client/lib/utils";
import { DEFAULT_AGE_THRESHOLDS } from "@/domain/api/settings";
import { formatMoney } from "@/domain/money";
import type { Order } from "@/domain/order";
import type { AgeThresholds } from "@/domain/order-age";
import { displayOrderNumber } from "@/domain/order-number";
import { isOpenStatus, type OrderStatus, STATUS_META } from "@/domain/status";
import { countItems } from "@/domain/totals";
import { useAgeClock } from "../hooks/use-age-clock";
import type { StatusChangeSource } from "../hooks/use-change-status";
import { answerDeadline, canAccept, type OrderAnswer } from "../order-answer";
import { orderCardLabel } from "../order-messages";
import { OrderCardActions } from "./card-actions";
import { OrderCardHeader } from "./card-header";
import { CardNotices } from "./card-notices";
import { DeadlineCountdown } from "./deadline-countdown";
import { ItemPreview } from "./item-preview";
import { OrderBrandLabel } from "./order-brand-label";
import { OrderLocationLabel } from "./order-location-label";
import { OrderNotesPreview } from "./order-notes";
import { PlatformLine } from "./platform-line";
import { STATUS_CLASSES } from "./status-style";

/** A card lists at most two line items. */
export const CARD_ITEM_LIMIT = 2;
const FLASH_MS = 800;

export type OrderCardProps = {
  order: Order;
  /** The restaurant's IANA zone: 'Today' and 'Yesterday' are its days, not the device's. */
  timeZone?: string;
  /** When an open order's age turns amber and red (Settings); the defaults otherwise. */
  ageThresholds?: AgeThresholds;
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
  /** The order's location, on the All locations dashboard only: the card names it. */
  locationName?: string;
  /** The brand it is sold under, where its kitchen runs several (docs/brands.md). */
  brand?: string;
};

/** The order card. */
export const OrderCard = memo(function OrderCard({
  order,
  timeZone,
  ageThresholds = DEFAULT_AGE_THRESHOLDS,
  isSelected,
  onOpen,
  onChangeStatus,
  onPrint,
  onAnswer,
  onRetry,
  deadlineWarningMinutes,
  onStatusShown,
  locationName,
  brand,
}: OrderCardProps) {
  const flash = useStatusFlash(order.status, onStatusShown);
  const number = displayOrderNumber(order.orderNumber);
  const deadline = answerDeadline(order);
  const isDone = !isOpenStatus(order.status);
  // While the platform waits for an answer, Accept is the step to take (with its
  // preparation time); 'Set Preparing' in the menu still accepts with the default one
  // (docs/platform-calls.md).
  const isAwaitingAnswer = canAccept(order);

  return (
    <article
      aria-label={orderCardLabel(number, { locationName, brand })}
      className={cn(
        "group relative flex flex-col gap-1 overflow-hidden rounded-2xl border p-2.5 text-card-foreground transition-shadow compact:p-2 xl:p-4",
        // Its own stacking context: the buttons it raises above its stretched button never
        // lie over another card.
        "isolate",
        // Ended orders step back: flat and tinted, the open ones stand out.
        isDone ? "bg-muted/40" : "bg-card shadow-sm hover:shadow-md",
        // Cards off screen skip layout and paint until scrolled near: a list of a thousand
        // renders and filters at the cost of the few on screen (docs/performance.md). Until
        // drawn once, a card holds a place taller than any card seen (most are 250–300 px,
        // the tallest 463): content that ran past a shorter place would lie over the next
        // card, its buttons over that card's, wherever layout is measured.
        "[contain-intrinsic-size:auto_28rem] [content-visibility:auto]",
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
      {(locationName || brand) && (
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          {locationName && <OrderLocationLabel name={locationName} />}
          {brand && <OrderBrandLabel name={brand} className="text-base compact:text-sm" />}
        </div>
      )}
      <OrderCardHeader
        order={order}
        timeZone={timeZone}
        ageThresholds={ageThresholds}
        onOpen={onOpen}
      />

      {deadline && (
        <DeadlineCountdown acceptBy={deadline} warningMinutes={deadlineWarningMinutes} />
      )}
      {order.platformLink?.call && (
        <PlatformLine order={order} timeZone={timeZone} onRetry={onRetry} />
      )}

      <TimedCardNotices order={order} timeZone={timeZone} />

      <div className="text-base">
        <p className="flex items-baseline gap-2">
          <span className="min-w-0 truncate font-semibold">{order.customer.name}</span>
          {/* Compact, the name takes the room: the item lines show each quantity. */}
          <span className="shrink-0 text-sm text-muted-foreground compact:hidden">
            {pluralize(countItems(order.items), "item")}
          </span>
          <span
            className={cn(
              "ml-auto shrink-0 font-bold tabular-nums",
              isDone ? "text-base" : "text-lg compact:text-base",
            )}
          >
            {formatMoney(order.total, order.currency)}
          </span>
        </p>
        {/* The items on the left, the tax and delivery fee beside them on the right. */}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2 [&>p]:col-start-1 [&>ul]:col-start-1 [&>ul]:row-start-1">
          <ItemPreview
            items={order.items}
            limit={CARD_ITEM_LIMIT}
            moreSeparator=""
            listClassName="text-[0.95rem] leading-5"
            moreClassName="mt-0.5"
          />
          {(order.tax > 0 || (order.isDelivery && order.deliveryFee > 0)) && (
            // Compact, the money beside the items gives way to them: the dialog has it.
            <div className="col-start-2 row-span-2 row-start-1 mt-1 flex flex-col items-end gap-1 self-start compact:hidden">
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
          )}
        </div>
        {/* Compact, the allergy flag starts the note's first line, not a line of its own. */}
        <OrderNotesPreview
          order={order}
          className="mt-2 compact:mt-1 compact:flow-root compact:[&>p+p]:mt-1.5"
          flagClassName="compact:float-left compact:mr-1.5 compact:py-0"
        />
      </div>

      <OrderCardActions
        order={order}
        isAwaitingAnswer={isAwaitingAnswer}
        onChangeStatus={onChangeStatus}
        onPrint={onPrint}
        onAnswer={onAnswer}
      />
    </article>
  );
});

/** The notices' times ("For Today at 6:30 PM") follow the age clock, not the board. */
function TimedCardNotices({ order, timeZone }: { order: Order; timeZone?: string }) {
  const now = useAgeClock();
  return <CardNotices order={order} now={now} timeZone={timeZone} />;
}

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
