import type { Platform } from "../../../../../domain/platforms";
import { probeDoorDash } from "./doordash-go-live";
import type { GoLiveProbe } from "./go-live-point";
import { probeGrubhub } from "./grubhub-go-live";
import { probeShopify } from "./shopify-go-live";
import { probeUberEats } from "./uber-go-live";
import { probeWooCommerce } from "./woocommerce-go-live";

/** Each platform's go-live probe; the website has no platform to ask. */
export const GO_LIVE_PROBES: Record<Exclude<Platform, "website">, GoLiveProbe> = {
  ubereats: probeUberEats,
  doordash: probeDoorDash,
  grubhub: probeGrubhub,
  shopify: probeShopify,
  woocommerce: probeWooCommerce,
};
