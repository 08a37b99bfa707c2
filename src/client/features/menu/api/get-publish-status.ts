import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import { MENU_KEY } from "@/client/lib/menu-query-key";
import { type PublishStatus, publishStatusSchema } from "@/domain/api/menu-publish";

/**
 * GET /api/menu/publish: each connected marketplace's newest publish and what a publish now
 * would change there. Under the menu's key, so a marketplace's answer (MENU_CHANGED) and
 * every change to the menu reload it too.
 */
export const PUBLISH_STATUS_KEY = [...MENU_KEY, "publish"] as const;

export async function getPublishStatus(): Promise<PublishStatus> {
  return publishStatusSchema.parse(await apiGet<unknown>("/api/menu/publish"));
}

export function publishStatusQueryOptions() {
  return queryOptions({ queryKey: PUBLISH_STATUS_KEY, queryFn: getPublishStatus });
}

export function usePublishStatus() {
  return useQuery(publishStatusQueryOptions());
}
