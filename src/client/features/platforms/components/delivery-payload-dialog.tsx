import { FileJson } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import type { Delivery } from "@/domain/api/webhook-deliveries";
import type { WebhookPlatform } from "../api/get-deliveries";
import { useDelivery } from "../api/get-delivery";
import { DELIVERY_LOG_TEXT } from "../platform-messages";
import { DeliveryPayload } from "./delivery-payload";

const TEXT = DELIVERY_LOG_TEXT.payload;

export type DeliveryPayloadDialogProps = {
  platform: WebhookPlatform;
  delivery: Delivery;
  /** When it was received, as the row shows it. */
  when: string;
  /** The row's heading, read after the button's name. */
  describedBy: string;
};

/**
 * "Show payload": the body is fetched only when asked for (it may be large). Radix keeps
 * focus inside while open and gives it back to the button on close.
 */
export function DeliveryPayloadDialog({
  platform,
  delivery,
  when,
  describedBy,
}: DeliveryPayloadDialogProps) {
  const event = delivery.eventType || DELIVERY_LOG_TEXT.unknownEvent;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" aria-describedby={describedBy}>
          <FileJson aria-hidden />
          {DELIVERY_LOG_TEXT.showPayload}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl" closeLabel={TEXT.close}>
        <div className="grid gap-1.5 pr-10">
          <DialogTitle>{TEXT.title}</DialogTitle>
          <DialogDescription className="text-base break-all">
            {TEXT.description(event, when)}
          </DialogDescription>
        </div>
        <PayloadDetail platform={platform} id={delivery.id} />
      </DialogContent>
    </Dialog>
  );
}

function PayloadDetail({ platform, id }: { platform: WebhookPlatform; id: string }) {
  const detail = useDelivery({ platform, id });
  if (detail.data) return <DeliveryPayload delivery={detail.data} />;
  if (detail.isPending) {
    return (
      <div className="grid justify-items-center py-8">
        <Spinner label={TEXT.loading} className="size-7" />
      </div>
    );
  }
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="text-base">{TEXT.loadFailed}</p>
      <Button
        variant="outline"
        className="h-11"
        disabled={detail.isFetching}
        onClick={() => void detail.refetch()}
      >
        {DELIVERY_LOG_TEXT.retry}
      </Button>
    </div>
  );
}
