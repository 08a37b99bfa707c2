import { z } from "zod";
import { PLATFORMS } from "../platforms";

/**
 * Account and session schemas shared by the sign-in forms and the server routes, carrying
 * the validation messages, so both show the same words.
 */
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORD_MESSAGE = "Password must be at least 6 characters";
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

/** The demo account; signing in with it starts a fresh demo. */
export const DEMO_EMAIL = "demo@orderdock.app";
export const DEMO_PASSWORD = "demo123";

export const emailSchema = z
  .string(EMAIL_MESSAGE)
  .trim()
  .toLowerCase()
  .pipe(z.email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE));

export const passwordSchema = z
  .string(PASSWORD_MESSAGE)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const loginInputSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const FORGOT_PASSWORD_SENT =
  "If an account exists for that email, a link to reset its password is on its way. It works for one hour.";
export const PASSWORD_CHANGED = "Your password has been changed. Sign in with your new password.";

export const RESET_LINK_INVALID = "This reset link is invalid or has expired. Ask for a new one.";

export const resetPasswordInputSchema = z.object({
  token: z.string(RESET_LINK_INVALID).min(16, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const USER_ROLES = ["admin", "shop_owner", "demo"] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** platformConnections: a connected flag for each of the six platforms. */
export const platformFlagsSchema = z.object(
  Object.fromEntries(PLATFORMS.map((platform) => [platform, z.boolean()])) as Record<
    (typeof PLATFORMS)[number],
    z.ZodBoolean
  >,
);

/** The current user, plus the restaurant the session works for. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  platformConnections: platformFlagsSchema,
  /** Saved keys per platform, masked: "••••1234". */
  apiKeys: z.partialRecord(z.enum(PLATFORMS), z.string()),
  uberEatsMerchantAgreementDate: z.string().nullable(),
  /** The restaurant's timezone decides 'Today' and 'Yesterday' on its orders. */
  restaurant: z.object({ id: z.string(), name: z.string(), timezone: z.string() }).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What the admin endpoints say about the signed-in administrator. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal("admin"),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
