import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { readDeviceSettings, updateDeviceSettings } from "@/client/lib/device-settings";
import type { Order } from "@/domain/order";
import { buildBoard, countChips } from "@/domain/order-board";
import { isFilterActive, type OrderFilters, type SortDirection } from "@/domain/order-list";
import type { Platform } from "@/domain/platforms";
import type { OrderStatus } from "@/domain/status";
import { readBoardFilters, saveBoardFilters } from "./board-filters-storage";

export type UseOrderFiltersOptions = {
  /** The current time: what "today" is for the Done section. */
  now: number;
  /** The restaurant's IANA zone. */
  timeZone?: string;
};

/**
 * The dashboard's search, chips and sort, and the board they make. Typing stays responsive
 * with thousands of orders: the board follows the search box a frame behind
 * (useDeferredValue). The chips and the sort are this device's until changed: they survive a
 * reload (the search does not, so a forgotten search never hides new orders after one).
 */
export function useOrderFilters(
  orders: ReadonlyArray<Order>,
  { now, timeZone }: UseOrderFiltersOptions,
) {
  const [query, setQuery] = useState("");
  const [saved] = useState(readBoardFilters);
  const [platforms, setPlatforms] = useState<Platform[]>(saved.platforms);
  const [statuses, setStatuses] = useState<OrderStatus[]>(saved.statuses);
  // Settings' 'Default sort' of this device decides how the dashboard opens; the toggle
  // changes it, so the board opens the way it was left.
  const [sort, setSortState] = useState<SortDirection>(() => readDeviceSettings().defaultSort);
  const deferredQuery = useDeferredValue(query);

  useEffect(() => saveBoardFilters({ platforms, statuses }), [platforms, statuses]);

  const filters: OrderFilters = useMemo(
    () => ({ query: deferredQuery, platforms, statuses }),
    [deferredQuery, platforms, statuses],
  );
  const board = useMemo(
    () => buildBoard({ orders, filters, sort, now, timeZone }),
    [orders, filters, sort, now, timeZone],
  );
  const counts = useMemo(
    () => countChips({ orders, filters, now, timeZone }),
    [orders, filters, now, timeZone],
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
    setSort: (direction: SortDirection) => {
      setSortState(direction);
      updateDeviceSettings({ defaultSort: direction });
    },
    isActive: isFilterActive({ query, platforms, statuses }),
    /** Chips on and a search typed: the count the folded filters' toggle shows. */
    activeCount: platforms.length + statuses.length + (query.trim() === "" ? 0 : 1),
    /** The search as the board follows it, a render behind the box while typing. */
    boardQuery: deferredQuery,
    /** Changes with what the board shows (the search as the board follows it, chips, sort). */
    key: JSON.stringify([deferredQuery, platforms, statuses, sort]),
    clearAll: () => {
      setQuery("");
      setPlatforms([]);
      setStatuses([]);
    },
    board,
    counts,
  };
}

function toggle<T>(items: T[], item: T): T[] {
  return items.includes(item) ? items.filter((existing) => existing !== item) : [...items, item];
}
