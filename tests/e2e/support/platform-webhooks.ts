import { createHmac } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import type { Database } from "../../../src/server/db/database";
import { platformConnections } from "../../../src/server/db/schema/platform-connections";
import type { SecretsBox } from "../../../src/server/lib/secrets-box";
import { updateConnection } from "../../../src/server/modules/platforms/connections.service";
import { activateUberIntegration } from "../../../src/server/sandbox/ubereats/uber-integrations.repository";

/**
 * Platform webhooks as the browser tests send them: signed with the secrets the seed saved
 * for the webhook test restaurant, posted to its receivers like the platforms do.
 */
export const E2E_WEBHOOK_SECRETS = {
  shopify: "e2e_shopify_signing_key",
  woocommerce: "e2e_woocommerce_secret",
  grubhub: "e2e_grubhub_hmac_key",
} as const;

type WebhookPlatform = keyof typeof E2E_WEBHOOK_SECRETS;

export async function connectWebhookPlatforms({
  db,
  box,
  restaurantId,
}: {
  db: Database;
  box: SecretsBox;
  restaurantId: string;
}): Promise<void> {
  const base = { connected: true, storeUrl: undefined, siteUrl: undefined, consumerKey: undefined };
  const scope = { db, box, restaurantId };
  await updateConnection(scope, {
    ...base,
    platform: "shopify",
    apiKey: E2E_WEBHOOK_SECRETS.shopify,
    consumerSecret: undefined,
  });
  await updateConnection(scope, {
    ...base,
    platform: "woocommerce",
    apiKey: undefined,
    consumerSecret: E2E_WEBHOOK_SECRETS.woocommerce,
  });
  await updateConnection(scope, {
    ...base,
    platform: "grubhub",
    apiKey: E2E_WEBHOOK_SECRETS.grubhub,
    consumerSecret: undefined,
  });
}

const SIGNATURE_HEADER: Record<WebhookPlatform, string> = {
  shopify: "x-shopify-hmac-sha256",
  woocommerce: "x-wc-webhook-signature",
  grubhub: "x-grubhub-signature",
};

/** Posts a body to the restaurant's receiver, signed as the platform signs it. */
export function sendWebhook(
  request: APIRequestContext,
  options: {
    platform: WebhookPlatform;
    restaurantId: string;
    body: unknown;
    headers?: Record<string, string>;
    /** A server of the test's own; the shared server's address otherwise. */
    baseUrl?: string;
  },
) {
  const text = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  const signature = createHmac("sha256", E2E_WEBHOOK_SECRETS[options.platform])
    .update(text)
    .digest("base64");
  return request.post(
    `${options.baseUrl ?? ""}/webhooks/${options.platform}/${options.restaurantId}`,
    {
      data: text,
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER[options.platform]]: signature,
        ...options.headers,
      },
    },
  );
}

/**
 * Connects DoorDash (with a webhook token) and Uber Eats (with a store activated, as the sandbox's
 * consent gives one), so their twins can place orders for the restaurant.
 */
export async function connectTwinPlatforms({
  db,
  box,
  restaurantId,
  uberStoreId = "e2e-twin-store",
}: {
  db: Database;
  box: SecretsBox;
  restaurantId: string;
  /** Uber names a restaurant by its store: each restaurant needs its own. */
  uberStoreId?: string;
}): Promise<void> {
  await updateConnection(
    { db, box, restaurantId },
    {
      connected: true,
      platform: "doordash",
      apiKey: "e2e_doordash_token",
      storeUrl: undefined,
      siteUrl: undefined,
      consumerKey: undefined,
      consumerSecret: undefined,
    },
  );
  await db
    .insert(platformConnections)
    .values({
      restaurantId,
      platform: "ubereats",
      isConnected: true,
      settings: { storeId: uberStoreId, storeName: "Twin Test Kitchen" },
      connectedAt: new Date(),
    })
    .onConflictDoNothing();
  // Activated with OrderDock as the store's order manager, as choosing the store does.
  await activateUberIntegration(db, uberStoreId, { isOrderManager: true });
}
