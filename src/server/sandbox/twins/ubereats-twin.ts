import type { Config } from "../../config";
import type { Database } from "../../db/database";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { findRestaurantUberStore } from "../ubereats/uber-integrations.repository";
import { asRecord, paramOf, type TwinEndpoint } from "./twin-api";
import { uberEatsGuard } from "./twin-guards";
import type { TwinDecision } from "./twin-state";
import { UBER_TWIN_SCOPE } from "./ubereats-scopes";

/**
 * The Uber Eats twin's order endpoints, with Uber's codes: 204 for accept, deny, ready and
 * delivery status; 200 `{}` for cancel; 409 `resource_status_conflict` for a second
 * answer; 404 for an unknown or finished order (one that timed out says it expired), and
 * for cancelling an order already cancelled ("A terminal or unknown order returns 404",
 * v1 post-eats-order-orderid-cancel); 401 for a bad token.
 */
const BASE = TWIN_PATHS.ubereats;

/**
 * The `reason.code`s Uber documents for `deny_pos_order` (its order integration reference).
 * UNCONFIRMED: Uber says the codes "include" these and does not document its answer to
 * another; the twin refuses any other as a bad request, so a wrong code shows in tests.
 */
export const UBER_DENY_CODES = [
  "STORE_CLOSED",
  "POS_NOT_READY",
  "POS_OFFLINE",
  "ITEM_AVAILABILITY",
  "MISSING_ITEM",
  "MISSING_INFO",
  "PRICING",
  "CAPACITY",
  "ADDRESS",
  "SPECIAL_INSTRUCTIONS",
  "OTHER",
] as const;

/** Cancel Order's `reason` enum (Uber's reference, v1 post-eats-order-orderid-cancel). */
export const UBER_CANCEL_REASONS = [
  "OUT_OF_ITEMS",
  "KITCHEN_CLOSED",
  "CUSTOMER_CALLED_TO_CANCEL",
  "RESTAURANT_TOO_BUSY",
  "CANNOT_COMPLETE_CUSTOMER_NOTE",
  "OTHER",
] as const;

const NO_LONGER_ACTIVE = {
  status: 404,
  body: { code: "not_found", message: "The order is no longer active." },
};

function answer(success: { status: number; body: unknown }, kind: "answer" | "cancel" = "answer") {
  return (decision: TwinDecision) => {
    if (decision.ok) return success;
    switch (decision.refusal) {
      case "unknown":
        return { status: 404, body: { code: "not_found", message: "Order not found." } };
      case "expired":
        return {
          status: 404,
          body: {
            code: "not_found",
            message: "Order expired: it was not accepted within 11.5 minutes and was cancelled.",
          },
        };
      case "finished":
        return NO_LONGER_ACTIVE;
      case "already_answered":
        if (kind === "cancel") return NO_LONGER_ACTIVE;
        return {
          status: 409,
          body: {
            code: "resource_status_conflict",
            message: "The order is already in that state.",
          },
        };
      case "not_accepted":
        return {
          status: 400,
          body: { code: "invalid_request", message: "The order must be accepted first." },
        };
    }
  };
}

/**
 * Accept and deny are the order manager's: Uber's Activate Integration page says the order
 * manager app "is responsible for accepting; rejecting; or cancelling orders on behalf of
 * the merchant", and only once the integration is activated. UNCONFIRMED: Uber's answer to
 * another app is not published; the twin answers `NOT_ORDER_MANAGER` (403).
 */
const NOT_ORDER_MANAGER = (storeId: string) => ({
  status: 403,
  body: {
    code: "forbidden",
    message: `This app is not the order manager of store ${storeId}: activate the integration with POST /v1/eats/stores/${storeId}/pos_data?is_order_manager=true`,
  },
});

async function mustManageOrders(restaurantId: string, db: Database) {
  const store = await findRestaurantUberStore(db, restaurantId);
  const integration = store?.integration;
  return integration?.integrationEnabled && integration.isOrderManager
    ? null
    : NOT_ORDER_MANAGER(store?.storeId ?? "");
}

