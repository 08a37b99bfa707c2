import { useId } from "react";
import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/utils";
import { DELIVERY_STATUS_LABELS, type Delivery } from "@/domain/api/webhook-deliveries";
import { displayOrderNumber } from "@/domain/order-number";
import { formatDateTime } from "@/domain/relative-time";
import type { WebhookPlatform } from "../api/get-deliveries";
import { DELIVERY_LOG_TEXT as TEXT } from "../platform-messages";
import { DeliveryPayloadDialog } from "./delivery-payload-dialog";
import { DELIVERY_ERROR_TEXT_CLASS, DELIVERY_STATUS_CLASSES } from "./delivery-status-style";
import { ProcessAgainButton } from "./process-again-button";

export type DeliveryRowProps = {
  platform: WebhookPlatform;
  delivery: Delivery;
  /** The restaurant's IANA zone; the device's when missing. */
  timeZone?: string;
};

/**
 * One delivery: when it came and what it was (the item's heading), how it went, and its
 * actions. Stacked on a phone; on a tablet the actions go under the outcome, to leave the
 * outcome's text room; side by side on a wide screen.
 */
export function DeliveryRow({ platform, delivery, timeZone }: DeliveryRowProps) {
  const headingId = useId();
  const when = formatDateTime(delivery.receivedAt, timeZone);
  const event = delivery.eventType || TEXT.unknownEvent;
  // No body, nothing to run; one in progress would be refused by the server.
  const canProcess = delivery.hasBody && delivery.status !== "received";
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:gap-x-6 lg:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto]">
      <div className="grid min-w-0 gap-1">
        {/* Focusable from script: "Show older" moves focus to the first older delivery. */}
        <h4 id={headingId} tabIndex={-1} data-delivery-heading className="text-base font-semibold">
          <time dateTime={delivery.receivedAt}>{when}</time>
        </h4>
        <p className="font-mono text-sm break-all text-muted-foreground">{event}</p>
      </div>
      <DeliveryOutcome delivery={delivery} />
      <div className="flex flex-wrap gap-2 sm:col-start-2 lg:col-start-auto lg:justify-end">
        <DeliveryPayloadDialog
          platform={platform}
          delivery={delivery}
          when={when}
          describedBy={headingId}
        />
        {canProcess && (
          <ProcessAgainButton platform={platform} delivery={delivery} describedBy={headingId} />
        )}
      </div>
    </li>
  );
}

function DeliveryOutcome({ delivery }: { delivery: Delivery }) {
  const { status, orderNumber, attempts, summary, error } = delivery;
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline" className={cn("text-sm", DELIVERY_STATUS_CLASSES[status])}>
          {DELIVERY_STATUS_LABELS[status]}
        </Badge>
        {orderNumber && (
          <span className="text-base font-semibold">
            {TEXT.orderNumber(displayOrderNumber(orderNumber))}
          </span>
        )}
        {attempts > 1 && (
          <span
            title={TEXT.attemptsSpoken(attempts)}
            className="text-sm font-semibold text-muted-foreground"
          >
            <span aria-hidden>{TEXT.attempts(attempts)}</span>
            <span className="sr-only">{TEXT.attemptsSpoken(attempts)}</span>
          </span>
        )}
      </div>
      {summary && <p className="text-base break-words">{summary}</p>}
      {error && <p className={cn("text-base break-words", DELIVERY_ERROR_TEXT_CLASS)}>{error}</p>}
    </div>
  );
}
