import { FileJson } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import type { Delivery } from "@/domain/api/webhook-deliveries";
import type { WebhookPlatform } from "../api/get-deliveries";
import { useDelivery } from "../api/get-delivery";
import { DELIVERY_LOG_TEXT } from "../platform-messages";
import { DeliveryPayload } from "./delivery-payload";
import { LoadFailed, LoadingBlock } from "./load-state";

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
  if (detail.isPending) return <LoadingBlock label={TEXT.loading} />;
  return (
    <LoadFailed
      message={TEXT.loadFailed}
      retryLabel={DELIVERY_LOG_TEXT.retry}
      isRetrying={detail.isFetching}
      onRetry={() => void detail.refetch()}
    />
  );
}
