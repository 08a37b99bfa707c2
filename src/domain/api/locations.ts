import { z } from "zod";
import { DEFAULT_CURRENCY, normalizeCurrency } from "../money";
import { locationSummarySchema } from "./location-summary";
import { restaurantProfileSchema } from "./settings";

/**
 * An account holds one or more locations (docs/locations.md): each with its own menu,
 * platform connections, printers, devices, opening hours, currency and settings. A person
 * works at all of the account's locations or at the ones chosen for them; the app works
 * for one location at a time, the one the person last chose on that browser.
 */

/** The browser's remembered location, a plain id, kept for a year. */
export const LOCATION_COOKIE = "od_location";
/**
 * Names the location one call is for, overriding the remembered one: the All locations
 * dashboard acts on each card's order at its own location with it.
 */
export const LOCATION_HEADER = "x-orderdock-location";
/** `?locations=all` on the order list, the live feed and analytics: every location at once. */
export const ALL_LOCATIONS = "all";
export const allLocationsQuerySchema = z.object({
  locations: z.literal(ALL_LOCATIONS, 'locations can only be "all"').optional(),
});

/** An account's locations: enough for a chain's sites, few enough to list on one screen. */
export const MAX_LOCATIONS_PER_ACCOUNT = 50;

const knownCurrencies: ReadonlySet<string> = new Set(
  typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : [],
);
export const CURRENCY_MESSAGE = "Choose a currency, e.g. USD, EUR or GBP";
/** A location's currency: an ISO 4217 code this engine knows (any three letters if none). */
export const locationCurrencySchema = z
  .string(CURRENCY_MESSAGE)
  .transform((value) => normalizeCurrency(value) ?? "")
  .refine(
    (code) => code !== "" && (knownCurrencies.size === 0 || knownCurrencies.has(code)),
    CURRENCY_MESSAGE,
  );
export const LOCATION_CURRENCIES: readonly string[] = knownCurrencies.size
  ? [...knownCurrencies]
  : [DEFAULT_CURRENCY];

export { type LocationSummary, locationSummarySchema } from "./location-summary";

/** Settings → Locations: every location of the account. */
export const locationSchema = locationSummarySchema.extend({
  address: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  /** The location this browser works at now. */
  isCurrent: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

/** PUT /api/session/location: the location this browser works at from now on. */
export const chooseLocationInputSchema = z.object({
  locationId: z.uuid("Choose a location"),
});
export type ChooseLocationInput = z.infer<typeof chooseLocationInputSchema>;

/** POST /api/locations: a new location of the account, with an empty menu. */
export const newLocationInputSchema = restaurantProfileSchema
  .pick({ name: true, phone: true, address: true, timezone: true })
  .extend({
    name: z
      .string("Location name is required")
      .trim()
      .min(1, "Location name is required")
      .max(100, "Location name can be at most 100 characters"),
    currency: locationCurrencySchema,
  });
export type NewLocationInput = z.input<typeof newLocationInputSchema>;
export type NewLocation = z.output<typeof newLocationInputSchema>;

/** POST /api/menu/copy: copy another location's menu into this one. */
export const copyMenuInputSchema = z.object({
  fromLocationId: z.uuid("Choose the location to copy from"),
});
export type CopyMenuInput = z.infer<typeof copyMenuInputSchema>;
/** What a copy added: items and categories already here by name are left as they are. */
export const copyMenuResultSchema = z.object({
  categories: z.number().int(),
  items: z.number().int(),
  modifierGroups: z.number().int(),
});
export type CopyMenuResult = z.infer<typeof copyMenuResultSchema>;

export const LOCATION_MESSAGES = {
  notFound: "No such location in your account",
  notYours: "You do not work at that location",
  tooMany: `An account can hold at most ${MAX_LOCATIONS_PER_ACCOUNT} locations.`,
  demo: "The demo cannot add locations. Start a free trial to add yours.",
  sameLocation: "Choose another location to copy from",
  added: (name: string) => `${name} added. Switch to it to set up its menu and platforms.`,
  copied: ({ items, categories }: CopyMenuResult) =>
    `Copied ${items} ${items === 1 ? "item" : "items"} in ${categories} ${categories === 1 ? "category" : "categories"}.`,
} as const;
