import { describe, expect, it } from "vitest";
import { checkWooAuth, createWooNonces } from "../../../sandbox/twins/woocommerce-auth";
import { authenticateWooRequest } from "./woocommerce.client";

/**
 * How OrderDock carries a WooCommerce store's keys, by the site's scheme, and that
 * WooCommerce core (as the twin reads it) takes each: Basic auth over https, an OAuth 1.0a
 * signature in the query over plain http, never the keys in the clear there.
 */
describe("authenticating a call to a WooCommerce store", () => {
  const keys = { consumerKey: "ck_0123456789abcdef", consumerSecret: "cs_fedcba9876543210" };
  const site = (scheme: "http" | "https") => `${scheme}://shop.example.com`;
  const orderUrl = (scheme: "http" | "https") => `${site(scheme)}/wp-json/wc/v3/orders/1001`;
  const coreTakes = (url: string, authorization: string | undefined, scheme: "http" | "https") => {
    const target = new URL(url);
    return checkWooAuth({
      request: {
        method: "PUT",
        url: `${target.pathname}${target.search}`,
        authorization,
        protocol: scheme,
      },
      keys,
      homeUrl: site(scheme),
      nonces: createWooNonces(),
      nowSeconds: Math.floor(Date.now() / 1000),
    });
  };

  it("sends Basic auth to an https site, the URL as it was", () => {
    const { url, headers } = authenticateWooRequest({
      method: "PUT",
      url: orderUrl("https"),
      ...keys,
    });
    expect(url).toBe(orderUrl("https"));
    expect(headers).toEqual({
      authorization: `Basic ${Buffer.from(`${keys.consumerKey}:${keys.consumerSecret}`).toString("base64")}`,
    });
    expect(coreTakes(url, headers.authorization, "https")).toBeNull();
  });

  it("signs with OAuth 1.0a for a plain http site: no header, and the secret never sent", () => {
    const { url, headers } = authenticateWooRequest({
      method: "PUT",
      url: orderUrl("http"),
      ...keys,
    });
    expect(headers).toEqual({});
    const query = new URL(url).searchParams;
    expect(query.get("oauth_consumer_key")).toBe(keys.consumerKey);
    expect(query.get("oauth_signature_method")).toBe("HMAC-SHA256");
    expect(url).not.toContain(keys.consumerSecret);
    expect(coreTakes(url, undefined, "http")).toBeNull();
  });
});
