import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { type DeliveryDetail, deliveryDetailSchema } from "@/domain/api/webhook-deliveries";
import { deliveriesKey, deliveriesUrl, type WebhookPlatform } from "./get-deliveries";

export type DeliveryWithBody = DeliveryDetail["delivery"];

export type GetDeliveryOptions = { platform: WebhookPlatform; id: string };

export const deliveryKey = ({ platform, id }: GetDeliveryOptions) =>
  [...deliveriesKey(platform), id] as const;

/** GET /api/platform-connections/:platform/deliveries/:id: the body as received, on request. */
export async function getDelivery({ platform, id }: GetDeliveryOptions): Promise<DeliveryWithBody> {
  const url = `${deliveriesUrl(platform)}/${encodeURIComponent(id)}`;
  return deliveryDetailSchema.parse(await apiGet<unknown>(url)).delivery;
}

export function deliveryQueryOptions(options: GetDeliveryOptions) {
  return queryOptions({ queryKey: deliveryKey(options), queryFn: () => getDelivery(options) });
}

export function useDelivery(options: GetDeliveryOptions) {
  return useQuery(deliveryQueryOptions(options));
}
