import { z } from "zod";
import { DEFAULT_ITEM_MINUTES, kitchenLoadRulesSchema } from "../kitchen-load";
import { CLOCK_TIME } from "../opening-hours";
import { ACCEPTING_PLATFORMS, DEFAULT_DEADLINE_WARNING_MINUTES } from "../platform-actions";
import { PLATFORM_META, type Platform } from "../platforms";
import { DARK_KITCHEN_MINUTES_RANGE, DEFAULT_DARK_KITCHEN_MINUTES } from "../store-controls";
import { emailSchema, PASSWORD_MESSAGE, passwordSchema } from "./auth";

/**
 * Settings. The restaurant's profile and how it answers platforms live in the database
 * (`GET/PUT /api/settings`); the account in `PUT /api/account`. Device preferences (sort, auto-print, sounds, toasts,
 * theme) stay in the browser's localStorage.
 */

/** Every IANA timezone this JavaScript engine knows, e.g. "America/Chicago". */
export function isKnownTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}

export const DEFAULT_PREP_MINUTES = 20;
export const PREP_MINUTES_RANGE = { min: 1, max: 240 } as const;
export const PREP_MINUTES_MESSAGE =
  "Preparation time must be a whole number of minutes from 1 to 240";

/** Sales tax on website-form orders, as a percent with up to three decimals (8.875). */
export const SALES_TAX_MESSAGE = "Sales tax must be a percent from 0 to 30, e.g. 8.875";

export const restaurantProfileSchema = z.object({
  /** Printed on every receipt. */
  name: z
    .string("Restaurant name is required")
    .trim()
    .min(1, "Restaurant name is required")
    .max(100, "Restaurant name can be at most 100 characters"),
  phone: z
    .string()
    .trim()
    .max(40, "Phone can be at most 40 characters")
    .regex(/^[0-9+()\-.\s]*$/, "Phone can hold digits, spaces and + ( ) - . only")
    .default(""),
  address: z.string().trim().max(300, "Address can be at most 300 characters").default(""),
  /** Decides 'Today' and 'Yesterday', analytics days and when "end of day" 86s end. */
  timezone: z
    .string("Choose a timezone")
    .refine(isKnownTimezone, "Choose a timezone from the list, e.g. America/New_York"),
  /**
   * How long the kitchen needs for an order: a scheduled order is released to the kitchen
   * this many minutes before its promised time (decision 096).
   */
  prepMinutes: z.coerce
    .number(PREP_MINUTES_MESSAGE)
    .int(PREP_MINUTES_MESSAGE)
    .min(PREP_MINUTES_RANGE.min, PREP_MINUTES_MESSAGE)
    .max(PREP_MINUTES_RANGE.max, PREP_MINUTES_MESSAGE)
    .default(DEFAULT_PREP_MINUTES),
  /** Sales tax added to website-form orders, in percent (the platforms charge their own). */
  salesTaxPercent: z.coerce
    .number(SALES_TAX_MESSAGE)
    .min(0, SALES_TAX_MESSAGE)
    .max(30, SALES_TAX_MESSAGE)
    .refine(
      (percent) => Math.abs(percent * 1000 - Math.round(percent * 1000)) < 1e-6,
      SALES_TAX_MESSAGE,
    )
    .default(0),
});
export type RestaurantProfile = z.infer<typeof restaurantProfileSchema>;
export type RestaurantProfileInput = z.input<typeof restaurantProfileSchema>;

/** An open order's age turns amber at the first and red at the second (minutes). */
export const DEFAULT_AGE_THRESHOLDS = { warningMinutes: 10, lateMinutes: 20 } as const;
export const AGE_WARNING_MESSAGE = "Amber after must be a whole number of minutes from 1 to 240";
export const AGE_LATE_MESSAGE = "Red after must be a whole number of minutes from 2 to 480";
export const AGE_ORDER_MESSAGE = "Red after must be later than amber after";

export const DEADLINE_WARNING_RANGE = { min: 1, max: 10 } as const;
export const DEADLINE_WARNING_MESSAGE = `Deadline warning must be a whole number of minutes from ${DEADLINE_WARNING_RANGE.min} to ${DEADLINE_WARNING_RANGE.max}`;

/** "Uber Eats, DoorDash or Grubhub": the platforms that wait for an answer. */
const acceptingNames = ACCEPTING_PLATFORMS.map((platform) => PLATFORM_META[platform].displayName);
export const AUTO_ACCEPT_MESSAGE = `Auto-accept is only for ${acceptingNames.slice(0, -1).join(", ")} or ${acceptingNames.at(-1)}`;

/** How the restaurant answers the platforms that wait for it (docs/platform-calls.md). */
export const orderHandlingSchema = z
  .object({
    /**
     * Platforms whose new orders are accepted at once with the preparation time; only those
     * that wait for an answer. (No transform here: the schema also encodes the response.)
     */
    autoAcceptPlatforms: z
      .array(
        z.enum(ACCEPTING_PLATFORMS as [Platform, ...Platform[]], AUTO_ACCEPT_MESSAGE),
        AUTO_ACCEPT_MESSAGE,
      )
      .default([]),
    /** Minutes before a platform's deadline when the Accept countdown turns red. */
    deadlineWarningMinutes: z.coerce
      .number(DEADLINE_WARNING_MESSAGE)
      .int(DEADLINE_WARNING_MESSAGE)
      .min(DEADLINE_WARNING_RANGE.min, DEADLINE_WARNING_MESSAGE)
      .max(DEADLINE_WARNING_RANGE.max, DEADLINE_WARNING_MESSAGE)
      .default(DEFAULT_DEADLINE_WARNING_MINUTES),
    /** An open order's age turns amber after this many minutes… */
    ageWarningMinutes: z.coerce
      .number(AGE_WARNING_MESSAGE)
      .int(AGE_WARNING_MESSAGE)
      .min(1, AGE_WARNING_MESSAGE)
      .max(240, AGE_WARNING_MESSAGE)
      .default(DEFAULT_AGE_THRESHOLDS.warningMinutes),
    /** …and red after this many. */
    ageLateMinutes: z.coerce
      .number(AGE_LATE_MESSAGE)
      .int(AGE_LATE_MESSAGE)
      .min(2, AGE_LATE_MESSAGE)
      .max(480, AGE_LATE_MESSAGE)
      .default(DEFAULT_AGE_THRESHOLDS.lateMinutes),
  })
  .refine((handling) => handling.ageLateMinutes > handling.ageWarningMinutes, {
    path: ["ageLateMinutes"],
    message: AGE_ORDER_MESSAGE,
  });
