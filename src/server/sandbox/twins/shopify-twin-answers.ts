import { GraphQLError } from "graphql";
import { asRecord } from "./twin-api";
import type { TwinOrderRow } from "./twin-orders.repository";
import type { TwinAction, TwinDecision } from "./twin-state";

/**
 * What the Shopify twin serves for each root field it plays, as objects graphql-js
 * `execute` reads the document's selections from (`shopify-graphql-document.ts`): a key is a
 * field the twin serves, a function takes the field's arguments. Each order has one
 * fulfillment order, `gid://shopify/FulfillmentOrder/<order id>`, whose delivery method
 * follows the order (pickup or local delivery). A refused mutation answers its
 * `userErrors` (orderCancel's `orderCancelUserErrors`, with a code) and nulls its objects.
 */
export const PLAYED_FIELDS: Readonly<Record<string, TwinAction>> = {
  order: "read",
  fulfillmentOrderLineItemsPreparedForPickup: "ready",
  fulfillmentCreate: "complete",
  orderCancel: "cancel",
};

export type ServedRootOptions = {
  field: string;
  orderId: string;
  decision: TwinDecision;
  order: TwinOrderRow | null;
};

export function servedRoot({ field, orderId, decision, order }: ServedRootOptions) {
  if (field === "order") return { order: order ? servedOrder(order, orderId) : null };
  const refusal = decision.ok ? null : refusalMessage(field, decision.refusal);
  const userErrors = refusal ? [{ field: null, message: refusal }] : [];
  if (field === "fulfillmentOrderLineItemsPreparedForPickup") {
    return { [field]: { userErrors: refusal ? [{ ...userErrors[0], code: null }] : [] } };
  }
  if (field === "fulfillmentCreate") {
    const fulfillment = { id: `gid://shopify/Fulfillment/${orderId}`, status: "SUCCESS" };
    return { [field]: { fulfillment: refusal ? null : fulfillment, userErrors } };
  }
  // orderCancel's errors are OrderCancelUserError, with a code (NOT_FOUND, INVALID…).
  const cancelErrors = refusal
    ? [
        {
          field: ["orderId"],
          message: refusal,
          code: !decision.ok && decision.refusal === "unknown" ? "NOT_FOUND" : "INVALID",
        },
      ]
    : [];
  return {
    [field]: {
      job: refusal ? null : { id: `gid://shopify/Job/${orderId}`, done: false },
      orderCancelUserErrors: cancelErrors,
      userErrors: cancelErrors.map(({ field: path, message }) => ({ field: path, message })),
    },
  };
}

function refusalMessage(field: string, refusal: string): string {
  if (refusal === "unknown") return "Order does not exist";
  if (field === "orderCancel") {
    return refusal === "already_answered"
      ? "Order has already been cancelled"
      : "Order is closed and cannot be cancelled";
  }
  return refusal === "already_answered"
    ? "Fulfillment order is already in this state"
    : "Fulfillment order is closed or cancelled";
}

function servedOrder(order: TwinOrderRow, orderId: string) {
  const body = asRecord(order.body);
  const name = typeof body.name === "string" ? body.name : `#${order.orderNumber}`;
  const fulfillmentOrder = {
    id: `gid://shopify/FulfillmentOrder/${orderId}`,
    orderId: `gid://shopify/Order/${orderId}`,
    orderName: name,
    status: fulfillmentStatus(order.state),
    deliveryMethod: { methodType: isPickup(body) ? "PICK_UP" : "LOCAL" },
  };
  return {
    id: `gid://shopify/Order/${orderId}`,
    legacyResourceId: orderId,
    name,
    fulfillmentOrders: (args: PageArguments) => connection([fulfillmentOrder], args),
  };
}

type PageArguments = { first?: number | null; last?: number | null };

/** A page of a connection: Shopify asks for `first` or `last` on every connection field. */
function connection<T extends { id: string }>(nodes: T[], { first, last }: PageArguments) {
  if (first == null && last == null) {
    throw new GraphQLError("you must provide one of first or last");
  }
  const page =
    first != null ? nodes.slice(0, first) : nodes.slice(Math.max(0, nodes.length - (last ?? 0)));
  const cursor = (node: T) => Buffer.from(node.id).toString("base64");
  return {
    nodes: page,
    edges: page.map((node) => ({ cursor: cursor(node), node })),
    pageInfo: {
      hasNextPage: first != null && nodes.length > page.length,
      hasPreviousPage: last != null && nodes.length > page.length,
      startCursor: page[0] ? cursor(page[0]) : null,
      endCursor: page.at(-1) ? cursor(page.at(-1) as T) : null,
    },
  };
}

function fulfillmentStatus(state: string): string {
  if (state === "completed") return "CLOSED";
  if (state === "cancelled") return "CANCELLED";
  if (state === "ready") return "IN_PROGRESS";
  return "OPEN";
}

function isPickup(body: Record<string, unknown>): boolean {
  const shipping = Array.isArray(body.shipping_lines) ? (body.shipping_lines as unknown[]) : [];
  return (
    shipping.length === 0 ||
    shipping.some((line) => /pick/i.test(String(asRecord(line).code ?? asRecord(line).title ?? "")))
  );
}
