import { asId, asObject } from "../mappers/read";
import { mapShopifyOrder } from "../mappers/shopify";
import { shopifyOrderIdFromRaw } from "../mappers/shopify-id";
import { PayloadError } from "../mappers/types";
import {
  type DeliveryAction,
  type DeliveryInput,
  type DispatchTable,
  handlerFor,
  type Receiver,
} from "./receiver";

/**
 * Shopify (its webhook delivery docs): one URL per restaurant, `X-Shopify-Hmac-Sha256` over the raw
 * body; `X-Shopify-Topic` says the event and every orders/* topic carries the whole order
 * (the REST Order), read again in full. Ids exceed 2^53, so the order id comes from the raw
 * text. `X-Shopify-Webhook-Id` identifies a delivery across Shopify's retries.
 */
const TOPIC = "x-shopify-topic";
const WEBHOOK_ID = "x-shopify-webhook-id";

type Handler = (input: DeliveryInput) => DeliveryAction;

function orderIdOf(input: DeliveryInput): string {
  return shopifyOrderIdFromRaw(input.raw);
}

const readOrder: Handler = (input) => ({
  kind: "order",
  externalId: orderIdOf(input),
  map: () => mapShopifyOrder(input.json, { rawBody: input.raw }),
});

// Shopify's webhook topics: an edit is followed by orders/updated carrying the edited order
// (the `current_*` figures), and a refund by orders/updated with its new financial status.
const TOPICS: DispatchTable<Handler> = {
  "orders/create": readOrder,
  "orders/updated": readOrder,
  "orders/paid": readOrder,
  "orders/fulfilled": readOrder,
  "orders/partially_fulfilled": readOrder,
  "orders/cancelled": (input) => {
    const read = readOrder(input) as Extract<DeliveryAction, { kind: "order" }>;
    return {
      ...read,
      map: () => ({
        ...mapShopifyOrder(input.json, { rawBody: input.raw }),
        state: "cancelled",
        stateNote: "Cancelled on Shopify",
      }),
    };
  },
  "orders/delete": (input) => {
    const id = asId(asObject(input.json)?.id);
    if (!id) throw new PayloadError("Shopify orders/delete without an order id");
    return { kind: "cancel", externalId: orderIdOf(input), note: "Deleted on Shopify" };
  },
  "orders/edited": () => ({ kind: "ignore", reason: "The edited order follows as orders/updated" }),
};

function topicOf(input: DeliveryInput): string {
  return (input.headers[TOPIC] ?? "orders/create").trim().toLowerCase();
}

export const shopifyReceiver: Receiver = {
  platform: "shopify",
  keptHeaders: [
    TOPIC,
    WEBHOOK_ID,
    "x-shopify-shop-domain",
    "x-shopify-triggered-at",
    "x-shopify-event-id",
  ],
  eventType: topicOf,
  deliveryKey: (input) => input.headers[WEBHOOK_ID] ?? `${topicOf(input)}:${orderIdOf(input)}`,
  classify(input) {
    const handler = handlerFor(TOPICS, topicOf(input));
    return handler
      ? handler(input)
      : { kind: "ignore", reason: `${topicOf(input)} needs nothing from OrderDock` };
  },
};
