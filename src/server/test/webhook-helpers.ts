import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Platform } from "../../domain/platforms";
import type { Database } from "../db/database";
import { createSecretsBox, type SecretsBox } from "../lib/secrets-box";
import { updateConnection } from "../modules/platforms/connections.service";

/** Webhooks as the platforms send them, for the receiver tests (issue 9). */
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
