import { asId, asObject, asString } from "../mappers/read";
import { PayloadError } from "../mappers/types";
import { mapWooCommerceOrder } from "../mappers/woocommerce";
import {
  bodyDigest,
  type DeliveryAction,
  type DeliveryInput,
  type DispatchTable,
  handlerFor,
  type Receiver,
} from "./receiver";

/**
 * WooCommerce (its webhook delivery code and REST docs): one URL per restaurant, `X-WC-Webhook-Signature` over the
 * raw body, the topic in `X-WC-Webhook-Topic`, the whole REST order in the body. There is no
 * delivery id that survives a retry, so the order id, its modification time and the body's
 * digest name the event: a retry of the same body is a repeat, while two changes inside one
 * second of `date_modified_gmt` (an edit, then a cancellation) are both read. An order
 * changed several times inside WooCommerce's ten-minute window arrives once, as it stands
 * when sent.
 */
const TOPIC = "x-wc-webhook-topic";

type Handler = (input: DeliveryInput) => DeliveryAction;

function orderIdOf(input: DeliveryInput): string {
  const id = asId(asObject(input.json)?.id);
  if (!id) throw new PayloadError("WooCommerce webhook without an order id");
  return id;
}

const readOrder: Handler = (input) => ({
  kind: "order",
  externalId: orderIdOf(input),
  map: () => mapWooCommerceOrder(input.json),
});

const TOPICS: DispatchTable<Handler> = {
  "order.created": readOrder,
  "order.updated": readOrder,
  "order.restored": readOrder,
  "order.deleted": (input) => ({
    kind: "cancel",
    externalId: orderIdOf(input),
    note: "Deleted on WooCommerce",
  }),
};

function topicOf(input: DeliveryInput): string {
  return (input.headers[TOPIC] ?? "order.created").trim().toLowerCase();
}

export const wooCommerceReceiver: Receiver = {
  platform: "woocommerce",
  keptHeaders: [TOPIC, "x-wc-webhook-source", "x-wc-webhook-id", "x-wc-webhook-delivery-id"],
  eventType: topicOf,
  deliveryKey: (input) => {
    const modified = asString(asObject(input.json)?.date_modified_gmt) ?? "";
    return `${topicOf(input)}:${orderIdOf(input)}:${modified}:${bodyDigest(input.raw)}`;
  },
  classify(input) {
    const handler = handlerFor(TOPICS, topicOf(input));
    return handler
      ? handler(input)
      : { kind: "ignore", reason: `${topicOf(input)} needs nothing from OrderDock` };
  },
};
