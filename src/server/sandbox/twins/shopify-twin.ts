import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { TWIN_PATHS } from "../../lib/sandbox-credentials";
import { shopifyAdminSchema } from "./shopify-admin-schema";
import { servedShopifyVersion } from "./shopify-api-versions";
import {
  executeShopifyOperation,
  readShopifyRequest,
  type ShopifyOperation,
  untypedRootArguments,
} from "./shopify-graphql-document";
import { isShopRead, servedShop } from "./shopify-shop-answers";
import { PLAYED_FIELDS, servedRoot } from "./shopify-twin-answers";
import { asRecord, paramOf, type TwinEndpoint } from "./twin-api";
import { checkShopifyToken } from "./twin-auth";
import { restaurantInPath } from "./twin-restaurants";

/**
 * The Shopify twin's GraphQL Admin endpoint. Like Shopify it reads each document against
 * Shopify's own Admin schema (`shopify-schema/`) and answers 200 even when it refuses: a
 * document the schema refuses, or variables of the wrong type, get Shopify's `errors`; a
 * mutation it cannot do gets `userErrors`; a bad token is 401 `{"errors": "[API] Invalid API
 * key or access token …"}`. It plays the operations OrderDock uses, one root field each
 * (`order`, `fulfillmentOrderLineItemsPreparedForPickup`, `fulfillmentCreate`,
 * `orderCancel`), and the reads of the shop and of the app installation's access scopes
 * (`shop`, `currentAppInstallation`, alone or together), and answers exactly the fields the
 * document selects.
 */
export const SHOPIFY_GRAPHQL_ROUTE = `${TWIN_PATHS.shopify}/stores/:restaurantId/admin/api/:version/graphql.json`;

const UNPLAYED =
  "This twin answers the order operations OrderDock uses: order, fulfillmentOrderLineItemsPreparedForPickup, fulfillmentCreate and orderCancel, one per request, naming an order; and the shop and the app installation's scopes";

const ORDER_GID = /^gid:\/\/shopify\/(?:Order|FulfillmentOrder)\/(\d+)$/;

/** The order a root field's arguments name: by its id, or its fulfillment orders' ids. */
function orderIdNamed(args: Record<string, unknown>): string | null {
  const fulfillmentOrderIds = (input: unknown) => {
    const items = asRecord(input).lineItemsByFulfillmentOrder;
    return Array.isArray(items) ? items.map((item) => asRecord(item).fulfillmentOrderId) : [];
  };
  const candidates = [
    args.id,
    args.orderId,
    ...fulfillmentOrderIds(args.input),
    ...fulfillmentOrderIds(args.fulfillment),
  ];
  for (const candidate of candidates) {
    const match = ORDER_GID.exec(String(candidate ?? ""));
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The one root field the twin plays in this operation, or null. */
function playedField({ rootFields, hasRootFragments }: ShopifyOperation) {
  const [field] = rootFields;
  if (!field || rootFields.length !== 1 || hasRootFragments) return null;
  const action = PLAYED_FIELDS[field.name];
  const orderId = orderIdNamed(field.arguments);
  return action && orderId ? { ...field, action, orderId } : null;
}

/**
 * Every answer of the endpoint, refusals and outages included, names the version that
 * served it in `X-Shopify-Api-Version` (a retired version is served as the oldest supported).
 */
export async function addShopifyVersionHeader(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.url !== SHOPIFY_GRAPHQL_ROUTE) return;
  reply.header(
    "x-shopify-api-version",
    servedShopifyVersion(paramOf(request, "version"), new Date()),
  );
}

export function shopifyTwinEndpoints(config: Config): TwinEndpoint[] {
  const orderIdOf = (request: FastifyRequest) =>
    untypedRootArguments(asRecord(request.body))
      .map(orderIdNamed)
      .find((id) => id !== null) ?? "";
  return [
    {
      platform: "shopify",
      method: "POST",
      url: SHOPIFY_GRAPHQL_ROUTE,
      operation: "graphql",
      restaurantOf: restaurantInPath("shopify", "restaurantId"),
      orderIdOf,
      auth: (request) =>
        checkShopifyToken(
          config,
          paramOf(request, "restaurantId"),
          request.headers["x-shopify-access-token"] as string | undefined,
        ),
      unauthorized: (message) => ({ status: 401, body: { errors: message } }),
      read: (request) => {
        const schema = shopifyAdminSchema();
        const named = orderIdOf(request) || undefined;
        const read = readShopifyRequest(schema, asRecord(request.body));
        if (!read.ok) {
          return { ok: false, status: 200, body: { errors: read.errors }, externalId: named };
        }
        if (isShopRead(read.operation)) {
          return {
            ok: "read",
            status: 200,
            body: executeShopifyOperation(
              schema,
              read.operation,
              servedShop(paramOf(request, "restaurantId")),
            ),
          };
        }
        const field = playedField(read.operation);
        if (!field) {
          return {
            ok: false,
            status: 200,
            body: { errors: [{ message: UNPLAYED }] },
            externalId: named,
          };
        }
        const { action, orderId, name } = field;
        return {
          ok: true,
          call: {
            externalId: orderId,
            restaurantId: paramOf(request, "restaurantId"),
            action,
            change:
              action === "cancel"
                ? { reason: String(field.arguments.reason), cancelledBy: "restaurant" }
                : {},
            answer: (decision, order) => ({
              status: 200,
              body: executeShopifyOperation(
                schema,
                read.operation,
                servedRoot({ field: name, orderId, decision, order }),
              ),
            }),
          },
        };
      },
    },
  ];
}
