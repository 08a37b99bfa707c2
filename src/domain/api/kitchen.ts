import { z } from "zod";

/**
 * GET /api/kitchen/stations (docs/api.md): what the kitchen display needs to show each
 * station its own items, by the same rule as the printers (domain/station-routing.ts).
 */
export const kitchenStationsSchema = z.object({
  /** Every station in use: the built-in ones, then those the menu or a printer names. */
  stations: z.array(z.string()),
  /** Each menu item's station, by the item's name on the menu. */
  items: z.array(z.object({ name: z.string(), station: z.string() })),
});
export type KitchenStations = z.infer<typeof kitchenStationsSchema>;
