import { createHmac } from "node:crypto";
import WooCommerceRestApi from "@woocommerce/woocommerce-rest-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RecordingServer, startRecordingServer } from "../../test/recording-server";
import {
  type CheckWooAuthOptions,
  checkWooAuth,
  createWooNonces,
  WOO_CANNOT_EDIT,
  type WooAuthRequest,
  wooRefusalOf,
} from "./woocommerce-auth";

/**
 * The twin's key check against WooCommerce core's (`WC_REST_Authentication`): requests
 * signed by WooCommerce's own JavaScript client (`@woocommerce/woocommerce-rest-api`,
 * caught by a local server before they would reach a shop), and requests a test writes by
 * hand from RFC 5849 and core, checked over http and https as `is_ssl()` would see them.
 */
const KEYS = { consumerKey: `ck_${"a1".repeat(20)}`, consumerSecret: `cs_${"b2".repeat(20)}` };
const authError = (message: string) => ({ code: "woocommerce_rest_authentication_error", message });

describe("the WooCommerce twin's key check", () => {
  let shop: RecordingServer;
  beforeAll(async () => {
    shop = await startRecordingServer(() => ({
      status: 200,
      headers: { "content-type": "application/json" },
      body: "{}",
    }));
  });
  afterAll(() => shop.close());

  const home = () => `http://127.0.0.1:${shop.port}/sandbox/woocommerce/sites/r-1`;

  /** The request the official client sends for `put("orders/1001", …)`, as it arrived. */
  async function officialPut(keys: { consumerKey: string; consumerSecret: string } = KEYS) {
    const api = new WooCommerceRestApi({ url: home(), version: "wc/v3", ...keys });
    await api.put("orders/1001", { status: "completed" });
    const hit = shop.hits.at(-1);
    if (!hit) throw new Error("the client sent nothing");
    return {
      method: hit.method,
      url: hit.url,
      authorization: hit.headers.authorization,
      protocol: "http",
    } satisfies WooAuthRequest;
  }

  const check = (request: WooAuthRequest, options: Partial<CheckWooAuthOptions> = {}) =>
    checkWooAuth({
      request,
      keys: KEYS,
      homeUrl: home(),
      nonces: createWooNonces(),
      nowSeconds: Math.floor(Date.now() / 1000),
      ...options,
    });

  const withQuery = (request: WooAuthRequest, change: (query: URLSearchParams) => void) => {
    const url = new URL(request.url, "http://unused");
    change(url.searchParams);
    return { ...request, url: `${url.pathname}?${url.searchParams}` };
  };

  it("accepts a call the official client signed over http: OAuth 1.0a, HMAC-SHA256, in the query", async () => {
    const request = await officialPut();
    expect(request.authorization).toBeUndefined();
    expect(new URL(request.url, "http://unused").searchParams.get("oauth_signature_method")).toBe(
      "HMAC-SHA256",
    );
    expect(check(request)).toBeNull();
  });

  it("refuses a signature made with the wrong secret, and a key the site does not have", async () => {
    const wrongSecret = await officialPut({ ...KEYS, consumerSecret: "cs_wrong" });
    expect(check(wrongSecret)).toEqual(
      authError("Invalid signature - provided signature does not match."),
    );
    const unknownKey = await officialPut({ ...KEYS, consumerKey: "ck_unknown" });
    expect(check(unknownKey)).toEqual(authError("Consumer key is invalid."));
  });

  it("names the missing OAuth parameters in core's order and words", async () => {
    const request = await officialPut();
    const missing = (...names: string[]) =>
      check(
        withQuery(request, (query) => {
          for (const name of names) query.delete(name);
        }),
      );
    expect(missing("oauth_nonce")).toEqual({
      code: "woocommerce_rest_authentication_missing_parameter",
      message: "Missing OAuth parameter oauth_nonce",
    });
    expect(missing("oauth_signature_method", "oauth_timestamp")).toEqual({
      code: "woocommerce_rest_authentication_missing_parameter",
      message: "Missing OAuth parameters oauth_timestamp, oauth_signature_method",
    });
    // PHP's empty(): "0" is as good as missing.
    expect(check(withQuery(request, (query) => query.set("oauth_nonce", "0")))).toMatchObject({
      message: "Missing OAuth parameter oauth_nonce",
    });
    // None at all: not an OAuth call, so anonymous, and the orders endpoint refuses it.
    const none = withQuery(request, (query) => {
      for (const name of [...query.keys()]) query.delete(name);
    });
    expect(check(none)).toEqual(WOO_CANNOT_EDIT);
  });

  it("takes only HMAC-SHA1 and HMAC-SHA256", async () => {
    const request = await officialPut();
    const plaintext = withQuery(request, (query) =>
      query.set("oauth_signature_method", "PLAINTEXT"),
    );
    expect(check(plaintext)).toEqual(authError("Invalid signature - signature method is invalid."));
    const nowSeconds = Math.floor(Date.now() / 1000);
    const sha1 = handSigned({ home: home(), algorithm: "sha1", timestamp: nowSeconds });
    expect(check(sha1)).toBeNull();
  });

  it("takes the parameters from an Authorization: OAuth header too", () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const request = handSigned({ home: home(), algorithm: "sha256", timestamp: nowSeconds });
    const url = new URL(request.url, "http://unused");
    const oauth = [...url.searchParams].filter(([name]) => name.startsWith("oauth_"));
    const header = oauth.map(([name, value]) => `${name}="${encodeURIComponent(value)}"`);
    for (const [name] of oauth) url.searchParams.delete(name);
    const moved = { ...request, url: `${url.pathname}?${url.searchParams}` };
    expect(check({ ...moved, authorization: `OAuth ${header.join(", ")}` })).toBeNull();
    // The header names only oauth_ parameters: the query's own stay signed from the query.
    expect(
      check({ ...moved, url: url.pathname, authorization: `OAuth ${header.join(", ")}` }),
    ).toMatchObject({ message: "Invalid signature - provided signature does not match." });
  });

  it("takes a timestamp up to 15 minutes off, and refuses one further", async () => {
    const request = await officialPut();
    const signedAt = Number(
      new URL(request.url, "http://unused").searchParams.get("oauth_timestamp"),
    );
    expect(check(request, { nowSeconds: signedAt + 900 })).toBeNull();
    expect(check(request, { nowSeconds: signedAt - 900 })).toBeNull();
    expect(check(request, { nowSeconds: signedAt + 901 })).toEqual(authError("Invalid timestamp."));
    expect(check(request, { nowSeconds: signedAt - 901 })).toEqual(authError("Invalid timestamp."));
  });

  it("refuses a nonce the key already used", async () => {
    const request = await officialPut();
    const nonces = createWooNonces();
    expect(check(request, { nonces })).toBeNull();
    expect(check(request, { nonces })).toEqual(
      authError("Invalid nonce - nonce has already been used."),
    );
    // A signature that fails does not use the nonce up.
    const fresh = await officialPut();
    const forged = withQuery(fresh, (query) => query.set("oauth_signature", "forged"));
    expect(check(forged, { nonces })).toMatchObject({
      message: "Invalid signature - provided signature does not match.",
    });
    expect(check(fresh, { nonces })).toBeNull();
  });

  it("signs the site's configured address with the scheme the call came over", async () => {
    const request = await officialPut();
    const mismatch = authError("Invalid signature - provided signature does not match.");
    expect(check({ ...request, protocol: "https" })).toEqual(mismatch);
    expect(
      check(request, { homeUrl: `http://localhost:${shop.port}/sandbox/woocommerce/sites/r-1` }),
    ).toEqual(mismatch);
  });

  it("over http, ignores Basic auth and query keys: the call stays anonymous", () => {
    const path = "/sandbox/woocommerce/sites/r-1/wp-json/wc/v3/orders/1001";
    const query = `consumer_key=${KEYS.consumerKey}&consumer_secret=${KEYS.consumerSecret}`;
    expect(check(basicRequest(path, KEYS, "http"))).toEqual(WOO_CANNOT_EDIT);
    expect(check({ ...basicRequest(path, null, "http"), url: `${path}?${query}` })).toEqual(
      WOO_CANNOT_EDIT,
    );
  });

  it("over https, takes Basic auth or the query's keys, as core does", () => {
    const path = "/sandbox/woocommerce/sites/r-1/wp-json/wc/v3/orders/1001";
    const query = `consumer_key=${KEYS.consumerKey}&consumer_secret=${KEYS.consumerSecret}`;
    expect(check(basicRequest(path, KEYS, "https"))).toBeNull();
    expect(check({ ...basicRequest(path, null, "https"), url: `${path}?${query}` })).toBeNull();
    // The query's keys come first: a wrong Basic header beside them is not read.
    const wrongBasic = basicRequest(path, { ...KEYS, consumerSecret: "cs_wrong" }, "https");
    expect(check({ ...wrongBasic, url: `${path}?${query}` })).toBeNull();
    expect(check(wrongBasic)).toEqual(authError("Consumer secret is invalid."));
    // A key the site does not have leaves the call anonymous.
    expect(check(basicRequest(path, { ...KEYS, consumerKey: "ck_other" }, "https"))).toEqual(
      WOO_CANNOT_EDIT,
    );
    expect(check(basicRequest(path, null, "https"))).toEqual(WOO_CANNOT_EDIT);
  });

  it("over https, takes OAuth too, but not after a wrong Basic secret", () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const signed = handSigned({
      home: home(),
      algorithm: "sha256",
      timestamp: nowSeconds,
      scheme: "https",
    });
    expect(check({ ...signed, protocol: "https" })).toBeNull();
    const wrongBasic = basicRequest("", { ...KEYS, consumerSecret: "cs_wrong" }, "https");
    expect(
      check({ ...signed, protocol: "https", authorization: wrongBasic.authorization }),
    ).toEqual(authError("Consumer secret is invalid."));
  });

  it("gives each refusal message core's code", () => {
    expect(wooRefusalOf(WOO_CANNOT_EDIT.message)).toEqual(WOO_CANNOT_EDIT);
    expect(wooRefusalOf("Missing OAuth parameters oauth_nonce, oauth_signature").code).toBe(
      "woocommerce_rest_authentication_missing_parameter",
    );
    expect(wooRefusalOf("Invalid timestamp.").code).toBe("woocommerce_rest_authentication_error");
  });
});

