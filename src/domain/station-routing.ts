import { normalizeItemName } from "./kitchen-load";
import type { OrderItem } from "./order";
import { DEFAULT_STATION, EXPO_STATION } from "./printing";

/**
 * Which station makes which item (docs/printing.md, docs/kitchen-display.md): a menu
 * category is routed to a station, and an order's item goes where its menu item's category
 * goes, matched by name as orders carry it (case and spacing aside). An item the menu does
 * not know, or whose category is routed nowhere, goes to the kitchen; the expo sees every
 * item. The printers and the kitchen display both follow this one rule.
 */
export type ItemStation = { name: string; station: string };

/** Menu items' stations by their names as orders carry them. */
export function stationMapOf(rows: ReadonlyArray<ItemStation>): Map<string, string> {
  return new Map(rows.map((row) => [normalizeItemName(row.name), row.station]));
}

/** The station that makes an item of this name. */
export function stationOfItem(name: string, stations: ReadonlyMap<string, string>): string {
  return stations.get(normalizeItemName(name)) ?? DEFAULT_STATION;
}

/** The items of an order a station makes: all of them at the expo. */
export function stationItems<T extends Pick<OrderItem, "name">>(
  items: ReadonlyArray<T>,
  station: string,
  stations: ReadonlyMap<string, string>,
): T[] {
  if (station === EXPO_STATION) return [...items];
  return items.filter((item) => stationOfItem(item.name, stations) === station);
}
