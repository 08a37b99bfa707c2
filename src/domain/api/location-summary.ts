import { z } from "zod";

/**
 * One location as the app shell's switcher and the cards of All locations name it, or a
 * brand (docs/brands.md): a brand names the location whose kitchen makes its orders.
 */
export const locationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A brand's location; null for a location. */
  kitchenId: z.string().nullable(),
  timezone: z.string(),
  currency: z.string(),
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;

/**
 * The brand an order of this location (or brand) is sold under, as cards, toasts, tickets
 * and the kitchen display name it: only where its kitchen runs more than one brand (its own
 * name among them); undefined where the kitchen runs only its own, or for a place not listed.
 */
export function brandOf(
  locationId: string | null | undefined,
  places: readonly LocationSummary[],
): string | undefined {
  const place = places.find((each) => each.id === locationId);
  if (!place) return undefined;
  if (place.kitchenId !== null) return place.name;
  return places.some((each) => each.kitchenId === place.id) ? place.name : undefined;
}