export function uberEatsTwinEndpoints(config: Config): TwinEndpoint[] {
  const common = {
    ...uberEatsGuard(config, UBER_TWIN_SCOPE.orderAnswers),
    method: "POST" as const,
  };
  const managed = { ...common, precondition: mustManageOrders };
  const ok204 = { status: 204, body: null };
  return [
    {
      ...managed,
      url: `${BASE}/v1/eats/orders/:orderId/accept_pos_order`,
      operation: "accept_pos_order",
      read: (request) => {
        const body = asRecord(request.body);
        const pickup =
          typeof body.pickup_time === "number" ? new Date(body.pickup_time * 1000) : null;
        const placedPrep = pickup
          ? Math.max(1, Math.round((pickup.getTime() - Date.now()) / 60_000))
          : null;
        return {
          ok: true,
          call: {
            externalId: paramOf(request, "orderId"),
            action: "accept",
            change: { prepMinutes: placedPrep, readyAt: pickup },
            answer: answer(ok204),
          },
        };
      },
    },
    {
      ...managed,
      url: `${BASE}/v1/eats/orders/:orderId/deny_pos_order`,
      operation: "deny_pos_order",
      read: (request) => {
        const reason = asRecord(asRecord(request.body).reason);
        if (typeof reason.code !== "string") {
          return {
            ok: false,
            status: 400,
            body: { code: "invalid_request", message: "reason.code is required" },
          };
        }
        if (!(UBER_DENY_CODES as readonly string[]).includes(reason.code)) {
          return {
            ok: false,
            status: 400,
            body: {
              code: "invalid_request",
              message: `reason.code must be one of ${UBER_DENY_CODES.join(", ")}`,
            },
          };
        }
        const words =
          typeof reason.explanation === "string" && reason.explanation
            ? `${reason.code}: ${reason.explanation}`
            : reason.code;
        return {
          ok: true,
          call: {
            externalId: paramOf(request, "orderId"),
            action: "deny",
            change: { reason: words },
            answer: answer(ok204),
          },
        };
      },
    },
    {
      ...common,
      url: `${BASE}/v1/eats/orders/:orderId/cancel`,
      operation: "cancel",
      read: (request) => {
        const body = asRecord(request.body);
        if (!(UBER_CANCEL_REASONS as readonly unknown[]).includes(body.reason)) {
          return {
            ok: false,
            status: 400,
            body: {
              code: "invalid_request",
              message: `reason must be one of ${UBER_CANCEL_REASONS.join(", ")}`,
            },
          };
        }
        const reason = String(body.reason);
        const words =
          typeof body.details === "string" && body.details ? `${reason}: ${body.details}` : reason;
        return {
          ok: true,
          call: {
            externalId: paramOf(request, "orderId"),
            action: "cancel",
            change: { reason: words, cancelledBy: "restaurant" },
            answer: answer({ status: 200, body: {} }, "cancel"),
          },
        };
      },
    },
    {
      ...common,
      url: `${BASE}/v1/delivery/order/:orderId/ready`,
      operation: "ready",
      read: (request) => ({
        ok: true,
        call: { externalId: paramOf(request, "orderId"), action: "ready", answer: answer(ok204) },
      }),
    },
    {
      ...common,
      url: `${BASE}/v1/delivery/order/:orderId/resolve-fulfillment-issues`,
      operation: "resolve-fulfillment-issues",
      read: (request) => {
        const externalId = paramOf(request, "orderId");
        const issues = asRecord(request.body).fulfillment_issues;
        const first = Array.isArray(issues) ? asRecord(issues[0]) : {};
        // The item is `root_item: {id, cart_item_id, …}` (a public mirror of Uber's
        // Marketplace reference; Uber's own page was not found).
        const lineId = asRecord(first.root_item).cart_item_id;
        if (first.issue_type !== "OUT_OF_ITEM" || typeof lineId !== "string" || !lineId) {
          return {
            ok: false,
            status: 400,
            body: {
              code: "invalid_request",
              message:
                "fulfillment_issues[0] needs issue_type OUT_OF_ITEM and root_item.cart_item_id",
            },
            externalId,
          };
        }
        return {
          ok: true,
          call: {
            externalId,
            action: "adjust",
            adjustLine: lineId,
            answer: answer({ status: 200, body: { should_wait_for_customer_response: false } }),
          },
        };
      },
    },
    {
      ...common,
      ...uberEatsGuard(config, UBER_TWIN_SCOPE.restaurantDelivery),
      url: `${BASE}/v1/eats/orders/:orderId/restaurantdelivery/status`,
      operation: "restaurantdelivery/status",
      read: (request) => {
        const status = asRecord(request.body).status;
        if (!["started", "arriving", "delivered"].includes(String(status))) {
          return {
            ok: false,
            status: 400,
            body: {
              code: "invalid_request",
              message: "status must be started, arriving or delivered",
            },
          };
        }
        return {
          ok: true,
          call: {
            externalId: paramOf(request, "orderId"),
            action: status === "delivered" ? "deliver" : "ready",
            answer: answer(ok204),
          },
        };
      },
    },
  ];
}
