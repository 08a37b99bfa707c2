import { asc, eq, sql } from "drizzle-orm";
import type { ItemStation } from "../../../domain/station-routing";
import type { Database } from "../../db/database";
import { menuCategories } from "../../db/schema/menu-categories";
import { menuItems } from "../../db/schema/menu-items";
import { printers } from "../../db/schema/printers";
import { kitchenPlaces } from "../locations/works-at";

/**
 * Each menu item of the kitchen (the location's and its brands') with the station its
 * category is routed to.
 */
export function listItemStations(db: Database, restaurantId: string): Promise<ItemStation[]> {
  return db
    .select({ name: menuItems.name, station: menuCategories.station })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(sql`${menuCategories.restaurantId} in ${kitchenPlaces(restaurantId)}`)
    .orderBy(asc(menuItems.name));
}

/** The stations the kitchen's menu categories (its brands' too) and printers name. */
export async function listNamedStations(db: Database, restaurantId: string): Promise<string[]> {
  const [categoryRows, printerRows] = await Promise.all([
    db
      .selectDistinct({ station: menuCategories.station })
      .from(menuCategories)
      .where(sql`${menuCategories.restaurantId} in ${kitchenPlaces(restaurantId)}`),
    db
      .selectDistinct({ station: printers.station })
      .from(printers)
      .where(eq(printers.restaurantId, restaurantId)),
  ]);
  return [...categoryRows, ...printerRows].map((row) => row.station);
}
