import { RotateCw } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import type { Delivery } from "@/domain/api/webhook-deliveries";
import type { WebhookPlatform } from "../api/get-deliveries";
import { useProcessDelivery } from "../api/process-delivery";
import { DELIVERY_LOG_TEXT as TEXT, DELIVERY_LOG_TOASTS as TOASTS } from "../platform-messages";

export type ProcessAgainButtonProps = {
  platform: WebhookPlatform;
  delivery: Delivery;
  /** The row's heading, read after the button's name. */
  describedBy: string;
};

/**
 * "Process again": the stored body through today's code. The row shows the new outcome;
 * the toast says it too, and a delivery that is refused or fails again is not a success.
 */
export function ProcessAgainButton({ platform, delivery, describedBy }: ProcessAgainButtonProps) {
  const process = useProcessDelivery();
  const onProcess = async () => {
    let updated: Delivery;
    try {
      // The promise settles even if the tab is left meanwhile, so the toast still shows.
      updated = await process.mutateAsync({ platform, id: delivery.id });
    } catch (error) {
      const reason = errorMessage(error, TOASTS.processFailedFallback);
      toast({ variant: "destructive", ...TOASTS.processFailed(reason) });
      return;
    }
    if (updated.status === "refused" || updated.status === "failed") {
      const reason = updated.error ?? TOASTS.processFailedFallback;
      toast({ variant: "destructive", ...TOASTS.stillFailing(reason) });
      return;
    }
    toast({ variant: "success", ...TOASTS.processed(updated.summary) });
  };
  return (
    <Button
      variant="outline"
      aria-describedby={describedBy}
      disabled={process.isPending}
      onClick={() => void onProcess()}
    >
      <RotateCw
        aria-hidden
        className={process.isPending ? "motion-safe:animate-spin" : undefined}
      />
      {process.isPending ? TEXT.processing : TEXT.processAgain}
    </Button>
  );
}
