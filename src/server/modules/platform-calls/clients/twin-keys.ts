import { createHmac } from "node:crypto";

/**
 * The keys OrderDock gives its own platform twins: derived from the session secret, so
 * each installation has its own and no one configures them. The twin checks exactly what
 * the platform would (a signed JWT, a MAC header, an access token, Basic auth) against them.
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
