import { createHmac } from "node:crypto";
import { safeEqual } from "../../lib/safe-equal";
import {
  isPhpEmpty,
  parsePhpQuery,
  phpCompare,
  phpRawUrlDecode,
  phpUrlDecode,
  rawUrlEncode,
} from "./woocommerce-php";

/**
 * The WooCommerce twin's check of a REST call's keys, written from WooCommerce core's
 * `WC_REST_Authentication` (docs/platforms/woocommerce.md, "The twin"):
 * - over https (core's `is_ssl()`), `perform_basic_authentication`: `consumer_key` and
 *   `consumer_secret` in the query, else Basic auth; an unknown key leaves the request
 *   anonymous, a known key with the wrong secret is "Consumer secret is invalid.";
 * - then, whenever Basic auth found no user (so always over http, where core ignores Basic
 *   auth), `perform_oauth_authentication`: OAuth 1.0a with no token, from the query or an
 *   `Authorization: OAuth` header, checked in core's order (parameters, key, signature,
 *   timestamp, nonce). An error set earlier stands even if OAuth then finds the user.
 * - a request left anonymous reaches the orders endpoint, which refuses to edit.
 * Core reads PHP's `$_GET`; the twin reads the query the same way (`woocommerce-php.ts`),
 * except that a name with brackets stays one flat name where PHP would make an array of it.
 * A PUT has no `$_POST`, so the body is never a parameter.
 */
export type WooRefusal = { code: string; message: string };

/**
 * The orders endpoint's refusal of an anonymous edit. UNCONFIRMED for an unknown key sent
 * by Basic auth over https: WordPress's own Application Passwords also read Basic auth and,
 * on a site that uses them, may refuse with a 401 of their own first.
 */
export const WOO_CANNOT_EDIT: WooRefusal = {
  code: "woocommerce_rest_cannot_edit",
  message: "Sorry, you are not allowed to edit this resource.",
};
const AUTH_ERROR = "woocommerce_rest_authentication_error";
const MISSING_PARAMETER = "woocommerce_rest_authentication_missing_parameter";
const MISSING_PREFIX = "Missing OAuth parameter";
const OAUTH_NAMES = [
  "oauth_consumer_key",
  "oauth_timestamp",
  "oauth_nonce",
  "oauth_signature",
  "oauth_signature_method",
] as const;
/** Core's window for a timestamp, and for remembering a nonce: 15 minutes either way. */
const VALID_WINDOW_SECONDS = 15 * 60;

/** The code core answers with each message (the twin passes refusals on as their message). */
export function wooRefusalOf(message: string): WooRefusal {
  if (message === WOO_CANNOT_EDIT.message) return WOO_CANNOT_EDIT;
  return { code: message.startsWith(MISSING_PREFIX) ? MISSING_PARAMETER : AUTH_ERROR, message };
}

export type WooAuthRequest = {
  method: string;
  /** The request target as sent, path and query still encoded (PHP's `REQUEST_URI`). */
  url: string;
  authorization: string | undefined;
  /** How the request reached the twin: core's `is_ssl()`. */
  protocol: "http" | "https";
};

export type CheckWooAuthOptions = {
  request: WooAuthRequest;
  /** The site's one key. */
  keys: { consumerKey: string; consumerSecret: string };
  /** The site's address as configured (WordPress's `home` option), never a request's Host. */
  homeUrl: string;
  nonces: WooNonces;
  nowSeconds: number;
};

/** Null: the key is the site's and the request is signed; else core's refusal. */
export function checkWooAuth(options: CheckWooAuthOptions): WooRefusal | null {
  const query = parsePhpQuery(options.request.url);
  let error: WooRefusal | null = null;
  if (options.request.protocol === "https") {
    const basic = basicAuthentication(options, query);
    if (basic === true) return null;
    error = basic;
  }
  const oauth = oauthAuthentication(options, query);
  if (oauth !== true && oauth !== null) error = oauth;
  if (error) return error;
  return oauth === true ? null : WOO_CANNOT_EDIT;
}

