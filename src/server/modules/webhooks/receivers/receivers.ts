import { doorDashReceiver } from "./doordash.receiver";
import { grubhubReceiver } from "./grubhub.receiver";
import type { Receiver } from "./receiver";
import { shopifyReceiver } from "./shopify.receiver";
import { uberEatsReceiver } from "./ubereats.receiver";
import { wooCommerceReceiver } from "./woocommerce.receiver";

/** The receiver of each platform that sends webhooks (the website form posts orders itself). */
export const RECEIVERS = {
  ubereats: uberEatsReceiver,
  shopify: shopifyReceiver,
  woocommerce: wooCommerceReceiver,
  doordash: doorDashReceiver,
  grubhub: grubhubReceiver,
} as const satisfies Record<string, Receiver>;

export type WebhookPlatform = keyof typeof RECEIVERS;

export function isWebhookPlatform(platform: string): platform is WebhookPlatform {
  return Object.hasOwn(RECEIVERS, platform);
}
