import type { Platform } from "./platforms";
import { normalizeSearchQuery, orderMatchesSearch, type SearchableOrder } from "./search";
import { isHeldStatus, type OrderStatus } from "./status";

/**
 * The dashboard's list rules: multi-select filters where an empty selection
 * means all, platform AND status AND search, sorted by created date. "All" is the kitchen's
 * list: orders held for payment or for later appear when their status is chosen, or when a
 * search names them (decision 096).
 */
export type OrderFilters = {
  query: string;
  platforms: ReadonlyArray<Platform>;
  statuses: ReadonlyArray<OrderStatus>;
};

export type FilterableOrder = SearchableOrder & { platform: Platform; status: OrderStatus };

export const NO_FILTERS: OrderFilters = { query: "", platforms: [], statuses: [] };

export function isFilterActive(filters: OrderFilters): boolean {
  return (
    filters.platforms.length > 0 ||
    filters.statuses.length > 0 ||
    normalizeSearchQuery(filters.query) !== ""
  );
}

export function orderMatchesFilters(order: FilterableOrder, filters: OrderFilters): boolean {
  if (filters.platforms.length > 0 && !filters.platforms.includes(order.platform)) return false;
  if (filters.statuses.length > 0 && !filters.statuses.includes(order.status)) return false;
  if (filters.statuses.length === 0 && isHeldStatus(order.status)) {
    return normalizeSearchQuery(filters.query) !== "" && orderMatchesSearch(order, filters.query);
  }
  return orderMatchesSearch(order, filters.query);
}

export function filterOrders<T extends FilterableOrder>(
  orders: ReadonlyArray<T>,
  filters: OrderFilters,
): T[] {
  return orders.filter((order) => orderMatchesFilters(order, filters));
}

export type SortDirection = "newest" | "oldest";

type SortableOrder = { id: string; created: string };

function createdTime(order: SortableOrder): number {
  const time = Date.parse(order.created);
  return Number.isNaN(time) ? 0 : time;
}

/**
 * By created date, newest first by default. Ties fall back to the id. Each date is
 * parsed once, not once per comparison: this runs on every keystroke in the search box.
 */
export function sortOrders<T extends SortableOrder>(
  orders: ReadonlyArray<T>,
  direction: SortDirection = "newest",
): T[] {
  const sign = direction === "newest" ? -1 : 1;
  return orders
    .map((order) => ({ order, time: createdTime(order) }))
    .sort((a, b) => {
      const byTime = a.time - b.time;
      if (byTime !== 0) return sign * byTime;
      return sign * (a.order.id < b.order.id ? -1 : a.order.id > b.order.id ? 1 : 0);
    })
    .map(({ order }) => order);
}