/** True: the user; null: no user, no error; else the error. */
type Outcome = true | null | WooRefusal;

function basicAuthentication(options: CheckWooAuthOptions, query: Map<string, string>): Outcome {
  let key = "";
  let secret = "";
  if (!isPhpEmpty(query.get("consumer_key")) && !isPhpEmpty(query.get("consumer_secret"))) {
    key = query.get("consumer_key") ?? "";
    secret = query.get("consumer_secret") ?? "";
  }
  const basic = /^Basic (.*)$/i.exec(options.request.authorization ?? "")?.[1];
  if (isPhpEmpty(key) && basic !== undefined) {
    const text = Buffer.from(basic, "base64").toString("latin1");
    const colon = text.indexOf(":");
    if (colon >= 0 && !isPhpEmpty(text.slice(0, colon)) && !isPhpEmpty(text.slice(colon + 1))) {
      key = text.slice(0, colon);
      secret = text.slice(colon + 1);
    }
  }
  if (isPhpEmpty(key) || isPhpEmpty(secret)) return null;
  if (!safeEqual(key, options.keys.consumerKey)) return null;
  if (!safeEqual(secret, options.keys.consumerSecret)) {
    return { code: AUTH_ERROR, message: "Consumer secret is invalid." };
  }
  return true;
}

function oauthAuthentication(options: CheckWooAuthOptions, query: Map<string, string>): Outcome {
  const params = new Map(query);
  for (const [name, value] of oauthHeaderParams(options.request.authorization ?? "")) {
    params.set(name, value);
  }
  const missing = OAUTH_NAMES.filter((name) => isPhpEmpty(params.get(name)));
  // None at all: the request is not trying OAuth, and stays anonymous.
  if (missing.length === OAUTH_NAMES.length) return null;
  if (missing.length > 0) {
    const noun = missing.length === 1 ? MISSING_PREFIX : `${MISSING_PREFIX}s`;
    return { code: MISSING_PARAMETER, message: `${noun} ${missing.join(", ")}` };
  }
  const consumerKey = params.get("oauth_consumer_key") ?? "";
  if (!safeEqual(consumerKey, options.keys.consumerKey)) {
    return { code: AUTH_ERROR, message: "Consumer key is invalid." };
  }
  const signature = checkSignature(options, params);
  if (signature) return signature;
  return checkTimestampAndNonce(options, params);
}

/** `check_oauth_signature`: the string core signs, from the request as it reached it. */
function checkSignature(options: CheckWooAuthOptions, params: Map<string, string>) {
  const provided = phpRawUrlDecode((params.get("oauth_signature") ?? "").replaceAll(" ", "+"));
  params.delete("oauth_signature");
  const normalized = [...params]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => [rawUrlEncode(name), rawUrlEncode(value)] as const);
  const parameterString = normalized
    .map(([name, value]) => rawUrlEncode(`${name}=${value}`))
    .join("%26");
  const stringToSign = [
    options.request.method.toUpperCase(),
    rawUrlEncode(signedUrl(options)),
    parameterString,
  ].join("&");
  const method = normalized.find(([name]) => name === "oauth_signature_method")?.[1];
  if (method !== "HMAC-SHA1" && method !== "HMAC-SHA256") {
    return { code: AUTH_ERROR, message: "Invalid signature - signature method is invalid." };
  }
  const expected = createHmac(method === "HMAC-SHA1" ? "sha1" : "sha256", signingKey(options))
    .update(Buffer.from(stringToSign, "latin1"))
    .digest("base64");
  if (!safeEqual(expected, provided)) {
    return {
      code: AUTH_ERROR,
      message: "Invalid signature - provided signature does not match.",
    };
  }
  return null;
}

