import { CircleX, MapPin, Phone, Printer } from "lucide-react";
import { PlatformIcon } from "@/client/components/platform-icon";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { pluralize } from "@/client/lib/pluralize";
import { cn } from "@/client/lib/utils";
import { formatAddress, hasNoStreet, mapLink } from "@/domain/address";
import type { Address, Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { platformDisplayName } from "@/domain/platforms";
import { formatDateTime } from "@/domain/relative-time";
import {
  canMoveStatus,
  isBackwardMove,
  type OrderStatus,
  STATUS_META,
  WORKFLOW_STATUSES,
} from "@/domain/status";
import { countItems } from "@/domain/totals";
import { useUndoOffer } from "../hooks/use-status-change-toast";
import { canCancel, type OrderAnswer } from "../order-answer";
import { UNDO_TOASTS } from "../order-messages";
import { instructionsLabel } from "../order-safety";
import { DietaryFlag } from "./dietary-flag";
import { HighlightedText } from "./highlighted-text";
import { OrderAnswerPanel } from "./order-answer-panel";
import { OrderBrandLabel } from "./order-brand-label";
import { OrderHistory } from "./order-history";
import { OrderItemList } from "./order-item-list";
import { OrderLocationLabel } from "./order-location-label";
import { KitchenNote } from "./order-notes";
import { OrderNotices } from "./order-notices";
import { OrderTotals } from "./order-totals";
import { PrintOnPrinter } from "./print-on-printer";
import { PrintReceiptButton } from "./print-receipt";
import { StatusBadge } from "./status-badge";
import { STATUS_CLASSES } from "./status-style";

export type OrderDetailDialogProps = {
  order: Order | null;
  open: boolean;
  /** The dashboard's clock, for "Updated 2 mins ago" and due times. */
  now: number;
  /** The restaurant's IANA zone for the created date and time. */
  timeZone?: string;
  onOpenChange(open: boolean): void;
  /** Where the focus goes once the dialog has closed (it has no trigger to go back to). */
  onCloseAutoFocus?(event: Event): void;
  onChangeStatus(order: Order, status: OrderStatus): void;
  onPrint(order: Order): void;
  /** Opens Accept, Reject or Cancel order for this order. */
  onAnswer(order: Order, answer: OrderAnswer): void;
  /** Sends a call the platform refused again. */
  onRetry(order: Order): void;
  /** The Accept countdown turns red this many minutes before the deadline (Settings). */
  deadlineWarningMinutes: number;
  /** The order's location, on the All locations dashboard only: the dialog names it. */
  locationName?: string;
  /** The brand it is sold under, where its kitchen runs several (docs/brands.md). */
  brand?: string;
};

/** The order detail dialog. */
export function OrderDetailDialog({
  order,
  open,
  now,
  timeZone,
  onOpenChange,
  onCloseAutoFocus,
  onChangeStatus,
  onPrint,
  onAnswer,
  onRetry,
  deadlineWarningMinutes,
  locationName,
  brand,
}: OrderDetailDialogProps) {
  if (!order) return null;
  const number = displayOrderNumber(order.orderNumber);
  const itemCount = countItems(order.items);
  const address = order.customer.address;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-5 sm:p-7" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="flex items-start gap-3 pr-10">
          <PlatformIcon platform={order.platform} className="size-12" />
          <div className="min-w-0 flex-1">
            {/* The badge follows the title, and drops below it where a phone has no room. */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <DialogTitle className="text-xl [overflow-wrap:anywhere] sm:text-2xl">
                Order #{number}
              </DialogTitle>
              <StatusBadge status={order.status} />
            </div>
            {(locationName || brand) && (
              <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
                {locationName && <OrderLocationLabel name={locationName} className="text-base" />}
                {brand && <OrderBrandLabel name={brand} className="text-base" />}
              </div>
            )}
            <DialogDescription className="mt-1 text-base">
              {formatDateTime(order.created, timeZone)} · {pluralize(itemCount, "item")}
            </DialogDescription>
          </div>
        </div>

        <DietaryFlag order={order} className="text-base" />
        <KitchenNote order={order} />

        <OrderNotices order={order} now={now} timeZone={timeZone} />

        <OrderAnswerPanel
          order={order}
          timeZone={timeZone}
          deadlineWarningMinutes={deadlineWarningMinutes}
          onAnswer={onAnswer}
          onRetry={onRetry}
        />

        <div className="flex flex-wrap gap-2">
          {/* Print gives the kitchen ticket; the customer's receipt with prices is beside it, and
              the restaurant's own kitchen printers after them. */}
          <Button variant="outline" onClick={() => onPrint(order)}>
            <Printer aria-hidden />
            Print
          </Button>
          <PrintReceiptButton order={order} />
          <PrintOnPrinter order={order} />
          {canCancel(order) && (
            <Button
              variant="outline"
              className="text-red-700 hover:text-red-800 dark:text-red-400"
              onClick={() => onAnswer(order, "cancel")}
            >
              <CircleX aria-hidden />
              Cancel order
            </Button>
          )}
        </div>

        <section aria-labelledby="update-status-heading" className="grid gap-2">
          <h3 id="update-status-heading" className="font-semibold">
            Update Status
          </h3>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WORKFLOW_STATUSES.map((status) => {
              // Earlier steps are struck through; steps staff cannot take yet (an unpaid
              // order) are only disabled.
              const isEarlier = isBackwardMove(order.status, status);
              const isBlocked = !canMoveStatus({ from: order.status, to: status, actor: "staff" });
              const isCurrent = status === order.status;
              return (
                <Button
                  key={status}
                  variant={isCurrent ? "default" : "outline"}
                  aria-pressed={isCurrent}
                  disabled={isEarlier || isBlocked}
                  className={cn("h-12 text-[0.95rem]", isEarlier && "line-through")}
                  onClick={() => onChangeStatus(order, status)}
                >
                  <span
                    aria-hidden
                    className={cn(
                      "size-2.5 rounded-full",
                      STATUS_CLASSES[STATUS_META[status].color].solid,
                    )}
                  />
                  {STATUS_META[status].label}
                </Button>
              );
            })}
          </div>
          <UndoStatusButton orderId={order.id} />
        </section>

        <section aria-labelledby="order-items-heading" className="grid gap-2">
          <h3 id="order-items-heading" className="font-semibold">
            Order Items ({itemCount})
          </h3>
          <OrderItemList order={order} />
          <OrderTotals order={order} />
        </section>

        <section aria-labelledby="customer-heading" className="grid gap-2">
          <h3 id="customer-heading" className="font-semibold">
            Customer Information
          </h3>
          <dl className="grid gap-2 rounded-xl border p-4 text-[0.95rem] sm:grid-cols-2">
            <Detail label="Name">{order.customer.name}</Detail>
            <Detail label="Phone">
              {order.customer.phone ? (
                <a
                  href={`tel:${order.customer.phone}`}
                  className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
                >
                  <Phone className="size-4" aria-hidden />
                  {order.customer.phone}
                </a>
              ) : (
                "Not provided"
              )}
            </Detail>
            {order.isDelivery && (
              <Detail label="Delivery address" className="sm:col-span-2">
                {address ? (
                  <AddressDetail address={address} platform={platformDisplayName(order.platform)} />
                ) : (
                  "Not provided"
                )}
              </Detail>
            )}
            {order.deliveryInstructions && (
              <Detail label={instructionsLabel(order)} className="sm:col-span-2">
                <HighlightedText
                  text={order.deliveryInstructions}
                  className="font-medium whitespace-pre-wrap"
                />
              </Detail>
            )}
          </dl>
        </section>

        <OrderHistory order={order} isOpen={open} timeZone={timeZone} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The address as given; a location without a street (Uber Eats sends a map place for its
 * merchant deliveries) says so and links to the map (decision 099).
 */
function AddressDetail({ address, platform }: { address: Address; platform: string }) {
  const text = formatAddress(address);
  return (
    <span className="grid gap-1">
      {hasNoStreet(address) && (
        <span className="font-medium">{`No street address from ${platform}`}</span>
      )}
      {text && <span>{text}</span>}
      {(hasNoStreet(address) || address.placeId) && (
        <a
          href={mapLink(address)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 font-medium underline underline-offset-4"
        >
          <MapPin className="size-4" aria-hidden />
          Open the location in Google Maps
        </a>
      )}
    </span>
  );
}

function Detail({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Undo for the change just made here, for as long as the toast offers it: the dialog keeps
 * the keyboard and screen readers inside it, where the toast cannot be reached.
 */
function UndoStatusButton({ orderId }: { orderId: string }) {
  const undo = useUndoOffer(orderId);
  if (!undo) return null;
  return (
    <Button variant="outline" className="h-11 justify-self-start" onClick={undo}>
      {UNDO_TOASTS.dialogAction}
    </Button>
  );
}
