import { asc, eq } from "drizzle-orm";
import type { ItemStation } from "../../../domain/station-routing";
import type { Database } from "../../db/database";
import { menuCategories } from "../../db/schema/menu-categories";
import { menuItems } from "../../db/schema/menu-items";
import { printers } from "../../db/schema/printers";

/** Each of the restaurant's menu items with the station its category is routed to. */
export function listItemStations(db: Database, restaurantId: string): Promise<ItemStation[]> {
  return db
    .select({ name: menuItems.name, station: menuCategories.station })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(eq(menuCategories.restaurantId, restaurantId))
    .orderBy(asc(menuItems.name));
}

/** The stations the restaurant's menu categories and printers name. */
export async function listNamedStations(db: Database, restaurantId: string): Promise<string[]> {
  const [categoryRows, printerRows] = await Promise.all([
    db
      .selectDistinct({ station: menuCategories.station })
      .from(menuCategories)
      .where(eq(menuCategories.restaurantId, restaurantId)),
    db
      .selectDistinct({ station: printers.station })
      .from(printers)
      .where(eq(printers.restaurantId, restaurantId)),
  ]);
  return [...categoryRows, ...printerRows].map((row) => row.station);
}
