import type { Platform } from "../../../../domain/platforms";
import { notApplicable, type PlatformClient } from "./client";
import { sendDoorDashCall } from "./doordash.client";
import { sendGrubhubCall } from "./grubhub.client";
import { sendShopifyCall } from "./shopify.client";
import { sendUberEatsCall } from "./ubereats.client";
import { sendWooCommerceCall } from "./woocommerce.client";

/** Each platform's client; the website has no platform to tell. */
export const PLATFORM_CLIENTS: Record<Platform, PlatformClient> = {
  ubereats: sendUberEatsCall,
  doordash: sendDoorDashCall,
  grubhub: sendGrubhubCall,
  shopify: sendShopifyCall,
  woocommerce: sendWooCommerceCall,
  website: async () => notApplicable("Website orders have no platform to tell"),
};
