import { ShoppingBag, Truck } from "lucide-react";
import { memo } from "react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import type { KitchenTicket as Ticket } from "@/domain/kitchen-display";
import type { AgeThresholds } from "@/domain/order-age";
import { displayOrderNumber } from "@/domain/order-number";
import { PLATFORM_META } from "@/domain/platforms";
import { HighlightedText } from "../components/highlighted-text";
import { ModifierText } from "../components/modifier-line";
import { OrderBrandLabel } from "../components/order-brand-label";
import { OrderNotesPreview } from "../components/order-notes";
import { isStruck, itemKey, type StruckItems } from "./struck-items";
import { TicketTimer } from "./ticket-timer";

export type KitchenTicketProps = {
  ticket: Ticket;
  /** Its number key (1–9), or null past the ninth. */
  position: number | null;
  isSelected: boolean;
  thresholds: AgeThresholds;
  struck: StruckItems;
  /** The bump button's words: "Start", "Ready", "Complete", "Handed over". */
  bumpLabel: string;
  /** The status a bump moves it to, for the button's accessible name. */
  bumpTo: string;
  isBusy: boolean;
  /** The brand it is sold under, where the kitchen runs several (docs/brands.md). */
  brand?: string;
  onSelect(orderId: string): void;
  onToggleItem(orderId: string, key: string): void;
  onBump(ticket: Ticket): void;
};

/**
 * One ticket, readable across the kitchen: its number key, order number and timer in a band
 * that turns amber and red with the dashboard's thresholds, the allergy flag and kitchen note
 * as on the dashboard, each item large (tap to strike it), and one big bump button.
 */
export const KitchenTicketCard = memo(function KitchenTicketCard({
  ticket,
  position,
  isSelected,
  thresholds,
  struck,
  bumpLabel,
  bumpTo,
  isBusy,
  brand,
  onSelect,
  onToggleItem,
  onBump,
}: KitchenTicketProps) {
  const { order } = ticket;
  const number = displayOrderNumber(order.orderNumber);
  // The flag and notes read this ticket's items: a station's ticket flags its own, as its
  // printed ticket does (domain/dietary-flag.ts).
  const shown = { ...order, items: ticket.items.map(({ item }) => item) };
  return (
    <article
      aria-label={brand ? `Ticket #${number}, ${brand}` : `Ticket #${number}`}
      aria-current={isSelected ? "true" : undefined}
      className={cn(
        "flex min-w-0 flex-col overflow-hidden rounded-xl border-2 bg-card text-card-foreground shadow-sm",
        isSelected
          ? "border-brand outline-4 outline-offset-2 outline-brand"
          : "border-border dark:border-foreground/15",
      )}
    >
      <TicketTimer order={order} thresholds={thresholds}>
        <button
          type="button"
          onClick={() => onSelect(order.id)}
          aria-pressed={isSelected}
          aria-label={`Select ticket #${number}`}
          className="flex min-w-0 items-center gap-2 rounded-md text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-current"
        >
          {position !== null && (
            <kbd className="grid size-9 shrink-0 place-items-center rounded-md border-2 border-current font-sans text-xl font-bold">
              {position}
            </kbd>
          )}
          <span className="min-w-0 text-2xl leading-tight font-extrabold tracking-tight [overflow-wrap:anywhere]">
            #{number}
          </span>
        </button>
      </TicketTimer>
      {/* Which bag it goes in, as large as the items: the kitchen cooks for several brands. */}
      {brand && (
        <div className="border-b px-3 pt-2 pb-1.5">
          <OrderBrandLabel name={brand} wraps className="px-2.5 py-1 text-xl [&_svg]:size-5" />
        </div>
      )}
      <p className="flex flex-wrap items-center gap-x-2 border-b px-3 py-1.5 text-base font-medium text-muted-foreground">
        <span>{PLATFORM_META[order.platform].displayName}</span>
        <span aria-hidden>·</span>
        <span className="inline-flex items-center gap-1 text-foreground">
          {order.isDelivery ? (
            <Truck className="size-4" aria-hidden />
          ) : (
            <ShoppingBag className="size-4" aria-hidden />
          )}
          {order.isDelivery ? "Delivery" : "Pickup"}
        </span>
        <span className="ml-auto">{order.customer.name}</span>
      </p>
      <div className="grid gap-2 p-3">
        <OrderNotesPreview
          order={shown}
          className="[&_p]:line-clamp-none [&_p]:text-lg [&>span]:text-base"
        />
        <ul aria-label={`Items of #${number}`} className="grid gap-1.5">
          {ticket.items.map(({ item, index }) => {
            const key = itemKey(item, index);
            const isDone = isStruck(struck, order.id, key);
            return (
              <li key={key}>
                <button
                  type="button"
                  aria-pressed={isDone}
                  onClick={() => onToggleItem(order.id, key)}
                  className={cn(
                    "grid w-full gap-0.5 rounded-lg px-2 py-1.5 text-left transition-colors hover:bg-accent focus-visible:outline-3 focus-visible:outline-ring",
                    isDone && "bg-muted text-muted-foreground",
                  )}
                >
                  <span
                    className={cn(
                      "text-xl leading-snug font-bold",
                      isDone && "line-through decoration-4",
                    )}
                  >
                    <span className="tabular-nums">{item.quantity}×</span> {item.name}
                  </span>
                  {item.modifiers.map((modifier, modifierIndex) => (
                    <ModifierText
                      // biome-ignore lint/suspicious/noArrayIndexKey: modifiers have no id and never reorder
                      key={modifierIndex}
                      modifier={modifier}
                      className={cn("flex pl-6 text-lg", isDone && "line-through")}
                    />
                  ))}
                  {item.note && (
                    <span className="block pl-6 text-lg">
                      <span className="font-semibold">Note: </span>
                      <HighlightedText text={item.note} />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-auto border-t p-2">
        <Button
          size="lg"
          variant={bumpLabel === "Handed over" ? "brand" : "default"}
          className="h-14 w-full text-xl font-bold"
          disabled={isBusy}
          aria-label={`${bumpLabel}: move #${number} to ${bumpTo}`}
          onClick={() => onBump(ticket)}
        >
          {bumpLabel}
        </Button>
      </div>
    </article>
  );
});
