import { useDeferredValue, useMemo, useState } from "react";
import { readDeviceSettings } from "@/client/lib/device-settings";
import type { Order } from "@/domain/order";
import {
  filterOrders,
  isFilterActive,
  type OrderFilters,
  type SortDirection,
  sortOrders,
} from "@/domain/order-list";
import type { Platform } from "@/domain/platforms";
import type { OrderStatus } from "@/domain/status";

/**
 * The dashboard's search, chips and sort. Typing stays responsive with thousands of orders:
 * the grid follows the search box a frame behind (useDeferredValue).
 */
export function useOrderFilters(orders: ReadonlyArray<Order>) {
  const [query, setQuery] = useState("");
  const [platforms, setPlatforms] = useState<Platform[]>([]);
  const [statuses, setStatuses] = useState<OrderStatus[]>([]);
  // Settings' 'Default sort' of this device decides how the dashboard opens.
  const [sort, setSort] = useState<SortDirection>(() => readDeviceSettings().defaultSort);
  const deferredQuery = useDeferredValue(query);

  const filters: OrderFilters = useMemo(
    () => ({ query: deferredQuery, platforms, statuses }),
    [deferredQuery, platforms, statuses],
  );
  const visible = useMemo(
    () => sortOrders(filterOrders(orders, filters), sort),
    [orders, filters, sort],
  );

  return {
    query,
    setQuery,
    platforms,
    togglePlatform: (platform: Platform) => setPlatforms((current) => toggle(current, platform)),
    clearPlatforms: () => setPlatforms([]),
    statuses,
    toggleStatus: (status: OrderStatus) => setStatuses((current) => toggle(current, status)),
    clearStatuses: () => setStatuses([]),
    sort,
    setSort,
    isActive: isFilterActive({ query, platforms, statuses }),
    /** Changes with what the grid shows (the search as the grid follows it, chips, sort). */
    key: JSON.stringify([deferredQuery, platforms, statuses, sort]),
    clearAll: () => {
      setQuery("");
      setPlatforms([]);
      setStatuses([]);
    },
    visible,
  };
}

function toggle<T>(items: T[], item: T): T[] {
  return items.includes(item) ? items.filter((existing) => existing !== item) : [...items, item];
}
