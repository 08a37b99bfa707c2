import { randomInt, randomUUID } from "node:crypto";
import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { asRecord, paramOf, type TwinEndpoint } from "./twin-api";
import { grubhubGuard } from "./twin-guards";
import { restaurantInPath } from "./twin-restaurants";
import type { TwinAction, TwinDecision } from "./twin-state";

/**
 * The Grubhub POS twin (Grubhub's archived orders OpenAPI): the status PUT takes a
 * `StatusUpdateRequestPayload`, whose `status`, `reason_code` and `message` are all required
 * (the message "IS REQUIRED" text when rejecting), and answers 200 with the order; repeating
 * a status is harmless. A cancellation is a change request answered with its care ticket;
 * an unknown order is 404, a bad MAC 401.
 */
const BASE = `${TWIN_PATHS.grubhub}/pos/v1/merchant/:merchantId/orders/:orderId`;

const STATUS_ACTIONS: Record<string, TwinAction> = {
  CONFIRMED: "accept",
  REJECTED: "deny",
  PICKUP_READY: "ready",
  OUT_FOR_DELIVERY: "ready",
  FULFILLED: "complete",
};

/** `StatusUpdateRequestPayload.reason_code`'s enum in Grubhub's archived orders OpenAPI. */
const GRUBHUB_STATUS_REASON_CODES = [
  "RESTAURANT_OFFLINE",
  "MENU_ITEM_NOT_FOUND",
  "PRICE_MISMATCH",
  "CONFIRMED_BUT_NOT_SUBMITTED",
  "SUBMITTED",
  "OTHER",
];

function statusAnswer(orderId: string, status: string) {
  return (decision: TwinDecision) => {
    if (decision.ok || decision.refusal === "already_answered") {
      return { status: 200, body: { uuid: orderId, status } };
    }
    if (decision.refusal === "unknown")
      return { status: 404, body: { message: "Order not found" } };
    if (decision.refusal === "expired")
      return { status: 400, body: { message: "Order is stale and was rejected" } };
    if (decision.refusal === "not_accepted")
      return { status: 400, body: { message: "Order must be confirmed first" } };
    return { status: 400, body: { message: "Order is no longer active" } };
  };
}

export function grubhubTwinEndpoints(config: Config, origin: () => string): TwinEndpoint[] {
  const common = {
    ...grubhubGuard(config, origin),
    restaurantOf: restaurantInPath("grubhub", "merchantId"),
  };
  return [
    {
      ...common,
      method: "PUT",
      url: `${BASE}/status`,
      operation: "order_status",
      read: (request) => {
        const externalId = paramOf(request, "orderId");
        const body = asRecord(request.body);
        const status = String(body.status ?? "");
        const action = STATUS_ACTIONS[status];
        if (!action) {
          return {
            ok: false,
            status: 400,
            body: { message: `Unknown status ${status}` },
            externalId,
          };
        }
        if (!GRUBHUB_STATUS_REASON_CODES.includes(String(body.reason_code))) {
          return {
            ok: false,
            status: 400,
            body: {
              message: `reason_code is required, one of ${GRUBHUB_STATUS_REASON_CODES.join(", ")}`,
            },
            externalId,
          };
        }
        if (typeof body.message !== "string") {
          return { ok: false, status: 400, body: { message: "message is required" }, externalId };
        }
        if (status === "REJECTED" && !body.message) {
          return {
            ok: false,
            status: 400,
            body: { message: "message IS REQUIRED when rejecting" },
            externalId,
          };
        }
        const wait =
          typeof body.wait_time_in_minutes === "number" ? body.wait_time_in_minutes : null;
        return {
          ok: true,
          call: {
            externalId,
            restaurantId: paramOf(request, "merchantId"),
            action,
            change:
              action === "accept"
                ? { prepMinutes: wait, readyAt: wait ? new Date(Date.now() + wait * 60_000) : null }
                : action === "deny"
                  ? { reason: `${String(body.reason_code)}: ${body.message}` }
                  : {},
            answer: statusAnswer(externalId, status),
          },
        };
      },
    },
    {
      ...common,
      method: "POST",
      url: `${BASE}/changerequests`,
      operation: "changerequests",
      read: (request) => {
        const externalId = paramOf(request, "orderId");
        const body = asRecord(request.body);
        const required = [
          "change_action",
          "restaurant_agent_name",
          "requestor_email",
          "requestor_first_name",
          "requestor_last_name",
        ];
        const missing = required.filter((name) => typeof body[name] !== "string" || !body[name]);
        if (missing.length > 0) {
          return {
            ok: false,
            status: 400,
            body: { message: `${missing.join(", ")} required` },
            externalId,
          };
        }
        if (body.change_action !== "cancel.action") {
          return {
            ok: false,
            status: 400,
            body: { message: "This twin reviews cancel.action requests" },
            externalId,
          };
        }
        return {
          ok: true,
          call: {
            externalId,
            restaurantId: paramOf(request, "merchantId"),
            action: "cancel",
            change: {
              reason: `${String(body.reason_code ?? "OTHER")}: ${String(body.reason ?? "")}`,
              cancelledBy: "restaurant",
            },
            answer: (decision: TwinDecision) =>
              decision.ok
                ? {
                    status: 200,
                    body: {
                      change_request_id: randomUUID(),
                      status: "PENDING",
                      ticket_id: String(randomInt(1_000_000, 9_999_999)),
                    },
                  }
                : decision.refusal === "unknown"
                  ? { status: 404, body: { message: "Order not found" } }
                  : { status: 400, body: { message: "Order is no longer active" } },
          },
        };
      },
    },
  ];
}
