import { BellRing, Bike, ShoppingBag, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PlatformIcon } from "@/client/components/platform-icon";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { pluralize } from "@/client/lib/pluralize";
import { playSound, TOAST_SOUND_VOLUME } from "@/client/lib/sound";
import { cn } from "@/client/lib/utils";
import { formatMoney } from "@/domain/money";
import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { DEFAULT_DEADLINE_WARNING_MINUTES } from "@/domain/platform-actions";
import { PLATFORM_META } from "@/domain/platforms";
import { REMIND_LATER_MINUTES, type RemindLaterMinutes } from "../hooks/new-order-alerts";
import { answerDeadline } from "../order-answer";
import { BRAND_TEXT } from "../order-messages";
import { DeadlineCountdown } from "./deadline-countdown";
import { DietaryFlag } from "./dietary-flag";
import { ItemPreview } from "./item-preview";
import { OrderBrandLabel } from "./order-brand-label";
import { OrderLocationLabel } from "./order-location-label";
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
  /** New orders waiting in the stack, this one included: "3 new orders" from two. */
  waitingCount?: number;
  onView(order: Order): void;
  onDismiss(): void;
  /** Puts away every order in the stack (offered from two). */
  onDismissAll?(): void;
  /** Puts this order away and brings it back after the chosen minutes. */
  onRemindLater?(minutes: RemindLaterMinutes): void;
  /** The order's location, when the feed is every location's (All locations). */
  locationName?: string;
  /** The brand it is sold under, where its kitchen runs several (docs/brands.md). */
  brand?: string;
};

