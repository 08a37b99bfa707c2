import type { Config } from "../../../config";
import { type ClientContext, notApplicable, type PlatformClient } from "./client";
import { type CallOutcome, sendHttp } from "./http";
import { TWIN_PATHS, twinKey } from "./twin-keys";

/**
 * Shopify, through the GraphQL Admin API (REST is legacy). An order has no accept; its
 * fulfillment orders are read first, then: ready → `fulfillmentOrderLineItemsPreparedForPickup`
 * (pickup orders only; Shopify tells the customer), completed → `fulfillmentCreate` for
 * every open fulfillment order, cancel → `orderCancel` (asynchronous, refunds to the
 * original payment and restocks). GraphQL answers 200 even when it refuses: `userErrors`
 * are a refusal, a THROTTLED error is tried again. A read that finds no order (`order:
 * null`) or only cancelled fulfillment orders is a refusal too: nothing is left to mark.
 */
export const SHOPIFY_API_VERSION = "2025-07";

export function shopifyEndpoint(
  config: Config,
  origin: string,
  context: Pick<ClientContext, "restaurantId" | "connection">,
): { url: string; token: string } {
  if (config.shopifyLive) {
    const store = context.connection.settings.storeUrl ?? "";
    return {
      url: `${store.replace(/\/+$/, "")}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
      token: context.connection.secrets.accessToken ?? "",
    };
  }
  return {
    url: `${origin}${TWIN_PATHS.shopify}/stores/${context.restaurantId}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
    token: shopifyTwinToken(config.sessionSecret, context.restaurantId),
  };
}

export function shopifyTwinToken(sessionSecret: string, restaurantId: string): string {
  return `shpat_${twinKey(sessionSecret, `shopify:${restaurantId}`)}`;
}

const FULFILLMENT_ORDERS = `query FulfillmentOrders($id: ID!) {
  order(id: $id) { fulfillmentOrders(first: 20) { nodes { id status deliveryMethod { methodType } } } }
}`;

const PREPARED_FOR_PICKUP = `mutation PreparedForPickup($input: FulfillmentOrderLineItemsPreparedForPickupInput!) {
  fulfillmentOrderLineItemsPreparedForPickup(input: $input) { userErrors { field message } }
}`;

const FULFILLMENT_CREATE = `mutation Fulfil($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) { fulfillment { id status } userErrors { field message } }
}`;

const ORDER_CANCEL = `mutation Cancel($orderId: ID!, $reason: OrderCancelReason!, $notifyCustomer: Boolean, $restock: Boolean!, $refundMethod: OrderCancelRefundMethodInput, $staffNote: String) {
  orderCancel(orderId: $orderId, reason: $reason, notifyCustomer: $notifyCustomer, restock: $restock, refundMethod: $refundMethod, staffNote: $staffNote) {
    job { id done } orderCancelUserErrors { field message code }
  }
}`;

type FulfillmentOrder = { id: string; status: string; deliveryMethod?: { methodType?: string } };

export const sendShopifyCall: PlatformClient = async (context) => {
  const endpoint = shopifyEndpoint(context.config, context.origin, context);
  const graphql = (query: string, variables: Record<string, unknown>) =>
    sendGraphql(endpoint, query, variables);
  const orderId = `gid://shopify/Order/${context.order.externalId}`;
  if (context.action === "cancel") {
    return graphql(ORDER_CANCEL, {
      orderId,
      reason: context.payload.reason ?? "OTHER",
      notifyCustomer: true,
      restock: true,
      refundMethod: { originalPaymentMethodsRefund: true },
      ...(context.payload.note && { staffNote: context.payload.note }),
    });
  }
  if (context.action !== "ready" && context.action !== "complete") {
    return notApplicable("Shopify orders arrive already placed");
  }
  const read = await graphql(FULFILLMENT_ORDERS, { id: orderId });
  if (read.kind !== "done") return read;
  const all = fulfillmentOrdersOf(read.body);
  // GraphQL answers an order that does not exist (or that this app may not see) with
  // `order: null`, still 200: Shopify has nothing to mark.
  if (all === null) {
    return { kind: "refused", status: read.status, message: "Order not found" };
  }
  if (all.length > 0 && all.every((order) => order.status === "CANCELLED")) {
    return { kind: "refused", status: read.status, message: "Order was cancelled" };
  }
  const open = all.filter((order) => ["OPEN", "IN_PROGRESS"].includes(order.status));
  if (context.action === "ready") {
    const pickups = open.filter((order) => order.deliveryMethod?.methodType === "PICK_UP");
    if (pickups.length === 0) return notApplicable("Not a pickup order on Shopify");
    return graphql(PREPARED_FOR_PICKUP, {
      input: {
        lineItemsByFulfillmentOrder: pickups.map((order) => ({ fulfillmentOrderId: order.id })),
      },
    });
  }
  if (open.length === 0) return notApplicable("Already fulfilled on Shopify");
  return graphql(FULFILLMENT_CREATE, {
    fulfillment: {
      lineItemsByFulfillmentOrder: open.map((order) => ({ fulfillmentOrderId: order.id })),
      notifyCustomer: false,
    },
  });
};

async function sendGraphql(
  endpoint: { url: string; token: string },
  query: string,
  variables: Record<string, unknown>,
): Promise<CallOutcome> {
  const outcome = await sendHttp({
    method: "POST",
    url: endpoint.url,
    headers: { "x-shopify-access-token": endpoint.token },
    body: { query, variables },
  });
  if (outcome.kind !== "done") return outcome;
  const body = (outcome.body ?? {}) as { errors?: unknown; data?: Record<string, unknown> };
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const first = body.errors[0] as { message?: unknown; extensions?: { code?: unknown } };
    const message = typeof first.message === "string" ? first.message : "GraphQL error";
    return first.extensions?.code === "THROTTLED"
      ? { kind: "retry", status: outcome.status, message }
      : { kind: "refused", status: outcome.status, message };
  }
  const userError = firstUserError(body.data);
  if (userError) return { kind: "refused", status: outcome.status, message: userError };
  return outcome;
}

/** The first `userErrors` / `orderCancelUserErrors` message of a mutation's result. */
function firstUserError(data: Record<string, unknown> | undefined): string | null {
  for (const result of Object.values(data ?? {})) {
    if (!result || typeof result !== "object") continue;
    for (const [key, value] of Object.entries(result)) {
      if (!/UserErrors$|^userErrors$/.test(key) || !Array.isArray(value) || value.length === 0)
        continue;
      const message = (value[0] as { message?: unknown }).message;
      return typeof message === "string" ? message : "Shopify refused the change";
    }
  }
  return null;
}

/** The order's fulfillment orders; null when Shopify answered `order: null`. */
function fulfillmentOrdersOf(body: unknown): FulfillmentOrder[] | null {
  const order = (body as { data?: { order?: { fulfillmentOrders?: { nodes?: unknown } } | null } })
    ?.data?.order;
  if (order === null) return null;
  const nodes = order?.fulfillmentOrders?.nodes;
  return Array.isArray(nodes) ? (nodes as FulfillmentOrder[]) : [];
}
