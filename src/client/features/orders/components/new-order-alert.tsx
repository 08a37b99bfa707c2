import { Bike, ShoppingBag, X } from "lucide-react";
import { useEffect, useState } from "react";
import { PlatformIcon } from "@/client/components/platform-icon";
import { Button } from "@/client/components/ui/button";
import { playSound, TOAST_SOUND_VOLUME } from "@/client/lib/sound";
import { cn } from "@/client/lib/utils";
import { formatMoney } from "@/domain/money";
import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { DEFAULT_DEADLINE_WARNING_MINUTES } from "@/domain/platform-actions";
import { PLATFORM_META } from "@/domain/platforms";
import { answerDeadline } from "../order-answer";
import { DeadlineCountdown } from "./deadline-countdown";
import { DietaryFlag } from "./dietary-flag";
import { ItemPreview } from "./item-preview";
import { OrderNotesPreview } from "./order-notes";

/** The toast stays 20 s (the phone popup 10 s); pulses at ~300 ms and 5 s. */
export const NEW_ORDER_TOAST_MS = 20_000;
export const NEW_ORDER_POPUP_MS = 10_000;
export const ATTENTION_AT_MS = [300, 5_000] as const;
/** The toast lists at most two items. */
export const TOAST_ITEM_LIMIT = 2;

export type NewOrderAlertProps = {
  order: Order;
  variant: "toast" | "popup";
  /** Drawn in the popup's one-line form while keeping the variant's lifetime (older toasts). */
  compact?: boolean;
  /** The Accept countdown turns red this many minutes before the platform's deadline. */
  deadlineWarningMinutes?: number;
  onView(order: Order): void;
  onDismiss(): void;
};

/** The new-order toast ('View & Accept', 'Remind Later', close) and its popup variant. */
export function NewOrderAlert({
  order,
  variant,
  compact = variant === "popup",
  deadlineWarningMinutes = DEFAULT_DEADLINE_WARNING_MINUTES,
  onView,
  onDismiss,
}: NewOrderAlertProps) {
  const isPulsing = useAttention(
    variant === "toast" ? NEW_ORDER_TOAST_MS : NEW_ORDER_POPUP_MS,
    onDismiss,
  );
  const number = displayOrderNumber(order.orderNumber);
  // The platform's deadline for an answer, while it still waits for one.
  const deadline = answerDeadline(order);
  const countdown = deadline && (
    <DeadlineCountdown acceptBy={deadline} warningMinutes={deadlineWarningMinutes} />
  );

  if (compact) {
    return (
      <section
        aria-label={`New order #${number}`}
        className={cn(
          "pointer-events-auto flex items-center gap-3 rounded-xl border bg-popover p-3 shadow-xl",
          isPulsing && "motion-safe:animate-attention",
        )}
      >
        <PlatformIcon platform={order.platform} className="size-9" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="block font-semibold">New Order Received!</span>
          <span className="block truncate text-muted-foreground">
            #{number} · {order.customer.name} · {formatMoney(order.total, order.currency)}
          </span>
          <DietaryFlag order={order} className="mt-1 text-xs" />
          {countdown}
        </p>
        <Button size="sm" onClick={() => onView(order)}>
          View
        </Button>
        <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={onDismiss}>
          <X aria-hidden />
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-label={`New order #${number}`}
      className={cn(
        "pointer-events-auto relative grid w-full gap-3 rounded-2xl border-2 border-brand bg-popover p-4 text-popover-foreground shadow-2xl",
        isPulsing && "motion-safe:animate-attention",
      )}
    >
      <div className="flex items-center gap-2 pr-8">
        <h2 className="text-lg font-bold">New Order Received!</h2>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
          <span aria-hidden className="size-1.5 rounded-full bg-white motion-safe:animate-pulse" />
          LIVE
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-2 right-2"
          aria-label="Close"
          onClick={onDismiss}
        >
          <X aria-hidden />
        </Button>
      </div>
      <div className="flex items-start gap-3">
        <PlatformIcon platform={order.platform} />
        <div className="min-w-0 flex-1">
          <p className="flex items-baseline justify-between gap-2">
            <span className="font-semibold">
              {PLATFORM_META[order.platform].displayName} · #{number}
            </span>
            <span className="text-lg font-bold tabular-nums">
              {formatMoney(order.total, order.currency)}
            </span>
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <span className="truncate">{order.customer.name}</span>·
            {order.isDelivery ? (
              <span className="inline-flex items-center gap-1">
                <Bike className="size-4" aria-hidden />
                Delivery Order
              </span>
            ) : (
              <span className="inline-flex items-center gap-1">
                <ShoppingBag className="size-4" aria-hidden />
                Pickup Order
              </span>
            )}
          </p>
          <ItemPreview
            items={order.items}
            limit={TOAST_ITEM_LIMIT}
            moreSeparator=" "
            listClassName="mt-2 text-sm"
          />
          <OrderNotesPreview order={order} className="mt-2" />
          {countdown && <div className="mt-2">{countdown}</div>}
        </div>
      </div>
      <div className="relative flex gap-2">
        <Button className="flex-1" onClick={() => onView(order)}>
          View &amp; Accept
        </Button>
        <Button variant="outline" className="flex-1" onClick={onDismiss}>
          Remind Later
        </Button>
      </div>
    </section>
  );
}

/**
 * A pulse and the toast sound at ~300 ms, another pulse (no sound) at 5 s, then gone
 * after `lifetimeMs`.
 */
function useAttention(lifetimeMs: number, onExpire: () => void): boolean {
  const [isPulsing, setPulsing] = useState(false);
  useEffect(() => {
    const timers = ATTENTION_AT_MS.map((at, index) =>
      setTimeout(() => {
        setPulsing(false);
        requestAnimationFrame(() => setPulsing(true));
        if (index === 0) playSound("new", TOAST_SOUND_VOLUME);
      }, at),
    );
    const expiry = setTimeout(onExpire, lifetimeMs);
    return () => {
      for (const timer of timers) clearTimeout(timer);
      clearTimeout(expiry);
    };
  }, [lifetimeMs, onExpire]);
  return isPulsing;
}
