import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { Order } from "@/domain/order";
import { displayOrderNumber } from "@/domain/order-number";
import { PLATFORM_RULES } from "@/domain/platform-actions";
import { platformDisplayName } from "@/domain/platforms";
import { useRejectOrder } from "../api/reject-order";
import { markLocalChange } from "../hooks/local-changes";
import { ANSWER_TOASTS } from "../order-messages";
import { ReasonDialog } from "./reason-dialog";

export type RejectOrderDialogProps = {
  order: Order | null;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/** "Reject order #N": one of the platform's reasons for refusing a new order. */
export function RejectOrderDialog({ order, open, onOpenChange }: RejectOrderDialogProps) {
  const reject = useRejectOrder();
  if (!order) return null;
  const platform = platformDisplayName(order.platform);

  const onConfirm = async (answer: { reason: string; note?: string }) => {
    // The server announces the cancellation too; this screen has said it already.
    markLocalChange(order.id, "cancelled");
    try {
      const updated = await reject.mutateAsync({ orderId: order.id, ...answer });
      toast({ variant: "success", ...ANSWER_TOASTS.rejected(updated.orderNumber) });
      return true;
    } catch (error) {
      toast({
        variant: "destructive",
        title: ANSWER_TOASTS.rejectFailedTitle,
        description: errorMessage(error, ANSWER_TOASTS.failedFallback),
      });
      return false;
    }
  };

  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reject order #${displayOrderNumber(order.orderNumber)}`}
      description={
        <p>{`${platform} is told you will not make this order, with your reason. It is cancelled here and cannot be undone.`}</p>
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
