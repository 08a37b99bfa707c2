import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiSend } from "@/client/lib/api-client";
import { type Delivery, deliverySchema } from "@/domain/api/webhook-deliveries";
import { deliveriesUrl, setCachedDelivery, type WebhookPlatform } from "./get-deliveries";
import { type DeliveryWithBody, deliveryKey } from "./get-delivery";

const processAnswerSchema = z.object({ delivery: deliverySchema });

export type ProcessDeliveryOptions = { platform: WebhookPlatform; id: string };

/**
 * POST /api/platform-connections/:platform/deliveries/:id/process, no body: the stored body
 * runs through today's code. 409 with a message when no body was kept or it is running.
 */
export async function processDelivery({ platform, id }: ProcessDeliveryOptions): Promise<Delivery> {
  const url = `${deliveriesUrl(platform)}/${encodeURIComponent(id)}/process`;
  return processAnswerSchema.parse(await apiSend<unknown>("POST", url)).delivery;
}

export function useProcessDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processDelivery,
    onSuccess: (delivery, { platform }) => {
      setCachedDelivery(queryClient, { platform, delivery });
      // The body stays as it was; only the outcome changed.
      queryClient.setQueryData<DeliveryWithBody>(
        deliveryKey({ platform, id: delivery.id }),
        (detail) => (detail ? { ...detail, ...delivery } : detail),
      );
      // The run may have added or changed an order. The orders feature owns this key
      // (ORDERS_KEY); features do not import each other, so it is named here.
      void queryClient.invalidateQueries({ queryKey: ["/api/orders"] });
    },
  });
}
