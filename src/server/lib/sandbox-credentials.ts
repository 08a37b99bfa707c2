import { createHmac } from "node:crypto";

/**
 * What the sandbox provisions, as a platform issues an integration its keys: where each
 * twin answers and the credentials it accepts, derived from the session secret so each
 * installation has its own and no one configures them. The clients use them when a platform
 * has no real credentials, and the twins check requests against them. Only credentials and
 * addresses live here: how a request is signed and checked is each side's own, written from
 * the platform's pages, so a wrong guess on one side fails against the other.
 */
export function twinKey(sessionSecret: string, purpose: string): string {
  return createHmac("sha256", sessionSecret).update(`platform-twin:${purpose}`).digest("base64url");
}

export const TWIN_PATHS = {
  ubereats: "/sandbox/ubereats",
  doordash: "/sandbox/doordash",
  grubhub: "/sandbox/grubhub",
  shopify: "/sandbox/shopify",
  woocommerce: "/sandbox/woocommerce",
} as const;

export type TwinPlatform = keyof typeof TWIN_PATHS;

export function isTwinPlatform(value: string): value is TwinPlatform {
  return Object.hasOwn(TWIN_PATHS, value);
}

/** Uber's sandbox: the app's client id and secret (its OAuth token endpoint checks them). */
export const UBER_SANDBOX_CLIENT_ID = "orderdock-sandbox";
export function sandboxClientSecret(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update("ubereats-sandbox").digest("hex");
}

/** DoorDash's twin: the developer and key ids a Marketplace JWT names. */
export const DOORDASH_TWIN_DEVELOPER_ID = "orderdock-twin";
export const DOORDASH_TWIN_KEY_ID = "twin-key";

/** Grubhub's twin: the partner key, client id and secret key a MAC header is made with. */
export function grubhubTwinKeys(sessionSecret: string) {
  return {
    partnerKey: "orderdock-twin-partner",
    clientId: "orderdock-twin",
    secretKey: twinKey(sessionSecret, "grubhub"),
  };
}

/** Shopify's twin: a restaurant's Admin API access token. */
export function shopifyTwinToken(sessionSecret: string, restaurantId: string): string {
  return `shpat_${twinKey(sessionSecret, `shopify:${restaurantId}`)}`;
}

/** WooCommerce's twin: a restaurant's REST API consumer key and secret. */
export function wooTwinKeys(sessionSecret: string, restaurantId: string) {
  return {
    consumerKey: `ck_${twinKey(sessionSecret, `woocommerce-key:${restaurantId}`)}`,
    consumerSecret: `cs_${twinKey(sessionSecret, `woocommerce-secret:${restaurantId}`)}`,
  };
}
