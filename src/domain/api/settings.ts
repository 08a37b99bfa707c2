import { z } from "zod";
import { emailSchema, PASSWORD_MESSAGE, passwordSchema } from "./auth";

/**
 * Settings. The restaurant's profile lives in the database (`GET/PUT /api/settings`); the
 * account in `PUT /api/account`. Device preferences (sort, auto-print, sounds, toasts,
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
   * this many minutes before its promised time (decision 021).
   */
  prepMinutes: z.coerce
    .number(PREP_MINUTES_MESSAGE)
    .int(PREP_MINUTES_MESSAGE)
    .min(PREP_MINUTES_RANGE.min, PREP_MINUTES_MESSAGE)
    .max(PREP_MINUTES_RANGE.max, PREP_MINUTES_MESSAGE)
    .default(DEFAULT_PREP_MINUTES),
});
export type RestaurantProfile = z.infer<typeof restaurantProfileSchema>;
export type RestaurantProfileInput = z.input<typeof restaurantProfileSchema>;

export const settingsSchema = z.object({ restaurant: restaurantProfileSchema });
export type Settings = z.infer<typeof settingsSchema>;

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
