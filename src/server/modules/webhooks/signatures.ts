import { createHmac } from "node:crypto";
import { safeEqual } from "../../lib/safe-equal";

/**
 * The platforms' authenticity checks on the exact raw body, each compared
 * in constant time. An absent header is simply a failed check.
 */
export function hasHmacBase64(raw: Buffer, secret: string, header: string | undefined): boolean {
  if (!header) return false;
  return safeEqual(createHmac("sha256", secret).update(raw).digest("base64"), header.trim());
}

/** Uber: lowercase hex (its webhooks guide). */
export function hasHmacHex(raw: Buffer, secret: string, header: string | undefined): boolean {
  if (!header) return false;
  return safeEqual(
    createHmac("sha256", secret).update(raw).digest("hex"),
    header.trim().toLowerCase(),
  );
}

/** DoorDash sends back the token the restaurant configured: `Authorization: Bearer <token>`. */
export function hasBearer(token: string, header: string | undefined): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? "");
  return match?.[1] !== undefined && safeEqual(match[1], token);
}

/** What a platform's own header means for us; the name travels lower-cased. */
export const SIGNATURE_HEADERS = {
  shopify: "x-shopify-hmac-sha256",
  woocommerce: "x-wc-webhook-signature",
  ubereats: "x-uber-signature",
  grubhub: "x-grubhub-signature",
  doordash: "authorization",
} as const;
