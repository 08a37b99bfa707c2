import { normalizeItemName } from "./kitchen-load";
import type { Order, OrderItem } from "./order";
import { type AgeLevel, type AgeThresholds, ageLevel, ageStartsAt } from "./order-age";
import { EXPO_STATION } from "./printing";
import { stationItems } from "./station-routing";
import { isKitchenStatus } from "./status";

/**
 * The kitchen display (docs/kitchen-display.md): the orders in the kitchen as tickets in three
 * columns, oldest first; at a station only the tickets with something for it, and on each
 * only that station's items; the all-day count of what the tickets on screen ask for.
 */
export const KITCHEN_COLUMNS = ["new", "preparing", "ready"] as const;
export type KitchenColumn = (typeof KITCHEN_COLUMNS)[number];

/** One item of a ticket, with where it sits in its order (strikes are kept by it). */
export type TicketItem = { item: OrderItem; index: number };

export type KitchenTicket = { order: Order; items: TicketItem[] };

export type KitchenColumns = Record<KitchenColumn, KitchenTicket[]>;

/** null: every station's items. */
export type StationChoice = string | null;

export type BuildKitchenColumnsOptions = {
  orders: ReadonlyArray<Order>;
  station: StationChoice;
  /** Each menu item's station by its normalized name (station-routing.ts). */
  stations: ReadonlyMap<string, string>;
};

/**
 * Only orders in the kitchen are shown: an order held for later or for payment appears when
 * the server releases it to New, when it is due, and an ended one goes.
 */
export function buildKitchenColumns({
  orders,
  station,
  stations,
}: BuildKitchenColumnsOptions): KitchenColumns {
  const columns: KitchenColumns = { new: [], preparing: [], ready: [] };
  for (const order of orders) {
    if (!isKitchenStatus(order.status)) continue;
    const column = order.status as KitchenColumn;
    const items = ticketItems(order, station, stations);
    if (items.length === 0) continue;
    columns[column].push({ order, items });
  }
  for (const column of KITCHEN_COLUMNS) columns[column].sort(byAge);
  return columns;
}

function ticketItems(
  order: Order,
  station: StationChoice,
  stations: ReadonlyMap<string, string>,
): TicketItem[] {
  const all = order.items.map((item, index) => ({ item, index }));
  if (station === null) return all;
  const mine = new Set(
    stationItems(
      all.map(({ item }) => item),
      station,
      stations,
    ),
  );
  return all.filter(({ item }) => mine.has(item));
}

/** Oldest first, by when the wait began; the order number settles a tie. */
function byAge(a: KitchenTicket, b: KitchenTicket): number {
  const difference = waitStart(a.order) - waitStart(b.order);
  if (difference !== 0) return difference;
  return a.order.orderNumber.localeCompare(b.order.orderNumber);
}

function waitStart(order: Order): number {
  const start = ageStartsAt(order);
  return Number.isNaN(start) ? Number.POSITIVE_INFINITY : start;
}

/** The tickets the expo hands over: those ready, with all their items. */
export function isExpoStation(station: StationChoice): boolean {
  return station === EXPO_STATION;
}

export type AllDayCount = { name: string; quantity: number };

/**
 * How many of each item the tickets ask for, by name (case and spacing aside, the first
 * spelling shown), most first, then by name. Struck items still count: struck is made, not
 * handed over.
 */
export function allDayCounts(tickets: ReadonlyArray<KitchenTicket>): AllDayCount[] {
  const counts = new Map<string, AllDayCount>();
  for (const ticket of tickets) {
    for (const { item } of ticket.items) {
      const key = normalizeItemName(item.name);
      const count = counts.get(key);
      if (count) count.quantity += item.quantity;
      else counts.set(key, { name: item.name.trim(), quantity: item.quantity });
    }
  }
  return [...counts.values()].sort(
    (a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name),
  );
}

export type TicketAge = {
  /** Whole seconds waited. */
  seconds: number;
  /** The dashboard's colour for the same wait (order-age.ts, Settings' thresholds). */
  level: AgeLevel;
  /** "4:07", "1:02:03". */
  text: string;
};

/** How long a ticket has waited at `now`, and its colour by the dashboard's thresholds. */
export function ticketAge(order: Order, now: number, thresholds: AgeThresholds): TicketAge {
  const start = waitStart(order);
  const seconds = Number.isFinite(start) ? Math.max(0, Math.floor((now - start) / 1000)) : 0;
  return {
    seconds,
    level: ageLevel(Math.floor(seconds / 60), thresholds),
    text: formatTimer(seconds),
  };
}

export function formatTimer(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  if (hours === 0) return `${minutes}:${rest}`;
  return `${hours}:${String(minutes).padStart(2, "0")}:${rest}`;
}