/** The new-order toast ('View & Accept', 'Remind Later', close) and its popup variant. */
export function NewOrderAlert({
  order,
  variant,
  compact = variant === "popup",
  deadlineWarningMinutes = DEFAULT_DEADLINE_WARNING_MINUTES,
  waitingCount = 1,
  onView,
  onDismiss,
  onDismissAll,
  onRemindLater,
  locationName,
  brand,
}: NewOrderAlertProps) {
  // The toast waits while staff choose when to be reminded.
  const [isChoosing, setChoosing] = useState(false);
  const isPulsing = useAttention(
    variant === "toast" ? NEW_ORDER_TOAST_MS : NEW_ORDER_POPUP_MS,
    onDismiss,
    isChoosing,
  );
  const waiting = waitingCount > 1 && (
    <WaitingCount count={waitingCount} onDismissAll={onDismissAll} />
  );
  const number = displayOrderNumber(order.orderNumber);
  const label = BRAND_TEXT.newOrderLabel(number, brand);
  // The platform's deadline for an answer, while it still waits for one.
  const deadline = answerDeadline(order);
  const countdown = deadline && (
    <DeadlineCountdown acceptBy={deadline} warningMinutes={deadlineWarningMinutes} />
  );

  if (compact) {
    return (
      <section
        aria-label={label}
        className={cn(
          "pointer-events-auto flex items-center gap-3 rounded-xl border bg-popover p-3 shadow-xl",
          isPulsing && "motion-safe:animate-attention",
        )}
      >
        <PlatformIcon platform={order.platform} className="size-9" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="block font-semibold">
            New Order Received!
            {waitingCount > 1 && (
              <span className="ml-2 font-medium text-muted-foreground">
                {pluralize(waitingCount, "new order")}
              </span>
            )}
          </span>
          {locationName && <OrderLocationLabel name={locationName} className="flex text-xs" />}
          {brand && (
            <OrderBrandLabel as="span" name={brand} className="my-0.5 flex w-fit text-xs" />
          )}
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
      aria-label={label}
      className={cn(
        "@container pointer-events-auto relative w-full rounded-2xl border-2 border-brand bg-popover p-3 text-popover-foreground shadow-2xl sm:p-4",
        isPulsing && "motion-safe:animate-attention",
      )}
    >
      {/* Wide (docked across a tablet's header): the buttons stand beside the order, so the
          stack stays short; narrow: below it. */}
      <div className="grid gap-3 @xl:grid-cols-[minmax(0,1fr)_12rem] @xl:items-start">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pr-10">
            <h2 className="text-lg font-bold">New Order Received!</h2>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
              <span
                aria-hidden
                className="size-1.5 rounded-full bg-white motion-safe:animate-pulse"
              />
              LIVE
            </span>
            {waiting}
          </div>
          <div className="flex items-start gap-3">
            <PlatformIcon platform={order.platform} />
            <div className="min-w-0 flex-1">
              {locationName && <OrderLocationLabel name={locationName} className="flex" />}
              {brand && <OrderBrandLabel name={brand} className="mb-1 flex w-fit text-base" />}
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-semibold [overflow-wrap:anywhere]">
                  {PLATFORM_META[order.platform].displayName} · #{number}
                </span>
                <span className="text-lg font-bold tabular-nums">
                  {formatMoney(order.total, order.currency)}
                </span>
              </p>
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <span className="truncate">{order.customer.name}</span>·
                {order.isDelivery ? (
                  <span className="inline-flex shrink-0 items-center gap-1">
                    <Bike className="size-4" aria-hidden />
                    Delivery Order
                  </span>
                ) : (
                  <span className="inline-flex shrink-0 items-center gap-1">
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
        </div>
        <div className="relative flex gap-2 @xl:mt-9 @xl:flex-col">
          <Button className="flex-1 @xl:flex-none" onClick={() => onView(order)}>
            View &amp; Accept
          </Button>
          <RemindLaterMenu
            onOpenChange={setChoosing}
            onChoose={(minutes) => (onRemindLater ? onRemindLater(minutes) : onDismiss())}
          />
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2"
        aria-label="Close"
        onClick={onDismiss}
      >
        <X aria-hidden />
      </Button>
    </section>
  );
}

/** "3 new orders", and a way to put them all away. */
function WaitingCount({ count, onDismissAll }: { count: number; onDismissAll?(): void }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-muted-foreground">
      {pluralize(count, "new order")}
      {onDismissAll && (
        <Button variant="link" size="sm" className="h-auto px-1 py-0" onClick={onDismissAll}>
          Dismiss all
        </Button>
      )}
    </span>
  );
}

/** 'Remind Later' asks when: in 2, 5 or 10 minutes. */
function RemindLaterMenu({
  onOpenChange,
  onChoose,
}: {
  onOpenChange(isOpen: boolean): void;
  onChoose(minutes: RemindLaterMinutes): void;
}) {
  return (
    <DropdownMenu modal={false} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="flex-1 @xl:flex-none">
          <BellRing aria-hidden />
          Remind Later
        </Button>
      </DropdownMenuTrigger>
      {/* Above the corner stack (z-90) on screens other than the dashboard. */}
      <DropdownMenuContent className="z-[95] min-w-44">
        <DropdownMenuLabel>Remind me in</DropdownMenuLabel>
        {REMIND_LATER_MINUTES.map((minutes) => (
          <DropdownMenuItem key={minutes} onSelect={() => onChoose(minutes)}>
            {`${minutes} minutes`}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A pulse and the toast sound at ~300 ms, another pulse (no sound) at 5 s, then gone
 * after `lifetimeMs`.
 */
function useAttention(lifetimeMs: number, onExpire: () => void, isHeld = false): boolean {
  const [isPulsing, setPulsing] = useState(false);
  // The latest callback, so a parent's new function does not restart the lifetime.
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    const timers = ATTENTION_AT_MS.map((at, index) =>
      setTimeout(() => {
        setPulsing(false);
        requestAnimationFrame(() => setPulsing(true));
        if (index === 0) playSound("new", TOAST_SOUND_VOLUME);
      }, at),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  // Held (a menu open on it), the toast stays; let go, it has its lifetime again.
  useEffect(() => {
    if (isHeld) return;
    const expiry = setTimeout(() => expire.current(), lifetimeMs);
    return () => clearTimeout(expiry);
  }, [lifetimeMs, isHeld]);
  return isPulsing;
}
