import { createSecretKey, type KeyObject } from "node:crypto";
import { jwtVerify } from "jose";
import type { Config } from "../../config";
import { safeEqual } from "../../lib/safe-equal";
import { verifyValue } from "../../lib/signed-token";
import {
  DOORDASH_TWIN_DEVELOPER_ID,
  DOORDASH_TWIN_KEY_ID,
} from "../../modules/platform-calls/clients/doordash.client";
import {
  bodyHash,
  grubhubKeys,
  macBaseString,
  macSignature,
} from "../../modules/platform-calls/clients/grubhub.client";
import { shopifyTwinToken } from "../../modules/platform-calls/clients/shopify.client";
import { twinKey } from "../../modules/platform-calls/clients/twin-keys";
import { sandboxClientSecret } from "../../modules/platform-calls/clients/uber-client";
import { wooTwinKeys } from "../../modules/platform-calls/clients/woocommerce.client";

/**
 * Each twin checks the credentials its platform requires, as the platform does. Null: the
 * request is authentic; otherwise the platform's words for the refusal.
 */
export async function checkUberToken(
  config: Config,
  header: string | undefined,
): Promise<string | null> {
  const token = (header ?? "").replace(/^Bearer\s+/i, "");
  const claims = await verifyValue<{ kind: string }>(
    sandboxClientSecret(config.sessionSecret),
    token,
  );
  return claims?.kind === "app" ? null : "Invalid OAuth 2.0 credentials provided.";
}

/** The twin's signing key, made once per installation secret. */
const doorDashKeys = new Map<string, KeyObject>();
function doorDashKey(config: Config): KeyObject {
  let key = doorDashKeys.get(config.sessionSecret);
  if (!key) {
    key = createSecretKey(Buffer.from(twinKey(config.sessionSecret, "doordash"), "base64url"));
    doorDashKeys.set(config.sessionSecret, key);
  }
  return key;
}

export async function checkDoorDashJwt(
  config: Config,
  header: string | undefined,
): Promise<string | null> {
  const token = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1];
  if (!token) return "Authentication required";
  try {
    const { payload, protectedHeader } = await jwtVerify(token, doorDashKey(config), {
      audience: "doordash",
      issuer: DOORDASH_TWIN_DEVELOPER_ID,
      algorithms: ["HS256"],
    });
    if (protectedHeader["dd-ver"] !== "DD-JWT-V1")
      return "The JWT header must say dd-ver DD-JWT-V1";
    if (payload.kid !== DOORDASH_TWIN_KEY_ID) return "Unknown key id";
    return null;
  } catch {
    return "Invalid or expired JWT";
  }
}

/** Grubhub: the partner key, and a MAC over the request that only the secret key can make. */
export function checkGrubhubMac(
  config: Config,
  request: {
    method: string;
    url: string;
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  },
  origin: string,
): string | null {
  const keys = grubhubKeys(config, origin);
  if (!safeEqual(String(request.headers["x-gh-partner-key"] ?? ""), keys.partnerKey)) {
    return "Missing or unknown X-GH-PARTNER-KEY";
  }
  const header = String(request.headers.authorization ?? "");
  const parts = Object.fromEntries(
    [...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  ) as Record<string, string | undefined>;
  if (
    !header.startsWith("MAC ") ||
    parts.id !== `sv:v1:${keys.clientId}` ||
    !parts.nonce ||
    !parts.mac
  ) {
    return "Authorization must be a MAC header for this client";
  }
  if (!safeEqual(parts.bodyhash ?? "", bodyHash(request.rawBody)))
    return "bodyhash does not match the body";
  const url = new URL(request.url, origin);
  const expected = macSignature(
    keys.secretKey,
    macBaseString(request.method, url, parts.nonce, parts.bodyhash ?? ""),
  );
  return safeEqual(parts.mac, expected) ? null : "MAC signature does not match";
}

export function checkShopifyToken(
  config: Config,
  restaurantId: string,
  header: string | undefined,
): string | null {
  return safeEqual(header ?? "", shopifyTwinToken(config.sessionSecret, restaurantId))
    ? null
    : "[API] Invalid API key or access token (unrecognized login or wrong password)";
}

/**
 * WooCommerce's Basic auth (core `WC_REST_Authentication::perform_basic_authentication`):
 * a known key with the wrong secret is an authentication error; no key, or a key the store
 * does not know, leaves the request anonymous, which the orders endpoint then refuses.
 */
export const WOO_BAD_SECRET = "Consumer secret is invalid.";
export const WOO_CANNOT_EDIT = "Sorry, you are not allowed to edit this resource.";

export function checkWooBasic(
  config: Config,
  restaurantId: string,
  header: string | undefined,
): string | null {
  const encoded = /^Basic\s+(.+)$/i.exec(header ?? "")?.[1] ?? "";
  const text = Buffer.from(encoded, "base64").toString("utf8");
  const split = text.indexOf(":");
  const key = split < 0 ? text : text.slice(0, split);
  const secret = split < 0 ? "" : text.slice(split + 1);
  const expected = wooTwinKeys(config.sessionSecret, restaurantId);
  if (!key || !secret || !safeEqual(key, expected.consumerKey)) return WOO_CANNOT_EDIT;
  return safeEqual(secret, expected.consumerSecret) ? null : WOO_BAD_SECRET;
}
