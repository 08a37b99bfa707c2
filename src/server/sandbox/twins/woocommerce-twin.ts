import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { asRecord, paramOf, type TwinEndpoint } from "./twin-api";
import { checkWooBasic, WOO_BAD_SECRET } from "./twin-auth";
import { restaurantInPath } from "./twin-restaurants";
import type { TwinDecision } from "./twin-state";

/**
 * The WooCommerce twin (REST v3): `PUT /wp-json/wc/v3/orders/{id}` with a status answers
 * 200 with the order; an unknown id is 404 `woocommerce_rest_shop_order_invalid_id`. Bad
 * keys are 401 as WooCommerce core answers them: a wrong secret for a known key is
 * `woocommerce_rest_authentication_error`, an unknown or missing key leaves the request
 * anonymous and the orders endpoint answers `woocommerce_rest_cannot_edit`. WooCommerce
 * lets a store set any status, so repeating one is not an error.
 */
const STATUSES = [
  "pending",
  "processing",
  "on-hold",
  "completed",
  "cancelled",
  "refunded",
  "failed",
];

export function wooCommerceTwinEndpoints(config: Config): TwinEndpoint[] {
  return [
    {
      platform: "woocommerce",
      method: "PUT",
      url: `${TWIN_PATHS.woocommerce}/sites/:restaurantId/wp-json/wc/v3/orders/:orderId`,
      operation: "orders.update",
      restaurantOf: restaurantInPath("woocommerce", "restaurantId"),
      auth: (request) =>
        checkWooBasic(config, paramOf(request, "restaurantId"), request.headers.authorization),
      unauthorized: (message) => ({
        status: 401,
        body: {
          code:
            message === WOO_BAD_SECRET
              ? "woocommerce_rest_authentication_error"
              : "woocommerce_rest_cannot_edit",
          message,
          data: { status: 401 },
        },
      }),
      read: (request) => {
        const externalId = paramOf(request, "orderId");
        const status = String(asRecord(request.body).status ?? "");
        if (!STATUSES.includes(status)) {
          return {
            ok: false,
            status: 400,
            body: {
              code: "rest_invalid_param",
              message: "Invalid parameter(s): status",
              data: { status: 400 },
            },
            externalId,
          };
        }
        return {
          ok: true,
          call: {
            externalId,
            restaurantId: paramOf(request, "restaurantId"),
            action: status === "cancelled" ? "cancel" : "complete",
            change:
              status === "cancelled"
                ? { reason: "Cancelled by the store", cancelledBy: "restaurant" }
                : {},
            answer: (decision: TwinDecision, order) => {
              if (decision.ok || decision.refusal === "already_answered") {
                return {
                  status: 200,
                  body: { ...(order?.body ?? {}), id: Number(externalId), status },
                };
              }
              if (decision.refusal === "unknown") {
                return {
                  status: 404,
                  body: {
                    code: "woocommerce_rest_shop_order_invalid_id",
                    message: "Invalid ID.",
                    data: { status: 404 },
                  },
                };
              }
              return {
                status: 400,
                body: {
                  code: "woocommerce_rest_invalid_status",
                  message: "The order is closed.",
                  data: { status: 400 },
                },
              };
            },
          },
        };
      },
    },
  ];
}
