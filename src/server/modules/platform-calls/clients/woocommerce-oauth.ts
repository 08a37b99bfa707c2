import { createHmac, randomBytes } from "node:crypto";

/**
 * OAuth 1.0a "one-legged" signing, the way WooCommerce core checks a request that reaches
 * it over plain http (`WC_REST_Authentication::check_oauth_signature`, RFC 5849 §3.4): no
 * token, so the key is the consumer secret and "&"; the signature covers the method, the
 * URL without its query, and every query parameter with the oauth ones, each
 * percent-encoded, sorted and joined. The parameters travel in the query string, as
 * WooCommerce's own JavaScript client sends them, with HMAC-SHA256 as it signs.
 */
export type SignWooOAuthOptions = {
  method: string;
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** Seconds since 1970; now by default. Core refuses one more than 15 minutes off. */
  timestamp?: number;
  /** Core refuses a nonce the key used in the last 15 minutes; 32 random hex digits. */
  nonce?: string;
};

/** The URL with its oauth parameters and signature added to the query. */
export function signWooOAuthUrl(options: SignWooOAuthOptions): string {
  const url = new URL(options.url);
  const oauth: Array<[string, string]> = [
    ["oauth_consumer_key", options.consumerKey],
    ["oauth_nonce", options.nonce ?? randomBytes(16).toString("hex")],
    ["oauth_signature_method", "HMAC-SHA256"],
    ["oauth_timestamp", String(options.timestamp ?? Math.floor(Date.now() / 1000))],
  ];
  const parameters = [...url.searchParams, ...oauth]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const baseString = [
    options.method.toUpperCase(),
    encodeRfc3986(`${url.origin}${url.pathname}`),
    encodeRfc3986(parameters),
  ].join("&");
  // Core keys the HMAC with the secret as saved, not percent-encoded as RFC 5849 has it;
  // WooCommerce's secrets are "cs_" and hex digits, the same either way.
  const signature = createHmac("sha256", `${options.consumerSecret}&`)
    .update(baseString)
    .digest("base64");
  const signed: Array<[string, string]> = [...oauth, ["oauth_signature", signature]];
  for (const [name, value] of signed) {
    url.searchParams.append(name, value);
  }
  return url.toString();
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** RFC 3986 percent-encoding (PHP's rawurlencode): all but letters, digits and `-._~`. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
