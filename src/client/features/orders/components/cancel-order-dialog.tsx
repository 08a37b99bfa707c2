import { ExternalLink, TriangleAlert } from "lucide-react";
import { cn } from "@/client/lib/utils";
import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { PLATFORM_RULES, takesAction } from "@/domain/platform-actions";
import { type Platform, platformDisplayName } from "@/domain/platforms";
import { UNDO_WINDOW_MS } from "@/domain/undo";
import { useCancelOrder } from "../api/cancel-order";
import { useStatusChangeToast } from "../hooks/use-status-change-toast";
import { useOrderLocationId } from "../order-location";
import { ANSWER_TOASTS } from "../order-messages";
import { endOrder, ReasonDialog } from "./reason-dialog";
import { NOTICE_CLASSES } from "./status-style";

export type CancelOrderDialogProps = {
  order: Order | null;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * "Cancel order #N": one of the platform's reasons, what cancelling does (Undo stays offered
 * for the undo window only), and
 * where the platform takes cancellations through its support team, a link to it.
 */
export function CancelOrderDialog({ order, open, onOpenChange }: CancelOrderDialogProps) {
  const cancel = useCancelOrder();
  const orderLocationId = useOrderLocationId();
  const showChange = useStatusChangeToast();
  if (!order) return null;
  const help = PLATFORM_RULES[order.platform].cancelHelp;

  const onConfirm = (answer: { reason: string; note?: string }) =>
    endOrder(
      order,
      () =>
        cancel.mutateAsync({ orderId: order.id, locationId: orderLocationId(order), ...answer }),
      { done: ANSWER_TOASTS.cancelled, failedTitle: ANSWER_TOASTS.cancelFailedTitle },
      showChange,
    );

  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel order #${displayOrderNumber(order.orderNumber)}`}
      description={
        <p className="flex items-start gap-2 font-medium text-red-700 dark:text-red-400">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {cancelWarning(order.platform)}
        </p>
      }
      legend="Reason"
      reasons={PLATFORM_RULES[order.platform].cancelReasons}
      confirmLabel="Cancel order"
      pendingLabel="Cancelling..."
      backLabel="Keep order"
      isPending={cancel.isPending}
      onConfirm={onConfirm}
    >
      {help && (
        <div className={cn("grid gap-1 rounded-xl border p-3 text-sm", NOTICE_CLASSES.warning)}>
          <p>{help.text}</p>
          <a
            href={help.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 justify-self-start font-semibold underline underline-offset-4"
          >
            {`${platformDisplayName(order.platform)} support`}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">, opens in a new tab</span>
          </a>
        </div>
      )}
    </ReasonDialog>
  );
}

const UNDO_SECONDS = UNDO_WINDOW_MS / 1000;

/** What cancelling does, said before it is done. */
function cancelWarning(platform: Platform): string {
  const told = takesAction(platform, "cancel") || takesAction(platform, "deny");
  const name = platformDisplayName(platform);
  return told
    ? `The order is cancelled here and ${name} is told, with your reason, unless you undo it within ${UNDO_SECONDS} seconds.`
    : `The order is cancelled in OrderDock. You can undo it within ${UNDO_SECONDS} seconds.`;
}
