import type { Config } from "../../../config";
import { guardPublicAddress } from "../../../lib/address-guard";
import { shopifyTwinToken, TWIN_PATHS } from "../../../lib/sandbox-credentials";
import { type ClientContext, notApplicable, type PlatformClient } from "./client";
import { type CallOutcome, type HttpRequest, sendHttp } from "./http";
import { boundedWords } from "./platform-message";

/**
 * Shopify, through the GraphQL Admin API (REST is legacy). An order has no accept; its
 * fulfillment orders are read first, then: ready → `fulfillmentOrderLineItemsPreparedForPickup`
 * (pickup orders only; Shopify tells the customer), completed → `fulfillmentCreate` for
 * every open fulfillment order, cancel → `orderCancel` (asynchronous, refunds to the
 * original payment and restocks). GraphQL answers 200 even when it refuses: `userErrors`
 * are a refusal, a THROTTLED error is tried again. A read that finds no order (`order:
 * null`) or only cancelled fulfillment orders is a refusal too: nothing is left to mark.
 * A live store's URL is the restaurant's word: only a public address is called, and a
 * refusal is shown in Shopify's own error fields only (decision 137).
 *
 * The documents and variables below are checked against Shopify's published Admin schema of
 * this version (`shopify-schema.test.ts`), and the version against Shopify's support window.
 *
 * Calls go through `sendHttp`, not Shopify's `@shopify/admin-api-client`: that client adds
 * little here (the token header, the JSON body, retries the outbox already makes), while
 * `sendHttp` is where every platform call gets the address guard for a restaurant-given URL,
 * the timeout and the outcome the outbox reads. The official client fetches
 * `https://<storeDomain>/admin/api/<version>/graphql.json` itself, so using it would mean
 * routing its `customFetchApi` back into `sendHttp`; a test sends these documents through it
 * to the twin instead (`shopify-official-client.test.ts`).
 */
export const SHOPIFY_API_VERSION = "2026-10";

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

export const FULFILLMENT_ORDERS = `query FulfillmentOrders($id: ID!) {
  order(id: $id) { fulfillmentOrders(first: 20) { nodes { id status deliveryMethod { methodType } } } }
}`;

export const PREPARED_FOR_PICKUP = `mutation PreparedForPickup($input: FulfillmentOrderLineItemsPreparedForPickupInput!) {
  fulfillmentOrderLineItemsPreparedForPickup(input: $input) { userErrors { field message } }
}`;

export const FULFILLMENT_CREATE = `mutation Fulfil($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) { fulfillment { id status } userErrors { field message } }
}`;

export const ORDER_CANCEL = `mutation Cancel($orderId: ID!, $reason: OrderCancelReason!, $notifyCustomer: Boolean, $restock: Boolean!, $refundMethod: OrderCancelRefundMethodInput, $staffNote: String) {
  orderCancel(orderId: $orderId, reason: $reason, notifyCustomer: $notifyCustomer, restock: $restock, refundMethod: $refundMethod, staffNote: $staffNote) {
    job { id done } orderCancelUserErrors { field message code }
  }
}`;

export type CancelVariablesOptions = { orderId: string; reason?: string; note?: string };

const lineItemsOf = (fulfillmentOrderId: string) => ({ fulfillmentOrderId });

/** The variables OrderDock sends with each document, for the ids it names. */
export const shopifyVariables = {
  fulfillmentOrders: (orderId: string) => ({ id: orderId }),
  preparedForPickup: (fulfillmentOrderIds: string[]) => ({
    input: { lineItemsByFulfillmentOrder: fulfillmentOrderIds.map(lineItemsOf) },
  }),
  fulfillmentCreate: (fulfillmentOrderIds: string[]) => ({
    fulfillment: {
      lineItemsByFulfillmentOrder: fulfillmentOrderIds.map(lineItemsOf),
      notifyCustomer: false,
    },
  }),
  orderCancel: ({ orderId, reason, note }: CancelVariablesOptions) => ({
    orderId,
    reason: reason ?? "OTHER",
    notifyCustomer: true,
    restock: true,
    refundMethod: { originalPaymentMethodsRefund: true },
    ...(note && { staffNote: note }),
  }),
};

type FulfillmentOrder = { id: string; status: string; deliveryMethod?: { methodType?: string } };

export const sendShopifyCall: PlatformClient = async (context) => {
  const endpoint = {
    ...shopifyEndpoint(context.config, context.origin, context),
    ...(context.config.shopifyLive && {
      addressGuard: context.addressGuard ?? guardPublicAddress,
      errorMessage: shopifyErrorMessage,
    }),
  };
  const graphql = (query: string, variables: Record<string, unknown>) =>
    sendGraphql(endpoint, query, variables);
  const orderId = `gid://shopify/Order/${context.order.externalId}`;
  if (context.action === "cancel") {
    return graphql(
      ORDER_CANCEL,
      shopifyVariables.orderCancel({
        orderId,
        reason: context.payload.reason,
        note: context.payload.note,
      }),
    );
  }
  if (context.action !== "ready" && context.action !== "complete") {
    return notApplicable("Shopify orders arrive already placed");
  }
  const read = await graphql(FULFILLMENT_ORDERS, shopifyVariables.fulfillmentOrders(orderId));
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
    const ids = pickups.map((order) => order.id);
    return graphql(PREPARED_FOR_PICKUP, shopifyVariables.preparedForPickup(ids));
  }
  if (open.length === 0) return notApplicable("Already fulfilled on Shopify");
  const ids = open.map((order) => order.id);
  return graphql(FULFILLMENT_CREATE, shopifyVariables.fulfillmentCreate(ids));
};

type GraphqlEndpoint = { url: string; token: string } & Pick<
  HttpRequest,
  "addressGuard" | "errorMessage"
>;

async function sendGraphql(
  { url, token, ...ownAddress }: GraphqlEndpoint,
  query: string,
  variables: Record<string, unknown>,
): Promise<CallOutcome> {
  const outcome = await sendHttp({
    method: "POST",
    url,
    headers: { "x-shopify-access-token": token },
    body: { query, variables },
    ...ownAddress,
  });
  if (outcome.kind !== "done") return outcome;
  const body = (outcome.body ?? {}) as { errors?: unknown; data?: Record<string, unknown> };
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const first = body.errors[0] as { message?: unknown; extensions?: { code?: unknown } };
    const message =
      (typeof first.message === "string" && boundedWords(first.message)) || "GraphQL error";
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
      return (typeof message === "string" && boundedWords(message)) || "Shopify refused the change";
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

/**
 * Shopify's documented errors: `errors` as a string ("[API] Invalid API key or access
 * token…"), a list of strings or of `{message}` (GraphQL), or fields and their messages
 * (`{"errors": {"title": ["can't be blank"]}}` reads "title: can't be blank").
 */
export function shopifyErrorMessage(json: unknown): string | null {
  const errors = (json as { errors?: unknown } | null)?.errors;
  if (typeof errors === "string") return errors;
  if (Array.isArray(errors)) {
    const [first] = errors as unknown[];
    if (typeof first === "string") return first;
    const message = (first as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message : null;
  }
  if (!errors || typeof errors !== "object") return null;
  const [field, value] = Object.entries(errors)[0] ?? [];
  const words: unknown = Array.isArray(value) ? value[0] : value;
  return field && typeof words === "string" ? `${field}: ${words}` : null;
}
