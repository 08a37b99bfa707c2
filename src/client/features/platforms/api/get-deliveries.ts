import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import {
  DELIVERY_LOG_DEFAULT_LIMIT,
  type Delivery,
  deliveryLogSchema,
} from "@/domain/api/webhook-deliveries";
import type { Platform } from "@/domain/platforms";

/** The platforms that send webhooks; the website's orders come through the order form. */
export type WebhookPlatform = Exclude<Platform, "website">;

/** A page of the log starts after this delivery (the oldest shown); the first has none. */
type PageParam = string | null;

export type DeliveryPages = InfiniteData<Delivery[], PageParam>;

// Apart from the connections list's key, so that list's reloads leave the log alone.
export const deliveriesKey = (platform: WebhookPlatform) =>
  ["/api/platform-connections/deliveries", platform] as const;

export function deliveriesUrl(platform: WebhookPlatform): string {
  return `/api/platform-connections/${encodeURIComponent(platform)}/deliveries`;
}

export type GetDeliveriesOptions = { platform: WebhookPlatform; before?: string | null };

/** GET /api/platform-connections/:platform/deliveries?limit&before: newest first. */
export async function getDeliveries({ platform, before }: GetDeliveriesOptions) {
  const search = new URLSearchParams({ limit: String(DELIVERY_LOG_DEFAULT_LIMIT) });
  if (before) search.set("before", before);
  const answer = deliveryLogSchema.parse(
    await apiGet<unknown>(`${deliveriesUrl(platform)}?${search}`),
  );
  return answer.deliveries;
}

export function deliveriesQueryOptions(platform: WebhookPlatform) {
  return infiniteQueryOptions({
    queryKey: deliveriesKey(platform),
    queryFn: ({ pageParam }) => getDeliveries({ platform, before: pageParam }),
    initialPageParam: null as PageParam,
    // A short page is the last one. Older pages start after the oldest row shown.
    getNextPageParam: (page): PageParam | undefined =>
      page.length < DELIVERY_LOG_DEFAULT_LIMIT ? undefined : page.at(-1)?.id,
  });
}

export function useDeliveries(platform: WebhookPlatform) {
  return useInfiniteQuery(deliveriesQueryOptions(platform));
}

export type SetCachedDeliveryOptions = { platform: WebhookPlatform; delivery: Delivery };

/** Puts one delivery's fresh state in whichever page holds it. */
export function setCachedDelivery(
  queryClient: QueryClient,
  { platform, delivery }: SetCachedDeliveryOptions,
): void {
  queryClient.setQueryData<DeliveryPages>(deliveriesKey(platform), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.map((entry) => (entry.id === delivery.id ? delivery : entry)),
          ),
        }
      : data,
  );
}
