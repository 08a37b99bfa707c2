import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { Order, OrderItem } from "@/domain/order";
import { platformDisplayName } from "@/domain/platforms";
import { useMarkItemUnavailable } from "../api/mark-item-unavailable";
import { useOrderLocationId } from "../order-location";
import { ITEM_TOASTS } from "../order-messages";

export type ItemUnavailableDialogProps = {
  order: Order;
  /** The item to mark; nothing is drawn without one, or when the platform has no id for it. */
  item: OrderItem | null;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * "Mark <item> out of stock?": the platform is told, and the order changes here only once
 * the platform confirms.
 */
export function ItemUnavailableDialog({
  order,
  item,
  open,
  onOpenChange,
}: ItemUnavailableDialogProps) {
  if (!item?.lineId) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <ItemUnavailableConfirm
          order={order}
          itemName={item.name}
          lineId={item.lineId}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type ItemUnavailableConfirmProps = {
  order: Order;
  itemName: string;
  lineId: string;
  onDone(): void;
};

/** Mounted with the dialog, so the call is made only once staff open it. */
function ItemUnavailableConfirm({ order, itemName, lineId, onDone }: ItemUnavailableConfirmProps) {
  const mark = useMarkItemUnavailable();
  const orderLocationId = useOrderLocationId();
  const platform = platformDisplayName(order.platform);

  const onConfirm = async () => {
    try {
      await mark.mutateAsync({ orderId: order.id, locationId: orderLocationId(order), lineId });
      toast({ variant: "success", ...ITEM_TOASTS.sent(itemName, platform) });
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: ITEM_TOASTS.failedTitle,
        description: errorMessage(error, ITEM_TOASTS.failedFallback),
      });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-1 pr-10">
        <DialogTitle className="[overflow-wrap:anywhere]">{`Mark ${itemName} out of stock?`}</DialogTitle>
        <DialogDescription>
          {`${platform} will tell the customer, who may change or cancel the order. The order here updates once ${platform} confirms.`}
        </DialogDescription>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Go back
        </Button>
        <Button
          type="button"
          variant="destructive"
          disabled={mark.isPending}
          onClick={() => void onConfirm()}
        >
          Mark out of stock
        </Button>
      </div>
    </div>
  );
}
