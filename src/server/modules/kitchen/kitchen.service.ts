import type { KitchenStations } from "../../../domain/api/kitchen";
import { BUILT_IN_STATIONS } from "../../../domain/printing";
import type { Database } from "../../db/database";
import { listItemStations, listNamedStations } from "./kitchen.repository";

export type KitchenScope = { db: Database; restaurantId: string };

/**
 * The stations the kitchen display offers and where each menu item goes: the built-in
 * stations first, then the restaurant's own in name order, each once.
 */
export async function getKitchenStations({
  db,
  restaurantId,
}: KitchenScope): Promise<KitchenStations> {
  const [items, named] = await Promise.all([
    listItemStations(db, restaurantId),
    listNamedStations(db, restaurantId),
  ]);
  const builtIn: readonly string[] = BUILT_IN_STATIONS;
  const own = [...new Set(named)].filter((station) => !builtIn.includes(station)).sort();
  return { stations: [...builtIn, ...own], items };
}
