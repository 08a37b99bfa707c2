import { createHmac, randomInt, randomUUID } from "node:crypto";
import type { Platform } from "../../../domain/platforms";
import type { CatalogueItem } from "../../modules/sample-data/catalogue";
import { createRandom, type Random } from "../../modules/sample-data/random";
import { buildSimulatedCart, type SimulatedCart } from "./simulated-cart";
import { doorDashOrder, grubhubOrder, uberEatsOrder } from "./simulated-marketplace-orders";
import { shopifyOrder, wooCommerceOrder } from "./simulated-store-orders";

/**
 * Realistic, correctly signed webhooks of each platform, as the twins and `npm run simulate`
 * send them: an order from the restaurant's own menu (simulated-cart.ts) in the platform's
 * own shape, with fresh ids, numbers and times, and each platform's real authenticity
 * header. Uber Eats' webhook names the order only; the order itself is served by the sandbox.
 */
export type SimulatedPlatform = Exclude<Platform, "website">;
export type SimulatedWebhook = { path: string; headers: Record<string, string>; body: string };

/** An order as the platform holds it, and the webhook that tells OrderDock of it. */
export type SimulatedOrder = {
  webhook: SimulatedWebhook;
  externalId: string;
  orderNumber: string;
  /** The order as the platform serves it (Uber: its GET order details). */
  body: Record<string, unknown>;
  cart: SimulatedCart;
};

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
  /** The restaurant's orderable items; empty or absent: the built-in sample menu. */
  menu?: readonly CatalogueItem[];
  /** Chooses the dishes, the customer and their words; seed it for the same order again. */
  random?: Random;
};

/** A new order on the platform and its signed webhook. Ids are always fresh. */
export function simulateOrder({
  platform,
  restaurantId,
  secret,
  storeId,
  now = new Date(),
  menu = [],
  random = createRandom(),
}: SimulateOptions): SimulatedOrder {
  const cart = buildSimulatedCart({ menu, random });
  const path = `/webhooks/${platform}/${restaurantId}`;
  const json = { "content-type": "application/json" };
  switch (platform) {
    case "shopify": {
      // 18-digit ids, above 2^53: written into the text, never through a number.
      const id = digits(18);
      const number = randomInt(1001, 9999);
      const { id: _id, ...order } = shopifyOrder({
        cart,
        externalId: id,
        orderNumber: number,
        now,
      });
      const body = `{"id":${id},${JSON.stringify(order).slice(1)}`;
      const webhook = {
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
      return { webhook, externalId: id, orderNumber: `#${number}`, body: { id, ...order }, cart };
    }
    case "woocommerce": {
      const id = randomInt(5000, 99999);
      const order = wooCommerceOrder({ cart, externalId: String(id), orderNumber: id, now });
      const body = JSON.stringify(order);
      const webhook = {
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
      return { webhook, externalId: String(id), orderNumber: order.number, body: order, cart };
    }
    case "doordash": {
      const order = doorDashOrder({ cart, externalId: randomUUID(), now });
      const body = JSON.stringify({ event: { type: "OrderCreate", status: "NEW" }, order });
      const webhook = { path, body, headers: { ...json, authorization: `Bearer ${secret}` } };
      return {
        webhook,
        externalId: order.id,
        orderNumber: order.delivery_short_code,
        body: order,
        cart,
      };
    }
    case "grubhub": {
      const order = grubhubOrder({ cart, externalId: randomUUID(), now });
      const body = JSON.stringify(order);
      const webhook = {
        path,
        body,
        headers: { ...json, "x-grubhub-signature": base64Hmac(body, secret) },
      };
      return {
        webhook,
        externalId: order.uuid,
        orderNumber: order.order_number,
        body: order,
        cart,
      };
    }
    case "ubereats": {
      if (!storeId) throw new Error("Uber Eats needs --store: the connected store's id");
      const order = uberEatsOrder({ cart, externalId: randomUUID(), now });
      const body = JSON.stringify({
        event_id: randomUUID(),
        event_type: "orders.notification",
        event_time: Math.floor(now.getTime() / 1000),
        meta: { resource_id: order.id, status: "pos", user_id: storeId },
        resource_href: `https://api.uber.com/v2/eats/order/${order.id}`,
      });
      const webhook = {
        path: "/webhooks/ubereats",
        body,
        headers: {
          ...json,
          "x-uber-signature": createHmac("sha256", secret).update(body).digest("hex"),
        },
      };
      return { webhook, externalId: order.id, orderNumber: order.display_id, body: order, cart };
    }
  }
}

/** The webhook alone, as `npm run simulate` posts it. */
export function buildWebhook(options: SimulateOptions): SimulatedWebhook {
  return simulateOrder(options).webhook;
}
