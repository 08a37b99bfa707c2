import { createHmac, randomUUID } from "node:crypto";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import type { CatalogueItem } from "../../modules/sample-data/catalogue";
import type { Random } from "../../modules/sample-data/random";
import { type SimulatedOrder, type SimulatedWebhook, simulateOrder } from "./platform-webhooks";
import type { TwinOrderRow } from "./twin-orders.repository";

/**
 * The webhooks a twin sends OrderDock, signed as the platform signs them: a new order, and
 * what happens to it afterwards (the customer cancels or edits it, or the platform gives up
 * waiting for an answer). Cancellation shapes: Uber `orders.cancel` / `orders.failure` with
 * `failure_info.reason` (the Order Suite's ACCEPT_TIMED_OUT, unconfirmed), DoorDash's
 * "Order Canceled" body, Grubhub's order with status CANCELLED, Shopify `orders/cancelled`,
 * WooCommerce `order.updated` with status cancelled.
 */
export type SigningKeys = { secret: string; storeId?: string };

export type PlacedOrder = SimulatedOrder;

export type PlaceOrderOptions = {
  /** The restaurant's orderable items; empty: the built-in sample menu. */
  menu: readonly CatalogueItem[];
  random?: Random;
};

/** A customer's new order on the platform, from the restaurant's menu, and its webhook. */
export function placeOrderWebhook(
  platform: TwinPlatform,
  restaurantId: string,
  keys: SigningKeys,
  now: Date,
  { menu, random }: PlaceOrderOptions,
): PlacedOrder {
  return simulateOrder({ platform, restaurantId, ...keys, now, menu, random });
}

const json = { "content-type": "application/json" };
const base64Hmac = (body: string, secret: string) =>
  createHmac("sha256", secret).update(body).digest("base64");

export function uberNotification(
  order: TwinOrderRow,
  eventType: string,
  keys: SigningKeys,
  now: Date,
  extra: Record<string, unknown> = {},
) {
  const body = JSON.stringify({
    event_id: randomUUID(),
    event_time: Math.floor(now.getTime() / 1000),
    event_type: eventType,
    meta: { resource_id: order.externalId, status: "pos", user_id: keys.storeId ?? "" },
    resource_href: `https://api.uber.com/v2/eats/order/${order.externalId}`,
    ...extra,
  });
  return {
    path: "/webhooks/ubereats",
    body,
    headers: {
      ...json,
      "x-uber-signature": createHmac("sha256", keys.secret).update(body).digest("hex"),
    },
  };
}

/** The order as the platform now holds it, sent whole (platforms other than Uber). */
export function wholeOrder(
  order: TwinOrderRow,
  body: Record<string, unknown>,
  keys: SigningKeys,
  now: Date,
  topic: string,
) {
  const path = `/webhooks/${order.platform}/${order.restaurantId}`;
  switch (order.platform) {
    case "doordash": {
      const text = JSON.stringify({ event: { type: topic, status: "NEW" }, order: body });
      return { path, body: text, headers: { ...json, authorization: `Bearer ${keys.secret}` } };
    }
    case "grubhub": {
      const text = JSON.stringify(body);
      return {
        path,
        body: text,
        headers: { ...json, "x-grubhub-signature": base64Hmac(text, keys.secret) },
      };
    }
    case "shopify": {
      const { id, ...rest } = body;
      const text = `{"id":${String(id)},${JSON.stringify(rest).slice(1)}`;
      return {
        path,
        body: text,
        headers: {
          ...json,
          "x-shopify-topic": topic,
          "x-shopify-webhook-id": randomUUID(),
          "x-shopify-triggered-at": now.toISOString(),
          "x-shopify-hmac-sha256": base64Hmac(text, keys.secret),
        },
      };
    }
    default: {
      const text = JSON.stringify(body);
      return {
        path,
        body: text,
        headers: {
          ...json,
          "x-wc-webhook-topic": topic,
          "x-wc-webhook-resource": "order",
          "x-wc-webhook-event": topic.split(".")[1] ?? "updated",
          "x-wc-webhook-signature": base64Hmac(text, keys.secret),
        },
      };
    }
  }
}

export type FollowUp = "customer-cancel" | "timeout" | "edit";

type FollowUpResult<Webhook> = { webhook: Webhook; body: Record<string, unknown> };

/**
 * The webhook for what happened, and the order body the platform now serves. A timed-out
 * order may have none: DoorDash sends its cancellation webhook "only for orders you
 * confirmed" (how_to/order_cancellation_webhook), and an order that timed out was never
 * confirmed; the restaurant learns of it when its late confirmation is answered 400 "Order
 * has expired".
 */
