import { createHash, createHmac, createSecretKey, type KeyObject } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { jwtVerify } from "jose";
import type { Config } from "../../config";
import { safeEqual } from "../../lib/safe-equal";
import {
  DOORDASH_TWIN_DEVELOPER_ID,
  DOORDASH_TWIN_KEY_ID,
  grubhubTwinKeys,
  sandboxClientSecret,
  shopifyTwinToken,
  twinKey,
} from "../../lib/sandbox-credentials";
import { verifyValue } from "../../lib/signed-token";
import type { UberTwinScope } from "./ubereats-scopes";

/**
 * Each twin checks the credentials its platform requires, as the platform does. Null: the
 * request is authentic; otherwise the platform's words for the refusal.
 */
export async function checkUberToken(
  config: Config,
  header: string | undefined,
  scope: UberTwinScope,
): Promise<string | null> {
  const token = (header ?? "").replace(/^Bearer\s+/i, "");
  const claims = await verifyValue<{ kind: string; scopes?: unknown }>(
    sandboxClientSecret(config.sessionSecret),
    token,
  );
  if (claims?.kind !== "app") return "Invalid OAuth 2.0 credentials provided.";
  const scopes = Array.isArray(claims.scopes) ? claims.scopes : [];
  return scopes.includes(scope) ? null : `This access token does not have the scope ${scope}.`;
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

/**
 * DoorDash's Marketplace JWT page asks for two headers beside the bearer JWT:
 * `auth-version: v2`, and a `User-Agent` naming the provider as `<provider_type>/1.0`.
 * UNCONFIRMED: DoorDash's answer without them is not published; the twin refuses with 401.
 */
export function checkDoorDashHeaders(headers: IncomingHttpHeaders): string | null {
  if (headers["auth-version"] !== "v2") return "The auth-version header must be v2";
  if (!/^[A-Za-z0-9_.-]+\/1\.0$/.test(headers["user-agent"] ?? "")) {
    return "The User-Agent header must name the provider as <provider_type>/1.0";
  }
  return null;
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

/**
 * Grubhub: the partner key, and a MAC over the request that only the secret key can make.
 * Grubhub documents the header's fields (`MAC id="sv:v1:<client id>", nonce, bodyhash,
 * mac`), the fields of the IETF OAuth 2.0 MAC draft (draft-ietf-oauth-v2-http-mac-00): the
 * MAC covers its normalized request string (nonce, method, request URI, host, port, body
 * hash and an empty ext, each ended by a newline), the body hash is the body's digest in
 * base64. The digest is UNCONFIRMED (Grubhub publishes neither string nor algorithm):
 * SHA-256, one constant. Written here from those pages, not from OrderDock's client, so a
 * client that signs otherwise is refused.
 */
const GRUBHUB_MAC_DIGEST = "sha256";

function grubhubNormalizedRequest(
  request: { method: string; url: URL },
  { nonce, bodyhash }: { nonce: string; bodyhash: string },
): string {
  const port = request.url.port || (request.url.protocol === "https:" ? "443" : "80");
  const lines = [
    nonce,
    request.method.toUpperCase(),
    request.url.pathname + request.url.search,
    request.url.hostname,
    port,
    bodyhash,
    "",
  ];
  return lines.map((line) => `${line}\n`).join("");
}

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
  const keys = grubhubTwinKeys(config.sessionSecret);
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
  const bodyhash = createHash(GRUBHUB_MAC_DIGEST).update(request.rawBody).digest("base64");
  if (!safeEqual(parts.bodyhash ?? "", bodyhash)) return "bodyhash does not match the body";
  const normalized = grubhubNormalizedRequest(
    { method: request.method, url: new URL(request.url, origin) },
    { nonce: parts.nonce, bodyhash },
  );
  const expected = createHmac(GRUBHUB_MAC_DIGEST, keys.secretKey)
    .update(normalized)
    .digest("base64");
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
