import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Platform } from "../../domain/platforms";
import type { Database } from "../db/database";
import { createSecretsBox, type SecretsBox } from "../lib/secrets-box";
import { updateConnection } from "../modules/platforms/connections.service";

/** Webhooks as the platforms send them, for the receiver tests. */
export const TEST_SECRETS_KEY = randomBytes(32);
export const testBox: SecretsBox = createSecretsBox(TEST_SECRETS_KEY);

export const hmacBase64 = (body: string, secret: string) =>
  createHmac("sha256", secret).update(body).digest("base64");
export const hmacHex = (body: string, secret: string) =>
  createHmac("sha256", secret).update(body).digest("hex");

export function connect(
  db: Database,
  restaurantId: string,
  input: { platform: Platform; connected?: boolean; apiKey?: string; consumerSecret?: string },
) {
  return updateConnection(
    { db, box: testBox, restaurantId },
    {
      connected: true,
      apiKey: undefined,
      storeUrl: undefined,
      siteUrl: undefined,
      consumerKey: undefined,
      consumerSecret: undefined,
      ...input,
    },
  );
}

export function postWebhook(
  app: FastifyInstance,
  url: string,
  body: string,
  headers: Record<string, string>,
) {
  return app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { "content-type": "application/json", ...headers },
  });
}

/** The secrets a test restaurant's four keyed connections use. */
export const WEBHOOK_SECRETS = {
  shopify: "shpss_8c0ffee5ecret",
  woocommerce: "cs_woo_s3cret_9876",
  doordash: "dd_token_4f9a8b7c6d",
  grubhub: "gh_hmac_key_1357",
} as const;

export type KeyedPlatform = keyof typeof WEBHOOK_SECRETS;

/** Connects Shopify, WooCommerce, DoorDash and Grubhub with WEBHOOK_SECRETS. */
export async function connectKeyedPlatforms(db: Database, restaurantId: string): Promise<void> {
  await connect(db, restaurantId, { platform: "shopify", apiKey: WEBHOOK_SECRETS.shopify });
  await connect(db, restaurantId, {
    platform: "woocommerce",
    consumerSecret: WEBHOOK_SECRETS.woocommerce,
  });
  await connect(db, restaurantId, { platform: "doordash", apiKey: WEBHOOK_SECRETS.doordash });
  await connect(db, restaurantId, { platform: "grubhub", apiKey: WEBHOOK_SECRETS.grubhub });
}

/** The platform's authenticity header for this body, as the platform signs it. */
export function signatureHeaders(
  platform: KeyedPlatform,
  body: string,
  secret: string = WEBHOOK_SECRETS[platform],
): Record<string, string> {
  switch (platform) {
    case "shopify":
      return { "x-shopify-hmac-sha256": hmacBase64(body, secret) };
    case "woocommerce":
      return { "x-wc-webhook-signature": hmacBase64(body, secret) };
    case "doordash":
      return { authorization: `Bearer ${secret}` };
    case "grubhub":
      return { "x-grubhub-signature": hmacBase64(body, secret) };
  }
}

/** Posts a correctly signed webhook of a keyed platform to a restaurant. */
export function postSigned(
  app: FastifyInstance,
  options: {
    platform: KeyedPlatform;
    restaurantId: string;
    body: string;
    headers?: Record<string, string>;
  },
) {
  return postWebhook(app, `/webhooks/${options.platform}/${options.restaurantId}`, options.body, {
    ...signatureHeaders(options.platform, options.body),
    ...options.headers,
  });
}
