import { z } from "zod";
import { DEVICE_ACTIONS } from "../devices";
import { PERMISSIONS, PRINCIPAL_ROLES } from "../permissions";
import { PLATFORMS } from "../platforms";
import { locationSummarySchema } from "./location-summary";

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

/**
 * Self sign-up: a restaurant starts a free trial on its own. The email must be confirmed
 * (a single-use link) before its owner can sign in; see
 * docs/decisions/110-confirming-the-email-address.md.
 */
export const RESTAURANT_NAME_MESSAGE = "Restaurant name is required";
export const OWNER_NAME_MESSAGE = "Your name is required";

export const signUpInputSchema = z.object({
  restaurantName: z
    .string(RESTAURANT_NAME_MESSAGE)
    .trim()
    .min(1, RESTAURANT_NAME_MESSAGE)
    .max(100, "Restaurant name can be at most 100 characters"),
  name: z
    .string(OWNER_NAME_MESSAGE)
    .trim()
    .min(1, OWNER_NAME_MESSAGE)
    .max(100, "Your name can be at most 100 characters"),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** The answer to a sign-up, whether or not the address already had an account. */
export const SIGN_UP_SENT =
  "Check your email: we sent a link to confirm your address. It works for 48 hours.";
export const SIGN_UP_DISABLED =
  "New restaurants cannot sign up here at the moment. Contact us to get set up.";
/** Shown when the whole service has taken as many sign-ups as it takes in an hour. */
export const SIGN_UP_BUSY =
  "Sign-ups are busy right now. Please try again in a little while, or contact us to get set up.";
export const signUpResponseSchema = z.object({ message: z.string(), email: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const VERIFY_LINK_INVALID =
  "This confirmation link is invalid, has expired or was already used. Sign in, or ask for a new link.";
export const verifyEmailInputSchema = z.object({
  token: z.string(VERIFY_LINK_INVALID).min(16, VERIFY_LINK_INVALID).max(200, VERIFY_LINK_INVALID),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

export const resendVerificationInputSchema = z.object({ email: emailSchema });
export type ResendVerificationInput = z.infer<typeof resendVerificationInputSchema>;
export const VERIFICATION_SENT =
  "If that address is waiting for confirmation, a new link is on its way. It works for 48 hours.";

/** An owner whose address is not confirmed yet is refused at sign-in with this code. */
export const EMAIL_NOT_VERIFIED_CODE = "EMAIL_NOT_VERIFIED";
export const EMAIL_NOT_VERIFIED =
  "Please confirm your email address first: open the link we sent you, or send a new one.";

export { RESTAURANT_ROLES, USER_ROLES, type UserRole } from "../permissions";

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
  /** A stored user's role, or `kitchen` for a paired device (then `device` says which). */
  role: z.enum(PRINCIPAL_ROLES),
  /** What the person's role allows (docs/permissions.md): screens and buttons follow it. */
  permissions: z.array(z.enum(PERMISSIONS)),
  platformConnections: platformFlagsSchema,
  /** Saved keys per platform, masked: "••••1234". */
  apiKeys: z.partialRecord(z.enum(PLATFORMS), z.string()),
  uberEatsMerchantAgreementDate: z.string().nullable(),
  /** The restaurant's timezone decides 'Today' and 'Yesterday' on its orders. */
  restaurant: locationSummarySchema.nullable(),
  /** The account the restaurant (the location worked at now) belongs to. */
  account: z.object({ id: z.string(), name: z.string() }).nullable(),
  /**
   * The locations this person may switch to, in the order they were added (a kitchen
   * device: its own only).
   */
  locations: z.array(locationSummarySchema),
  /**
   * Whether the person works at every location of the account, those added later too (an
   * Owner always); false for one given chosen locations, and for a kitchen device.
   */
  worksAtAllLocations: z.boolean(),
  /** On a paired kitchen device: which one, and what it asks a PIN for. */
  device: z
    .object({ id: z.string(), name: z.string(), pinActions: z.array(z.enum(DEVICE_ACTIONS)) })
    .nullable(),
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

/** What sign-in and the session check answer. */
export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid email or password",
  deactivated: "This account has been deactivated. Contact your administrator.",
  accountDisabled: "This restaurant's account has been disabled. Contact OrderDock support.",
  adminUsesAdminPanel: "Administrator accounts sign in to the admin panel at /admin.",
  adminOnly: "Only administrators can sign in to the admin panel.",
  tooManyAttempts: "Too many failed sign-in attempts. Please wait and try again.",
  signInRequired: "Please sign in",
} as const;
