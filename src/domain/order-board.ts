import { type OrderFilters, type SortDirection, sortOrders } from "./order-list";
import { PLATFORMS, type Platform } from "./platforms";
import { calendarDaysBetween } from "./relative-time";
import { normalizeSearchQuery, orderMatchesSearch, type SearchableOrder } from "./search";
import { isHeldStatus, ORDER_STATUSES, type OrderStatus } from "./status";

/**
 * The urgency board (docs/decisions/118-the-board-oldest-first-in-groups.md): open orders in
 * groups by status — the kitchen's New, Preparing and Ready first, then orders held for
 * later or for payment when asked for — and ended orders (Completed, Cancelled) apart in a
 * "Done" section. Without a chosen status or a search, Done holds today's only (the
 * restaurant's calendar day); a search or a chosen Completed/Cancelled reaches every day
 * loaded. Filters keep the list rules of order-list.ts (decision 005).
 */
export const OPEN_GROUP_ORDER = [
  "new",
  "preparing",
  "ready",
  "scheduled",
  "awaiting_payment",
] as const satisfies readonly OrderStatus[];
export const DONE_STATUSES = ["completed", "cancelled"] as const satisfies readonly OrderStatus[];

export type OpenGroupStatus = (typeof OPEN_GROUP_ORDER)[number];

export type BoardOrder = SearchableOrder & {
  id: string;
  created: string;
  platform: Platform;
  status: OrderStatus;
};

export type BoardGroup<T> = { status: OpenGroupStatus; orders: T[] };

export type Board<T> = {
  /** Open groups in board order, only those with orders. */
  groups: BoardGroup<T>[];
  done: T[];
  /** "today" while Done holds only today's ended orders; "all" when filters reach further. */
  doneScope: "today" | "all";
  /** Every order the board shows, Done included (the 'N orders' badge). */
  total: number;
};

export type BoardContext = {
  /** The current time, for what "today" is. */
  now: number;
  /** The restaurant's IANA zone; the runtime's when omitted. */
  timeZone?: string;
};

export type BuildBoardOptions<T> = BoardContext & {
  orders: ReadonlyArray<T>;
  filters: OrderFilters;
  sort: SortDirection;
};

export function isDoneStatus(status: OrderStatus): boolean {
  return (DONE_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Whether an order was placed on the restaurant's current calendar day. */
export function isFromToday(order: { created: string }, context: BoardContext): boolean {
  const created = new Date(order.created);
  if (Number.isNaN(created.getTime())) return false;
  return calendarDaysBetween(created, new Date(context.now), context.timeZone) === 0;
}

type Facts = { isSearchMatch: boolean; isToday: boolean };

/** Each order's search match and day, worked out once for the board and all the counts. */
function factsOf<T extends BoardOrder>(
  orders: ReadonlyArray<T>,
  query: string,
  context: BoardContext,
): Map<T, Facts> {
  const facts = new Map<T, Facts>();
  for (const order of orders) {
    facts.set(order, {
      isSearchMatch: orderMatchesSearch(order, query),
      isToday: isDoneStatus(order.status) ? isFromToday(order, context) : true,
    });
  }
  return facts;
}

/**
 * Whether the board shows an order for a status selection (the platform aside). A chosen
 * status shows all its orders that match the search. With none chosen: the kitchen's open
 * orders; held ones only when searched for; ended ones from today, or any day when searched.
 */
function isShownForStatuses(
  order: BoardOrder,
  statuses: ReadonlyArray<OrderStatus>,
  facts: Facts,
  hasQuery: boolean,
): boolean {
  if (!facts.isSearchMatch) return false;
  if (statuses.length > 0) return statuses.includes(order.status);
  if (isHeldStatus(order.status)) return hasQuery;
  if (isDoneStatus(order.status)) return hasQuery || facts.isToday;
  return true;
}

function isShownForPlatforms(order: BoardOrder, platforms: ReadonlyArray<Platform>): boolean {
  return platforms.length === 0 || platforms.includes(order.platform);
}

export function buildBoard<T extends BoardOrder>({
  orders,
  filters,
  sort,
  now,
  timeZone,
}: BuildBoardOptions<T>): Board<T> {
  const hasQuery = normalizeSearchQuery(filters.query) !== "";
  const facts = factsOf(orders, filters.query, { now, timeZone });
  const shown = orders.filter(
    (order) =>
      isShownForPlatforms(order, filters.platforms) &&
      isShownForStatuses(order, filters.statuses, facts.get(order) as Facts, hasQuery),
  );
  const sorted = sortOrders(shown, sort);
  const groups = OPEN_GROUP_ORDER.map((status) => ({
    status,
    orders: sorted.filter((order) => order.status === status),
  })).filter((group) => group.orders.length > 0);
  const isDoneChosen = filters.statuses.some(isDoneStatus);
  return {
    groups,
    done: sorted.filter((order) => isDoneStatus(order.status)),
    doneScope: hasQuery || isDoneChosen ? "all" : "today",
    total: shown.length,
  };
}

export type ChipCounts = {
  statuses: Record<OrderStatus, number> & { all: number };
  platforms: Record<Platform, number> & { all: number };
};

/**
 * How many orders each chip would show if it were the only one chosen in its row, with the
 * other row and the search as they are: the usual count beside a faceted filter.
 */
export function countChips<T extends BoardOrder>({
  orders,
  filters,
  now,
  timeZone,
}: Omit<BuildBoardOptions<T>, "sort">): ChipCounts {
  const hasQuery = normalizeSearchQuery(filters.query) !== "";
  const facts = factsOf(orders, filters.query, { now, timeZone });
  const statuses = zeroCounts(ORDER_STATUSES);
  const platforms = zeroCounts(PLATFORMS);
  for (const order of orders) {
    const fact = facts.get(order) as Facts;
    if (isShownForPlatforms(order, filters.platforms)) {
      if (fact.isSearchMatch) statuses[order.status] += 1;
      if (isShownForStatuses(order, [], fact, hasQuery)) statuses.all += 1;
    }
    if (isShownForStatuses(order, filters.statuses, fact, hasQuery)) {
      platforms[order.platform] += 1;
      platforms.all += 1;
    }
  }
  return { statuses, platforms };
}

function zeroCounts<K extends string>(keys: ReadonlyArray<K>): Record<K, number> & { all: number } {
  const counts: Record<string, number> = { all: 0 };
  for (const key of keys) counts[key] = 0;
  return counts as Record<K, number> & { all: number };
}
