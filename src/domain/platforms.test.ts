import { describe, expect, it } from "vitest";
import { isPlatform, PLATFORM_META, PLATFORMS, platformDisplayName } from "./platforms";

describe("PLATFORMS", () => {
  it("lists exactly the six supported platforms, in the product's order", () => {
    expect(PLATFORMS).toEqual([
      "ubereats",
      "doordash",
      "grubhub",
      "shopify",
      "woocommerce",
      "website",
    ]);
  });

  it("has no duplicates", () => {
    expect(new Set(PLATFORMS).size).toBe(6);
  });

  it("has metadata for every platform and for nothing else", () => {
    expect(Object.keys(PLATFORM_META).sort()).toEqual([...PLATFORMS].sort());
  });

  it("calls the three delivery apps marketplaces and the rest store channels", () => {
    const marketplaces = PLATFORMS.filter(
      (platform) => PLATFORM_META[platform].kind === "marketplace",
    );
    expect(marketplaces).toEqual(["ubereats", "doordash", "grubhub"]);
  });
});

describe("platformDisplayName", () => {
  it.each([
    ["ubereats", "Uber Eats"],
    ["doordash", "DoorDash"],
    ["grubhub", "Grubhub"],
    ["shopify", "Shopify"],
    ["woocommerce", "WooCommerce"],
    ["website", "Website"],
  ] as const)("names %s '%s'", (platform, name) => {
    expect(platformDisplayName(platform)).toBe(name);
  });
});

describe("isPlatform", () => {
  it.each(PLATFORMS)("accepts %s", (platform) => {
    expect(isPlatform(platform)).toBe(true);
  });

  it.each([
    "UberEats",
    "Uber Eats",
    "uber_eats",
    "UBEREATS",
    "postmates",
    "",
    " website",
    null,
    undefined,
    0,
    ["ubereats"],
    { platform: "ubereats" },
  ])("refuses %j", (value) => {
    expect(isPlatform(value)).toBe(false);
  });
});
