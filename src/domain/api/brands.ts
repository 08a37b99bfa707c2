import { z } from "zod";

/**
 * A brand is a restaurant of its own on the platforms, cooked in one location's kitchen
 * (docs/brands.md): its own name, menu, platform stores, hours and orders; the location's
 * people, printers and devices make and print them, and its dashboard shows them.
 */

/** A kitchen's brands besides its own: a few delivery-only names, not a food court. */
export const MAX_BRANDS_PER_LOCATION = 10;

/** POST /api/brands: a new brand cooked at the location the browser works at. */
export const newBrandInputSchema = z.object({
  name: z
    .string("Brand name is required")
    .trim()
    .min(1, "Brand name is required")
    .max(100, "Brand name can be at most 100 characters"),
});
export type NewBrandInput = z.input<typeof newBrandInputSchema>;
export type NewBrand = z.output<typeof newBrandInputSchema>;

export const BRAND_MESSAGES = {
  atBrand: "Switch to the location whose kitchen will cook the brand to add it",
  tooMany: `A location can run at most ${MAX_BRANDS_PER_LOCATION} brands besides its own.`,
  demo: "The demo cannot add brands. Start a free trial to add yours.",
  taken: "A location or brand of this account already has that name",
  added: (name: string) => `${name} added. Switch to it to set up its menu and platform stores.`,
} as const;
