import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { asRecord, paramOf, type TwinEndpoint } from "./twin-api";
import { checkShopifyToken } from "./twin-auth";
import { restaurantInPath } from "./twin-restaurants";
import type { TwinAction, TwinDecision } from "./twin-state";

/**
 * The Shopify twin's GraphQL Admin endpoint, for the operations OrderDock uses: reading an
 * order's fulfillment orders, `fulfillmentOrderLineItemsPreparedForPickup`,
 * `fulfillmentCreate` and `orderCancel`. Like Shopify it answers 200 and puts refusals in
 * `userErrors`; a bad token is 401 `{"errors": "[API] Invalid API key or access token …"}`.
 * Each order has one fulfillment order, `gid://shopify/FulfillmentOrder/<order id>`, whose
 * delivery method follows the order (pickup or local delivery).
 */
const OPERATIONS: Array<{ match: RegExp; name: string; action: TwinAction | null }> = [
  {
    match: /fulfillmentOrderLineItemsPreparedForPickup/,
    name: "fulfillmentOrderLineItemsPreparedForPickup",
    action: "ready",
  },
  { match: /fulfillmentCreate/, name: "fulfillmentCreate", action: "complete" },
  { match: /orderCancel/, name: "orderCancel", action: "cancel" },
  { match: /fulfillmentOrders/, name: "order.fulfillmentOrders", action: null },
];

const ORDER_GID = /^gid:\/\/shopify\/(?:Order|FulfillmentOrder)\/(\d+)$/;

function orderIdOf(variables: Record<string, unknown>): string | null {
  const candidates = [
    variables.id,
    variables.orderId,
    ...((asRecord(variables.input).lineItemsByFulfillmentOrder as unknown[]) ?? []).map(
      (item) => asRecord(item).fulfillmentOrderId,
    ),
    ...((asRecord(variables.fulfillment).lineItemsByFulfillmentOrder as unknown[]) ?? []).map(
      (item) => asRecord(item).fulfillmentOrderId,
    ),
  ];
  for (const candidate of candidates) {
    const match = ORDER_GID.exec(String(candidate ?? ""));
    if (match?.[1]) return match[1];
  }
  return null;
}

const CANCEL_REASONS = ["CUSTOMER", "DECLINED", "FRAUD", "INVENTORY", "OTHER", "STAFF"];

function mutationAnswer(
  field: string,
  errorsKey: string,
  extra: (orderId: string) => Record<string, unknown>,
  orderId: string,
) {
  // orderCancel's errors are OrderCancelUserError, with a `code` (NOT_FOUND, INVALID…).
  const isCancel = errorsKey === "orderCancelUserErrors";
  return (decision: TwinDecision) => {
    if (decision.ok)
      return { status: 200, body: { data: { [field]: { ...extra(orderId), [errorsKey]: [] } } } };
    const message =
      decision.refusal === "unknown"
        ? "Order does not exist"
        : isCancel
          ? decision.refusal === "already_answered"
            ? "Order has already been cancelled"
            : "Order is closed and cannot be cancelled"
          : decision.refusal === "already_answered"
            ? "Fulfillment order is already in this state"
            : "Fulfillment order is closed or cancelled";
    const error = {
      field: isCancel ? ["orderId"] : null,
      message,
      ...(isCancel && { code: decision.refusal === "unknown" ? "NOT_FOUND" : "INVALID" }),
    };
    // A refused mutation returns its payload's objects as null.
    const nothing = Object.fromEntries(Object.keys(extra(orderId)).map((key) => [key, null]));
    return { status: 200, body: { data: { [field]: { ...nothing, [errorsKey]: [error] } } } };
  };
}

export function shopifyTwinEndpoints(config: Config): TwinEndpoint[] {
  return [
    {
      platform: "shopify",
      method: "POST",
      url: `${TWIN_PATHS.shopify}/stores/:restaurantId/admin/api/:version/graphql.json`,
      operation: "graphql",
      restaurantOf: restaurantInPath("shopify", "restaurantId"),
      orderIdOf: (request) => orderIdOf(asRecord(asRecord(request.body).variables)) ?? "",
      auth: (request) =>
        checkShopifyToken(
          config,
          paramOf(request, "restaurantId"),
          request.headers["x-shopify-access-token"] as string | undefined,
        ),
      unauthorized: (message) => ({ status: 401, body: { errors: message } }),
      read: (request) => {
        const body = asRecord(request.body);
        const query = typeof body.query === "string" ? body.query : "";
        const variables = asRecord(body.variables);
        const operation = OPERATIONS.find((candidate) => candidate.match.test(query));
        const orderId = orderIdOf(variables);
        if (!operation || !orderId) {
          return {
            ok: false,
            status: 200,
            body: {
              errors: [{ message: "This twin answers the order operations OrderDock uses" }],
            },
          };
        }
        const restaurantId = paramOf(request, "restaurantId");
        if (operation.action === null) {
          return {
            ok: true,
            call: {
              externalId: orderId,
              restaurantId,
              action: "read",
              answer: (_decision: TwinDecision, order) =>
                order
                  ? {
                      status: 200,
                      body: {
                        data: {
                          order: {
                            fulfillmentOrders: {
                              nodes: [fulfillmentOrder(order.body, order.state, orderId)],
                            },
                          },
                        },
                      },
                    }
                  : { status: 200, body: { data: { order: null } } },
            },
          };
        }
        if (operation.action === "cancel" && !CANCEL_REASONS.includes(String(variables.reason))) {
          return {
            ok: false,
            status: 200,
            body: {
              errors: [{ message: `Variable $reason must be one of ${CANCEL_REASONS.join(", ")}` }],
            },
            externalId: orderId,
          };
        }
        return {
          ok: true,
          call: {
            externalId: orderId,
            restaurantId,
            action: operation.action,
            change:
              operation.action === "cancel"
                ? { reason: String(variables.reason), cancelledBy: "restaurant" }
                : {},
            answer:
              operation.action === "cancel"
                ? mutationAnswer(
                    "orderCancel",
                    "orderCancelUserErrors",
                    () => ({ job: { id: `gid://shopify/Job/${orderId}`, done: false } }),
                    orderId,
                  )
                : operation.action === "ready"
                  ? mutationAnswer(
                      "fulfillmentOrderLineItemsPreparedForPickup",
                      "userErrors",
                      () => ({}),
                      orderId,
                    )
                  : mutationAnswer(
                      "fulfillmentCreate",
                      "userErrors",
                      (id) => ({
                        fulfillment: { id: `gid://shopify/Fulfillment/${id}`, status: "SUCCESS" },
                      }),
                      orderId,
                    ),
          },
        };
      },
    },
  ];
}

function fulfillmentOrder(body: Record<string, unknown>, state: string, orderId: string) {
  const shipping = Array.isArray(body.shipping_lines) ? (body.shipping_lines as unknown[]) : [];
  const isPickup =
    shipping.length === 0 ||
    shipping.some((line) =>
      /pick/i.test(String(asRecord(line).code ?? asRecord(line).title ?? "")),
    );
  const status =
    state === "completed"
      ? "CLOSED"
      : state === "cancelled"
        ? "CANCELLED"
        : state === "ready"
          ? "IN_PROGRESS"
          : "OPEN";
  return {
    id: `gid://shopify/FulfillmentOrder/${orderId}`,
    status,
    deliveryMethod: { methodType: isPickup ? "PICK_UP" : "LOCAL" },
  };
}