export function followUpWebhook(
  order: TwinOrderRow,
  kind: "timeout",
  keys: SigningKeys,
  now: Date,
): FollowUpResult<SimulatedWebhook | null>;
export function followUpWebhook(
  order: TwinOrderRow,
  kind: Exclude<FollowUp, "timeout">,
  keys: SigningKeys,
  now: Date,
): FollowUpResult<SimulatedWebhook>;
export function followUpWebhook(
  order: TwinOrderRow,
  kind: FollowUp,
  keys: SigningKeys,
  now: Date,
): FollowUpResult<SimulatedWebhook | null> {
  const body = kind === "edit" ? editedBody(order, now) : cancelledBody(order, kind, now);
  if (order.platform === "doordash" && kind === "timeout") return { webhook: null, body };
  if (order.platform === "ubereats") {
    const webhook =
      kind === "edit"
        ? uberNotification(order, "orders.customer_order_edit", keys, now)
        : kind === "timeout"
          ? uberNotification(order, "orders.failure", keys, now, {
              failure_info: { reason: "ACCEPT_TIMED_OUT", will_merchant_be_paid: false },
            })
          : uberNotification(order, "orders.cancel", keys, now);
    return { webhook, body };
  }
  if (order.platform === "doordash" && kind !== "edit") {
    const text = JSON.stringify({
      external_order_id: order.externalId,
      client_order_id: order.externalId,
      store: { merchant_supplied_id: order.restaurantId },
      is_asap: true,
    });
    return {
      webhook: {
        path: `/webhooks/doordash/${order.restaurantId}`,
        body: text,
        headers: { ...json, authorization: `Bearer ${keys.secret}` },
      },
      body,
    };
  }
  const topic = {
    doordash: "OrderAdjust",
    grubhub: "order",
    shopify: kind === "edit" ? "orders/updated" : "orders/cancelled",
    woocommerce: "order.updated",
  }[order.platform as Exclude<TwinPlatform, "ubereats">];
  return { webhook: wholeOrder(order, body, keys, now, topic), body };
}

const EDIT_NOTE = "Customer edit: please add extra napkins and cutlery";

function editedBody(order: TwinOrderRow, now: Date): Record<string, unknown> {
  const body = structuredClone(order.body);
  switch (order.platform) {
    case "ubereats":
      body.cart = { ...(body.cart as object), special_instructions: EDIT_NOTE };
      break;
    case "doordash":
      body.order_special_instructions = EDIT_NOTE;
      break;
    case "grubhub": {
      const info = (body.fulfillment_info ?? {}) as Record<string, Record<string, unknown>>;
      if (info.delivery_info) info.delivery_info.instruction = EDIT_NOTE;
      else info.pickup_info = { ...(info.pickup_info ?? {}), instructions: EDIT_NOTE };
      body.fulfillment_info = info;
      break;
    }
    case "shopify":
      body.note = EDIT_NOTE;
      break;
    case "woocommerce":
      body.customer_note = EDIT_NOTE;
      // Saving an edited order moves its date_modified in WooCommerce (the order data store).
      body.date_modified_gmt = now.toISOString().slice(0, 19);
      break;
  }
  return body;
}

function cancelledBody(order: TwinOrderRow, kind: FollowUp, now: Date): Record<string, unknown> {
  const body = structuredClone(order.body);
  switch (order.platform) {
    case "ubereats":
      return { ...body, current_state: "CANCELED" };
    case "grubhub":
      return { ...body, status: kind === "timeout" ? "REJECTED" : "CANCELLED" };
    case "shopify":
      return {
        ...body,
        cancelled_at: now.toISOString(),
        cancel_reason: "customer",
        financial_status: "refunded",
      };
    case "woocommerce":
      return { ...body, status: "cancelled", date_modified_gmt: now.toISOString().slice(0, 19) };
    default:
      return body;
  }
}

/** Posts a webhook to OrderDock's own receiver; true when it answered 2xx. */
export async function deliverWebhook(
  origin: string,
  webhook: SimulatedWebhook,
): Promise<{ ok: boolean; status: number | null; answer: string }> {
  try {
    const response = await fetch(`${origin}${webhook.path}`, {
      method: "POST",
      headers: webhook.headers,
      body: webhook.body,
      signal: AbortSignal.timeout(15_000),
    });
    return {
      ok: response.ok,
      status: response.status,
      answer: (await response.text()).slice(0, 300),
    };
  } catch (error) {
    return {
      ok: false,
      status: null,
      answer: error instanceof Error ? error.message : String(error),
    };
  }
}