export type OrderHandling = z.infer<typeof orderHandlingSchema>;
export type OrderHandlingInput = z.input<typeof orderHandlingSchema>;

export const OPENING_TIME_MESSAGE = "Times are on a 24-hour clock, e.g. 09:00 or 22:30";
export const DARK_KITCHEN_MESSAGE = `Minutes without a dashboard must be a whole number from ${DARK_KITCHEN_MINUTES_RANGE.min} to ${DARK_KITCHEN_MINUTES_RANGE.max}`;

const openingPeriodSchema = z.object({
  open: z.string(OPENING_TIME_MESSAGE).regex(CLOCK_TIME, OPENING_TIME_MESSAGE),
  close: z.string(OPENING_TIME_MESSAGE).regex(CLOCK_TIME, OPENING_TIME_MESSAGE),
});

/**
 * The watch on a kitchen that goes dark (docs/store-controls.md): during opening hours, once
 * no dashboard has been connected for `darkKitchenMinutes`, every channel is paused and the
 * owner emailed; `reopenWhenBack` reopens them when a dashboard is back. No hours: no watch.
 */
export const kitchenWatchSchema = z.object({
  /** Seven days, Sunday first; null for a day the restaurant is closed. */
  openingHours: z
    .array(openingPeriodSchema.nullable(), "Opening hours are seven days, Sunday first")
    .length(7, "Opening hours are seven days, Sunday first")
    .nullable()
    .default(null),
  darkKitchenMinutes: z.coerce
    .number(DARK_KITCHEN_MESSAGE)
    .int(DARK_KITCHEN_MESSAGE)
    .min(DARK_KITCHEN_MINUTES_RANGE.min, DARK_KITCHEN_MESSAGE)
    .max(DARK_KITCHEN_MINUTES_RANGE.max, DARK_KITCHEN_MESSAGE)
    .default(DEFAULT_DARK_KITCHEN_MINUTES),
  reopenWhenBack: z.boolean("Reopen when a dashboard is back must be true or false").default(true),
});
export type KitchenWatch = z.infer<typeof kitchenWatchSchema>;

export const ITEM_MINUTES_MESSAGE = "Minutes per item must be a whole number from 1 to 120";

/**
 * The kitchen's load (docs/kitchen-load.md): the minutes of work counted for an item the
 * menu gives none, and the optional rules that slow or pause the marketplaces by themselves.
 */
export const kitchenLoadSettingsSchema = z.object({
  defaultItemMinutes: z.coerce
    .number(ITEM_MINUTES_MESSAGE)
    .int(ITEM_MINUTES_MESSAGE)
    .min(1, ITEM_MINUTES_MESSAGE)
    .max(120, ITEM_MINUTES_MESSAGE)
    .default(DEFAULT_ITEM_MINUTES),
  /** Null: no rules; the gauge only shows the load. */
  rules: kitchenLoadRulesSchema.nullable().default(null),
});
export type KitchenLoadSettings = z.infer<typeof kitchenLoadSettingsSchema>;

/** A restaurant that signed itself up is on a free trial until this moment. */
export const TRIAL_DAYS = 14;

export const settingsSchema = z.object({
  restaurant: restaurantProfileSchema,
  orderHandling: orderHandlingSchema,
  kitchenWatch: kitchenWatchSchema.default({
    openingHours: null,
    darkKitchenMinutes: DEFAULT_DARK_KITCHEN_MINUTES,
    reopenWhenBack: true,
  }),
  kitchenLoad: kitchenLoadSettingsSchema.default({
    defaultItemMinutes: DEFAULT_ITEM_MINUTES,
    rules: null,
  }),
  /** Read-only: the free trial's end, for a restaurant that signed itself up; null otherwise. */
  trialEndsAt: z.string().nullable().default(null),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PUT /api/settings: any of the parts; a part left out stays as it is. */
export const settingsUpdateSchema = z.object({
  restaurant: restaurantProfileSchema.optional(),
  orderHandling: orderHandlingSchema.optional(),
  kitchenWatch: kitchenWatchSchema.optional(),
  kitchenLoad: kitchenLoadSettingsSchema.optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const CURRENT_PASSWORD_REQUIRED = "Enter your current password to change this";
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct";

/**
 * The signed-in person's account. The current password is needed to change the email or
 * the password; either change ends every other session.
 */
export const accountUpdateSchema = z.object({
  name: z
    .string("Name is required")
    .trim()
    .min(1, "Name is required")
    .max(100, "Name can be at most 100 characters"),
  email: emailSchema,
  currentPassword: z.string().max(200).optional(),
  newPassword: passwordSchema.optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

export { PASSWORD_MESSAGE };
