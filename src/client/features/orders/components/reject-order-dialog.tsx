import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { PLATFORM_RULES } from "@/domain/platform-actions";
import { platformDisplayName } from "@/domain/platforms";
import { UNDO_WINDOW_MS } from "@/domain/undo";
import { useRejectOrder } from "../api/reject-order";
import { useStatusChangeToast } from "../hooks/use-status-change-toast";
import { useOrderLocationId } from "../order-location";
import { ANSWER_TOASTS } from "../order-messages";
import { endOrder, ReasonDialog } from "./reason-dialog";

export type RejectOrderDialogProps = {
  order: Order | null;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** "Reject order #N": one of the platform's reasons for refusing a new order. */
export function RejectOrderDialog({ order, open, onOpenChange }: RejectOrderDialogProps) {
  const reject = useRejectOrder();
  const orderLocationId = useOrderLocationId();
  const showChange = useStatusChangeToast();
  if (!order) return null;
  const platform = platformDisplayName(order.platform);

  const onConfirm = (answer: { reason: string; note?: string }) =>
    endOrder(
      order,
      () =>
        reject.mutateAsync({ orderId: order.id, locationId: orderLocationId(order), ...answer }),
      { done: ANSWER_TOASTS.rejected, failedTitle: ANSWER_TOASTS.rejectFailedTitle },
      showChange,
    );

  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reject order #${displayOrderNumber(order.orderNumber)}`}
      description={
        <p>{`${platform} is told you will not make this order, with your reason. It is cancelled here; you can undo it for ${UNDO_WINDOW_MS / 1000} seconds.`}</p>
      }
      legend="Reason"
      reasons={PLATFORM_RULES[order.platform].denyReasons}
      confirmLabel="Reject order"
      pendingLabel="Rejecting..."
      backLabel="Go back"
      isPending={reject.isPending}
      onConfirm={onConfirm}
    />
  );
}
