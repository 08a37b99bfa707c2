import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { asRecord, paramOf, type TwinEndpoint } from "./twin-api";
import { doorDashGuard } from "./twin-guards";
import type { TwinDecision } from "./twin-state";

/**
 * The DoorDash Marketplace twin (DoorDash's OpenAPI): every call is a PATCH answered 202;
 * a confirmation after the window or a second one is 400 "Order has already been processed
 * or order has expired"; a cancellation of an order not confirmed or already cancelled is
 * 400; an unknown order 404; a bad JWT 401.
 */
const BASE = `${TWIN_PATHS.doordash}/api/v1/orders/:orderId`;
const ACCEPTED = { status: 202, body: {} };

function answer(kind: "confirm" | "event" | "cancel") {
  return (decision: TwinDecision) => {
    if (decision.ok) return ACCEPTED;
    if (decision.refusal === "unknown")
      return { status: 404, body: { message: "Order not found" } };
    if (decision.refusal === "expired")
      return { status: 400, body: { message: "Order has expired" } };
    if (kind === "cancel") {
      return {
        status: 400,
        body: { message: "Order is not confirmed or has already been cancelled" },
      };
    }
    if (kind === "event" && decision.refusal === "not_accepted") {
      return { status: 400, body: { message: "Order is not confirmed" } };
    }
    return {
      status: 400,
      body: { message: "Order has already been processed or order has expired" },
    };
  };
}

const CANCEL_REASONS = ["ITEM_OUT_OF_STOCK", "STORE_CLOSED", "KITCHEN_BUSY", "OTHER"];

export function doorDashTwinEndpoints(config: Config): TwinEndpoint[] {
  const common = { ...doorDashGuard(config), method: "PATCH" as const };
  const invalid = (message: string, externalId: string) => ({
    ok: false as const,
    status: 400,
    body: { message },
    externalId,
  });
  return [
    {
      ...common,
      url: BASE,
      operation: "confirm_order",
      read: (request) => {
        const externalId = paramOf(request, "orderId");
        const body = asRecord(request.body);
        if (typeof body.merchant_supplied_id !== "string" || !body.merchant_supplied_id) {
          return invalid("merchant_supplied_id is required", externalId);
        }
        if (body.order_status !== "success" && body.order_status !== "fail") {
          return invalid("order_status must be success or fail", externalId);
        }
        if (body.order_status === "success") {
          const prep = typeof body.prep_time === "string" ? new Date(body.prep_time) : null;
          if (prep && Number.isNaN(prep.getTime()))
            return invalid("prep_time must be a UTC date-time", externalId);
          return {
            ok: true,
            call: {
              externalId,
              action: "accept",
              change: {
                readyAt: prep,
                prepMinutes: prep
                  ? Math.max(1, Math.round((prep.getTime() - Date.now()) / 60_000))
                  : null,
              },
              answer: answer("confirm"),
            },
          };
        }
        const reason = typeof body.failure_reason === "string" ? body.failure_reason : "";
        if (!reason)
          return invalid("failure_reason is required when order_status is fail", externalId);
        return {
          ok: true,
          call: { externalId, action: "deny", change: { reason }, answer: answer("confirm") },
        };
      },
    },
    {
      ...common,
      url: `${BASE}/events/order_ready_for_pickup`,
      operation: "order_ready_for_pickup",
      read: (request) => {
        const externalId = paramOf(request, "orderId");
        if (typeof asRecord(request.body).merchant_supplied_id !== "string") {
          return invalid("merchant_supplied_id is required", externalId);
        }
        return { ok: true, call: { externalId, action: "ready", answer: answer("event") } };
      },
    },
    {
      ...common,
      url: `${BASE}/adjustment`,
      operation: "adjustment",
      read: (request) => {
        const externalId = paramOf(request, "orderId");
        const items = asRecord(request.body).items;
        const first = Array.isArray(items) ? asRecord(items[0]) : {};
        const types = ["ITEM_UPDATE", "ITEM_REMOVE", "ITEM_SUBSTITUTE"];
        if (
          typeof first.line_item_id !== "string" ||
          !types.includes(String(first.adjustment_type))
        ) {
          return invalid(
            `items[0] needs line_item_id and adjustment_type (${types.join(", ")})`,
            externalId,
          );
        }
        return {
          ok: true,
          call: {
            externalId,
            action: "adjust",
            ...(first.adjustment_type === "ITEM_REMOVE" && { adjustLine: first.line_item_id }),
            answer: answer("event"),
          },
        };
      },
    },
    {
      ...common,
      url: `${BASE}/cancellation`,
      operation: "cancellation",
      read: (request) => {
        const externalId = paramOf(request, "orderId");
        const body = asRecord(request.body);
        if (!CANCEL_REASONS.includes(String(body.cancel_reason))) {
          return invalid(`cancel_reason must be one of ${CANCEL_REASONS.join(", ")}`, externalId);
        }
        const details =
          typeof body.cancel_details === "string" && body.cancel_details
            ? `: ${body.cancel_details}`
            : "";
        return {
          ok: true,
          call: {
            externalId,
            action: "cancel",
            change: {
              reason: `${String(body.cancel_reason)}${details}`,
              cancelledBy: "restaurant",
            },
            answer: answer("cancel"),
          },
        };
      },
    },
  ];
}
