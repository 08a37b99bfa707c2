import { queryOptions } from "@tanstack/react-query";
import {
  type KitchenLoadStatus,
  kitchenLoadStatusSchema,
  type StoreStatus,
  storeStatusSchema,
} from "@/domain/api/store";
import { type AtLocation, apiGet } from "./api-client";

/**
 * GET /api/store: each channel's pause and busy spell. Here rather than in the store
 * feature because the dashboard reads busy mode's minutes for the preparation time it
 * offers, and features never import each other.
 */
export const STORE_KEY = ["/api/store"] as const;

/** The toast's title when OrderDock paused, slowed or reopened channels by itself. */
export const STORE_NOTICE_TITLE = "Store status changed";

export async function getStoreStatus({ locationId }: AtLocation = {}): Promise<StoreStatus> {
  return storeStatusSchema.parse(await apiGet<unknown>("/api/store", { location: locationId }));
}

/**
 * The browser's location's store, or with `locationId` another location's (busy mode's
 * minutes for an order on the All locations dashboard), kept under STORE_KEY.
 */
export function storeStatusQueryOptions({ locationId }: AtLocation = {}) {
  return queryOptions({
    queryKey: locationId ? [...STORE_KEY, { location: locationId }] : [...STORE_KEY],
    queryFn: () => getStoreStatus({ locationId }),
  });
}

/** The minutes busy mode adds on this platform now (0 when it is not busy). */
export function busyMinutesOn(
  status: StoreStatus | undefined,
  platform: string,
  now = Date.now(),
): number {
  const busy = status?.channels.find((channel) => channel.channel === platform)?.busy;
  if (!busy) return 0;
  if (busy.endsAt !== null && Date.parse(busy.endsAt) <= now) return 0;
  return busy.extraMinutes ?? 0;
}

/**
 * GET /api/store/load: the kitchen's load and what OrderDock did by itself. Under the store's
 * key, so a store change reloads it too; the live feed also reloads it when orders change.
 */
export const LOAD_KEY = [...STORE_KEY, "load"] as const;

export async function getKitchenLoad(): Promise<KitchenLoadStatus> {
  return kitchenLoadStatusSchema.parse(await apiGet<unknown>("/api/store/load"));
}

export function kitchenLoadQueryOptions() {
  return queryOptions({ queryKey: LOAD_KEY, queryFn: getKitchenLoad });
}
