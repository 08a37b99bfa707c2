import { z } from "zod";
import { PLATFORMS, type Platform } from "../platforms";

/**
 * The Platform Connections screen's calls. Every field an owner enters is saved — the
 * store URL, the site URL and WooCommerce's consumer secret too, none dropped from the
 * payload. Secrets go in encrypted and only ever come back masked.
 */

const optionalSecret = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} is too long`)
    .optional()
    .transform((value) => (value === "" ? undefined : value));

/**
 * A store's own address, which OrderDock calls back when the platform is live: a full
 * address with no user name or password in it. Shopify serves HTTPS only; a WooCommerce
 * site may be plain `http://`, where OrderDock signs each call with OAuth 1.0a instead of
 * sending its keys, as WooCommerce core asks (decision 145). Whether it is a public address
 * is the server's check, `notPublicAddressMessage` (decision 137).
 */
const optionalUrl = (label: string, { allowsHttp = false } = {}) =>
  z
    .string()
    .trim()
    .max(500, `${label} is too long`)
    .superRefine((value, context) => {
      const problem = value === "" ? null : storeAddressProblem(value, label, allowsHttp);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .optional()
    .transform((value) => (value === "" ? undefined : value?.replace(/\/+$/, "")));

function storeAddressProblem(value: string, label: string, allowsHttp: boolean): string | null {
  const url = /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) ? parseUrl(value) : null;
  if (!url?.hostname) return `${label} must be a full address, e.g. https://example.com`;
  if (url.username || url.password) return `${label} must not contain a user name or password`;
  if (url.protocol !== "https:" && !allowsHttp) return `${label} must start with https://`;
  return null;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The store's own address: Shopify's store URL, WooCommerce's site URL. */
export const ADDRESS_LABELS = { storeUrl: "Store URL", siteUrl: "Site URL" } as const;
export type AddressField = keyof typeof ADDRESS_LABELS;

/** The server's answer to an address that is this machine or a private network's. */
export const notPublicAddressMessage = (label: string) =>
  `${label} must be a public address, not a local or private one`;

/** The platform connection update payload, plus the fields the screen reads. */
export const connectionUpdateSchema = z.object({
  platform: z.enum(PLATFORMS, "Unknown platform"),
  connected: z.boolean("connected must be true or false"),
  /** DoorDash's auth token, Grubhub's signing secret, Shopify's webhook signing secret. */
  apiKey: optionalSecret("API key"),
  storeUrl: optionalUrl(ADDRESS_LABELS.storeUrl),
  siteUrl: optionalUrl(ADDRESS_LABELS.siteUrl, { allowsHttp: true }),
  consumerKey: optionalSecret("Consumer key"),
  consumerSecret: optionalSecret("Consumer secret"),
});
export type ConnectionUpdate = z.input<typeof connectionUpdateSchema>;
export type ConnectionUpdateValues = z.output<typeof connectionUpdateSchema>;

/** What the screen shows of one connection besides the current user's flags and keys. */
export const connectionDetailsSchema = z.object({
  platform: z.enum(PLATFORMS),
  connected: z.boolean(),
  storeUrl: z.string().nullable(),
  siteUrl: z.string().nullable(),
  /** Masked: "••••1234". */
  consumerKey: z.string().nullable(),
  hasConsumerSecret: z.boolean(),
  /** Where the platform should send this restaurant's orders. */
  webhookUrl: z.string().nullable(),
  /**
   * The connection needs the owner's attention: the platform's latest answer refused
   * OrderDock's credentials (`credentials`: 401 or 403, such as an expired Uber Eats token),
   * or the platform switched OrderDock off for the store (`integration_off`: Uber Eats'
   * `store.deprovisioned`; `status` is then 0).
   */
  problem: z
    .object({
      kind: z.enum(["credentials", "integration_off"]),
      status: z.number(),
      message: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type ConnectionDetails = z.infer<typeof connectionDetailsSchema>;

export const connectionsResponseSchema = z.object({
  connections: z.array(connectionDetailsSchema),
});

export const authUrlResponseSchema = z.object({ authUrl: z.string() });

/** The Uber Eats stores an owner may choose from after Uber's consent, and the one activated. */
export const uberStoresResponseSchema = z.object({
  choices: z.array(z.object({ storeId: z.string(), name: z.string() })),
  activated: z
    .object({ storeId: z.string(), name: z.string(), activatedAt: z.string().nullable() })
    .nullable(),
});
export type UberStoresResponse = z.infer<typeof uberStoresResponseSchema>;

export const uberStoreChoiceSchema = z.object({
  storeId: z.string().trim().min(1, "Choose a store").max(200, "Choose a store"),
});
export const merchantAgreementInputSchema = z.object({
  agreed: z.literal(true, "Accept the agreement to continue"),
});

/** The webhook path of a platform for one restaurant (Uber Eats has one for every store). */
export function webhookPath(platform: Platform, restaurantId: string): string | null {
  if (platform === "website") return null;
  if (platform === "ubereats") return "/webhooks/ubereats";
  return `/webhooks/${platform}/${restaurantId}`;
}

/** The snippet a restaurant pastes into its own website (the Website tab). */
export function embedSnippet(origin: string, restaurantId: string): string {
  return `<div id="orderdock-order-form"></div>\n<script src="${origin}/embed.js" data-restaurant="${restaurantId}" async></script>`;
}