function basicRequest(
  path: string,
  keys: { consumerKey: string; consumerSecret: string } | null,
  protocol: "http" | "https",
): WooAuthRequest {
  const basic =
    keys && Buffer.from(`${keys.consumerKey}:${keys.consumerSecret}`).toString("base64");
  return {
    method: "PUT",
    url: path,
    authorization: basic ? `Basic ${basic}` : undefined,
    protocol,
  };
}

/**
 * A PUT to order 1001 signed by the test from RFC 5849 §3.4 (no token, key = secret + "&"),
 * with a query parameter of its own that the signature must cover.
 */
function handSigned(options: {
  home: string;
  algorithm: "sha1" | "sha256";
  timestamp: number;
  scheme?: "http" | "https";
}): WooAuthRequest {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  const url = new URL(`${options.home}/wp-json/wc/v3/orders/1001`);
  url.protocol = `${options.scheme ?? "http"}:`;
  const params: Array<[string, string]> = [
    ["context", "edit view"],
    ["oauth_consumer_key", KEYS.consumerKey],
    ["oauth_nonce", `n${options.algorithm}${options.timestamp}${options.scheme ?? ""}`],
    ["oauth_signature_method", `HMAC-${options.algorithm.toUpperCase()}`],
    ["oauth_timestamp", String(options.timestamp)],
  ];
  const normalized = params.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
  const base = `PUT&${encode(`${url.origin}${url.pathname}`)}&${encode(normalized)}`;
  const signature = createHmac(options.algorithm, `${KEYS.consumerSecret}&`)
    .update(base)
    .digest("base64");
  const query = new URLSearchParams([...params, ["oauth_signature", signature]]);
  return {
    method: "PUT",
    url: `${url.pathname}?${query}`,
    authorization: undefined,
    protocol: "http",
  };
}