/** Core keys the HMAC with the secret as saved and "&" (no token). */
const signingKey = (options: CheckWooAuthOptions) =>
  Buffer.from(`${options.keys.consumerSecret}&`, "latin1");

/**
 * The URL core signs: the request's path less the site's own path, put back on the site's
 * configured address with the scheme the request came over (`get_home_url` with
 * `is_ssl() ? 'https' : 'http'`).
 */
function signedUrl({ request, homeUrl }: CheckWooAuthOptions): string {
  const home = homeUrl.replace(/\/+$/, "");
  const homePath = `${home.replace(/^\w+:\/\/[^/]*/, "")}/`;
  let path = request.url.split("?")[0] ?? "";
  if (path.startsWith(homePath)) path = path.slice(homePath.length);
  const scheme = request.protocol === "https" ? "https" : "http";
  const base = home.replace(/^\w+:\/\//, `${scheme}://`);
  return path === "" ? base : `${base}/${path.replace(/^\/+/, "")}`;
}

function checkTimestampAndNonce(options: CheckWooAuthOptions, params: Map<string, string>) {
  const timestamp = params.get("oauth_timestamp") ?? "";
  const now = options.nowSeconds;
  if (
    phpCompare(timestamp, now - VALID_WINDOW_SECONDS) < 0 ||
    phpCompare(timestamp, now + VALID_WINDOW_SECONDS) > 0
  ) {
    return { code: AUTH_ERROR, message: "Invalid timestamp." };
  }
  const isNew = options.nonces.take({
    consumerKey: options.keys.consumerKey,
    timestamp,
    nonce: params.get("oauth_nonce") ?? "",
    nowSeconds: now,
  });
  return isNew
    ? true
    : { code: AUTH_ERROR, message: "Invalid nonce - nonce has already been used." };
}

/**
 * The nonces each key used, as core keeps them on the key's row: one per timestamp (a second
 * nonce with the same timestamp takes the first one's place, as in core), forgotten after 15
 * minutes. Kept in this process: the twin behind several instances remembers a nonce only on
 * the instance that saw it.
 */
export type WooNonces = {
  /** False when the key used the nonce already; otherwise remembers it. */
  take(options: {
    consumerKey: string;
    timestamp: string;
    nonce: string;
    nowSeconds: number;
  }): boolean;
};

export function createWooNonces(): WooNonces {
  const byKey = new Map<string, Map<string, string>>();
  let sweptAt = 0;
  const forgetOld = (used: Map<string, string>, nowSeconds: number) => {
    for (const [timestamp] of used) {
      if (phpCompare(timestamp, nowSeconds - VALID_WINDOW_SECONDS) < 0) used.delete(timestamp);
    }
  };
  return {
    take({ consumerKey, timestamp, nonce, nowSeconds }) {
      const used = byKey.get(consumerKey) ?? new Map<string, string>();
      if ([...used.values()].includes(nonce)) return false;
      used.set(timestamp, nonce);
      forgetOld(used, nowSeconds);
      byKey.set(consumerKey, used);
      // Keys that stopped calling: their expired nonces are dropped once a minute.
      if (nowSeconds - sweptAt >= 60) {
        sweptAt = nowSeconds;
        for (const [key, nonces] of byKey) {
          forgetOld(nonces, nowSeconds);
          if (nonces.size === 0) byKey.delete(key);
        }
      }
      return true;
    },
  };
}

/** `parse_header`: the oauth_* pairs of an `Authorization: OAuth …` header. */
function oauthHeaderParams(header: string): Array<[string, string]> {
  const trimmed = header.trim();
  if (!trimmed.startsWith("OAuth ")) return [];
  return [...trimmed.matchAll(/(oauth_[a-z_-]*)=(:?"([^"]*)"|([^,]*))/g)].map((match) => [
    match[1] ?? "",
    phpUrlDecode(isPhpEmpty(match[3]) ? (match[4] ?? "") : (match[3] ?? "")),
  ]);
}
