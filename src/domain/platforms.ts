/** The six supported platforms, in the order the product lists them. */
export const PLATFORMS = [
  "ubereats",
  "doordash",
  "grubhub",
  "shopify",
  "woocommerce",
  "website",
] as const;

export type Platform = (typeof PLATFORMS)[number];

export type PlatformMeta = {
  displayName: string;
  /** The platform colours, as hex for screens and printed receipts alike. */
  color: string;
  /** Delivery marketplaces versus the restaurant's own online-store channels. */
  kind: "marketplace" | "store";
};

export const PLATFORM_META: Record<Platform, PlatformMeta> = {
  ubereats: { displayName: "Uber Eats", color: "#06C167", kind: "marketplace" },
  doordash: { displayName: "DoorDash", color: "#EB1700", kind: "marketplace" },
  grubhub: { displayName: "Grubhub", color: "#F97316", kind: "marketplace" },
  shopify: { displayName: "Shopify", color: "#95BF47", kind: "store" },
  woocommerce: { displayName: "WooCommerce", color: "#7F54B3", kind: "store" },
  website: { displayName: "Website", color: "#6B7280", kind: "store" },
};

export function isPlatform(value: unknown): value is Platform {
  return typeof value === "string" && (PLATFORMS as readonly string[]).includes(value);
}

export function platformDisplayName(platform: Platform): string {
  return PLATFORM_META[platform].displayName;
}
