import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { TWIN_PATHS, wooTwinKeys } from "../../lib/sandbox-credentials";
import { createSelfOrigin } from "../../lib/self-origin";
import { asRecord, paramOf, type TwinEndpoint } from "./twin-api";
import { listTwinOrders } from "./twin-orders.repository";
import { restaurantInPath } from "./twin-restaurants";
import type { TwinDecision } from "./twin-state";
import type { TwinStoreAnswer, TwinStoreCall, TwinStoreEndpoint } from "./twin-store-endpoints";
import {
  checkWooAuth,
  createWooNonces,
  WOO_CANNOT_EDIT,
  type WooRefusal,
  wooRefusalOf,
} from "./woocommerce-auth";

/**
 * The WooCommerce twin (REST v3): `PUT /wp-json/wc/v3/orders/{id}` with a status answers
 * 200 with the order; an unknown id is 400 `woocommerce_rest_shop_order_invalid_id`
 * (`WC_REST_CRUD_Controller::update_item`; reading one is 404). `GET /wp-json/wc/v3/orders`
 * lists the restaurant's orders, newest first, `per_page` of them (1–100, default 10), with
 * `X-WP-Total` (`get_items`); anonymous, it is 401 `woocommerce_rest_cannot_view`. Keys
 * are checked as WooCommerce core checks them (`woocommerce-auth.ts`): Basic auth or query
 * keys over https, OAuth 1.0a over http, each failure 401 in core's words. The site's
 * address is OrderDock's own (`PUBLIC_URL`, else where it listens) and the scheme is the one
 * the request reached OrderDock over (behind a proxy, as `TRUST_PROXY` lets Fastify read it).
 *
 * WooCommerce lets the REST API set any status on any order, a closed one too
 * (`WC_REST_Orders_Controller::save_object` calls `set_status` whatever the order's status
 * was): the twin answers 200 with the order at the status set. Its own record of the order moves only as the twins' state
 * machine allows (`twin-state.ts`): a completed or cancelled order stays as it closed (the
 * twins never reopen an order), and the call is kept as answered.
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

/**
 * WooCommerce's check of the keys, one per twin: the orders endpoints share its nonces, as
 * one WooCommerce site does.
 */
function wooCommerceGuard(config: Config) {
  const nonces = createWooNonces();
  // One check per request: a nonce is taken once, however often the guard asks.
  const checked = new WeakMap<FastifyRequest, WooRefusal | null>();
  const authOf = (request: FastifyRequest): string | null => {
    if (!checked.has(request)) {
      const restaurantId = paramOf(request, "restaurantId");
      const origin = createSelfOrigin(config, request.server)();
      checked.set(
        request,
        checkWooAuth({
          request: {
            method: request.method,
            url: request.url,
            authorization: request.headers.authorization,
            protocol: request.protocol,
          },
          keys: wooTwinKeys(config.sessionSecret, restaurantId),
          homeUrl: `${origin}${TWIN_PATHS.woocommerce}/sites/${restaurantId}`,
          nonces,
          nowSeconds: Math.floor(Date.now() / 1000),
        }),
      );
    }
    return checked.get(request)?.message ?? null;
  };
  return {
    platform: "woocommerce" as const,
    restaurantOf: restaurantInPath("woocommerce", "restaurantId"),
    auth: authOf,
    unauthorized: (message: string) => ({
      status: 401,
      body: { ...wooRefusalOf(message), data: { status: 401 } },
    }),
  };
}

const guards = new WeakMap<Config, ReturnType<typeof wooCommerceGuard>>();
const guardOf = (config: Config) => {
  const guard = guards.get(config) ?? wooCommerceGuard(config);
  guards.set(config, guard);
  return guard;
};

export function wooCommerceTwinEndpoints(config: Config): TwinEndpoint[] {
  return [
    {
      ...guardOf(config),
      method: "PUT",
      url: `${TWIN_PATHS.woocommerce}/sites/:restaurantId/wp-json/wc/v3/orders/:orderId`,
      operation: "orders.update",
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
              if (!decision.ok && decision.refusal === "unknown") {
                return {
                  status: 400,
                  body: {
                    code: "woocommerce_rest_shop_order_invalid_id",
                    message: "Invalid ID.",
                    data: { status: 400 },
                  },
                };
              }
              // Set again, or set on a closed order: core saves any status on any order.
              return {
                status: 200,
                body: { ...(order?.body ?? {}), id: Number(externalId), status },
              };
            },
          },
        };
      },
    },
  ];
}

const CANNOT_VIEW = {
  code: "woocommerce_rest_cannot_view",
  message: "Sorry, you cannot list resources.",
};

/** `GET /wp-json/wc/v3/orders?per_page=N`: a harmless read of the restaurant's orders. */
async function listOrders(request: FastifyRequest, call: TwinStoreCall): Promise<TwinStoreAnswer> {
  const { restaurantId } = call;
  if (!restaurantId) {
    return {
      status: 404,
      body: {
        code: "rest_no_route",
        message: "No route was found matching the URL and request method.",
        data: { status: 404 },
      },
      restaurantId,
    };
  }
  const raw = (request.query as Record<string, unknown>).per_page;
  const perPage = raw === undefined ? 10 : Number(raw);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return {
      status: 400,
      body: {
        code: "rest_invalid_param",
        message: "Invalid parameter(s): per_page",
        data: {
          status: 400,
          params: { per_page: "per_page must be between 1 (inclusive) and 100 (inclusive)" },
        },
      },
      restaurantId,
    };
  }
  const orders = await listTwinOrders(call.db, restaurantId, "woocommerce");
  return { status: 200, body: orders.slice(0, perPage).map((order) => order.body), restaurantId };
}

/** The WooCommerce twin's reads, beside its order answers. */
export function wooCommerceReadEndpoints(config: Config): TwinStoreEndpoint[] {
  const guard = guardOf(config);
  return [
    {
      ...guard,
      unauthorized: (message) => {
        const refusal = guard.unauthorized(message);
        const body = refusal.body as { code: string };
        // Anonymous, the list is refused as a list is: "you cannot list resources".
        return body.code === WOO_CANNOT_EDIT.code
          ? { status: 401, body: { ...CANNOT_VIEW, data: { status: 401 } } }
          : refusal;
      },
      method: "GET",
      url: `${TWIN_PATHS.woocommerce}/sites/:restaurantId/wp-json/wc/v3/orders`,
      operation: "orders.list",
      handle: listOrders,
    },
  ];
}
