import { createHmac, randomInt, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Platform } from "../../../domain/platforms";

/**
 * Realistic, correctly signed webhooks of each platform, as the twins and `npm run simulate`
 * send them: the platforms' own published payloads (tests/fixtures/platform-payloads) with
 * fresh ids, numbers and times, and each platform's real authenticity header. Also the
 * platforms' cancellation and update webhooks for an order a twin placed.
 */
export type SimulatedPlatform = Exclude<Platform, "website">;
export type SimulatedWebhook = { path: string; headers: Record<string, string>; body: string };

const FIXTURES = new URL("../../../../tests/fixtures/platform-payloads/", import.meta.url);
const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(name, FIXTURES), "utf8"));

const base64Hmac = (body: string, secret: string) =>
  createHmac("sha256", secret).update(body).digest("base64");

const digits = (length: number) =>
  Array.from({ length }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join(
    "",
  );

export type SimulateOptions = {
  platform: SimulatedPlatform;
  restaurantId: string;
  /** The key saved for the platform (Uber: the app's client secret). */
  secret: string;
  /** Uber only: the connected store's id. */
  storeId?: string;
  now?: Date;
};

export function buildWebhook({
  platform,
  restaurantId,
  secret,
  storeId,
  now = new Date(),
}: SimulateOptions): SimulatedWebhook {
  const path = `/webhooks/${platform}/${restaurantId}`;
  const json = { "content-type": "application/json" };
  switch (platform) {
    case "shopify": {
      // 18-digit ids, above 2^53: written into the text, never through a number.
      const id = digits(18);
      const number = randomInt(1001, 9999);
      const order = {
        ...fixture("shopify-orders-webhook-sample-shopify-dev.json"),
        id: 0,
        name: `#${number}`,
        order_number: number,
        admin_graphql_api_id: `gid://shopify/Order/${id}`,
        created_at: now.toISOString(),
        cancelled_at: null,
        cancel_reason: null,
        // The published sample is a voided order; a new one has been paid.
        financial_status: "paid",
      };
      // The top-level id comes first in the sample; the placeholder 0 is replaced in the text.
      const body = JSON.stringify(order).replace('"id":0,', `"id":${id},`);
      return {
        path,
        body,
        headers: {
          ...json,
          "x-shopify-topic": "orders/create",
          "x-shopify-webhook-id": randomUUID(),
          "x-shopify-triggered-at": now.toISOString(),
          "x-shopify-hmac-sha256": base64Hmac(body, secret),
        },
      };
    }
    case "woocommerce": {
      const id = randomInt(5000, 99999);
      const body = JSON.stringify({
        ...fixture("woocommerce-order-create-response-v3.json"),
        id,
        number: String(id),
        status: "processing",
        date_created_gmt: now.toISOString().slice(0, 19),
        date_modified_gmt: now.toISOString().slice(0, 19),
      });
      return {
        path,
        body,
        headers: {
          ...json,
          "x-wc-webhook-topic": "order.created",
          "x-wc-webhook-resource": "order",
          "x-wc-webhook-event": "created",
          "x-wc-webhook-signature": base64Hmac(body, secret),
        },
      };
    }
    case "doordash": {
      const sample = fixture("doordash-marketplace-sample-order.strict.json");
      const body = JSON.stringify({
        event: { type: "OrderCreate", status: "NEW" },
        order: { ...sample, id: randomUUID(), delivery_short_code: digits(6) },
      });
      return { path, body, headers: { ...json, authorization: `Bearer ${secret}` } };
    }
    case "grubhub": {
      const body = JSON.stringify({
        ...fixture("grubhub-pos-order-example.converted-from-openapi-yaml.json"),
        uuid: randomUUID(),
        order_number: digits(15),
        status: "RESTAURANT_CONFIRMABLE",
        time_placed: now.toISOString(),
      });
      return { path, body, headers: { ...json, "x-grubhub-signature": base64Hmac(body, secret) } };
    }
    case "ubereats": {
      if (!storeId) throw new Error("Uber Eats needs --store: the connected store's id");
      const orderId = randomUUID();
      const body = JSON.stringify({
        ...fixture("ubereats-orders-notification-webhook.strict.json"),
        event_id: randomUUID(),
        event_time: Math.floor(now.getTime() / 1000),
        meta: { resource_id: orderId, status: "pos", user_id: storeId },
        resource_href: `https://api.uber.com/v2/eats/order/${orderId}`,
      });
      return {
        path: "/webhooks/ubereats",
        body,
        headers: {
          ...json,
          "x-uber-signature": createHmac("sha256", secret).update(body).digest("hex"),
        },
      };
    }
  }
}
