import { describe, expect, it } from "vitest";
import { connectionUpdateSchema } from "./platform-connections";

/** The form of a store's own address, checked alike by the screen and the server. */
describe("a store's address in a connection update", () => {
  const parse = (siteUrl: string) =>
    connectionUpdateSchema.safeParse({ platform: "woocommerce", connected: false, siteUrl });
  const messageOf = (siteUrl: string) => parse(siteUrl).error?.issues.map((issue) => issue.message);

  it.each([
    ["https://shop.example.com/", "https://shop.example.com"],
    ["  https://shop.example.com/store//  ", "https://shop.example.com/store"],
    ["HTTPS://Shop.Example.com", "HTTPS://Shop.Example.com"],
    ["https://93.184.215.14:8443/shop", "https://93.184.215.14:8443/shop"],
    // WooCommerce over plain http: its calls are signed with OAuth 1.0a, never the keys.
    ["http://shop.example.com/", "http://shop.example.com"],
    ["", undefined],
  ])("keeps %j as %j", (input, saved) => {
    expect(parse(input).data?.siteUrl).toBe(saved);
  });

  it.each([
    ["golden shop", "Site URL must be a full address, e.g. https://example.com"],
    ["shop.example.com", "Site URL must be a full address, e.g. https://example.com"],
    ["https://", "Site URL must be a full address, e.g. https://example.com"],
    ["https://exa mple.com", "Site URL must be a full address, e.g. https://example.com"],
    ["ftp://shop.example.com", "Site URL must be a full address, e.g. https://example.com"],
    ["https://owner:secret@shop.example.com", "Site URL must not contain a user name or password"],
    ["https://owner@shop.example.com", "Site URL must not contain a user name or password"],
    [`https://${"a".repeat(500)}.com`, "Site URL is too long"],
  ])("refuses %j: %s", (input, message) => {
    expect(messageOf(input)).toEqual([message]);
  });
});

describe("a Shopify store URL", () => {
  it("must be https: Shopify serves nothing else", () => {
    const parsed = connectionUpdateSchema.safeParse({
      platform: "shopify",
      connected: false,
      storeUrl: "http://golden.myshopify.com",
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "Store URL must start with https://",
    ]);
  });
});
