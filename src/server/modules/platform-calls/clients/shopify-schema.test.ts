import { existsSync } from "node:fs";
import { type GraphQLSchema, getOperationAST, getVariableValues, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { PLATFORM_RULES } from "../../../../domain/platform-actions";
import {
  readShopifyAdminSchema,
  shopifyAdminSchemaFile,
} from "../../../sandbox/twins/shopify-admin-schema";
import { SHOPIFY_GO_LIVE_QUERY } from "./go-live/shopify-go-live";
import {
  FULFILLMENT_CREATE,
  FULFILLMENT_ORDERS,
  ORDER_CANCEL,
  PREPARED_FOR_PICKUP,
  SHOPIFY_API_VERSION,
  shopifyVariables,
} from "./shopify.client";

/**
 * Shopify's support window, from https://shopify.dev/docs/api/usage/versioning: a stable
 * version each quarter (YYYY-01/04/07/10), released on the first day of its month and
 * supported for at least 12 months from then. Past that, Shopify answers calls to it as the
 * oldest supported version, whose changes OrderDock was never checked against.
 */
function supportWindowOf(version: string): { releasedAt: Date; supportedUntil: Date } | null {
  const match = /^(\d{4})-(01|04|07|10)$/.exec(version);
  if (!match) return null;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return {
    releasedAt: new Date(Date.UTC(year, month - 1, 1)),
    supportedUntil: new Date(Date.UTC(year + 1, month - 1, 1)),
  };
}

describe("the Shopify Admin API version OrderDock calls", () => {
  it("is a released stable version still inside Shopify's 12-month support window today", () => {
    const window = supportWindowOf(SHOPIFY_API_VERSION);
    expect(
      window,
      `${SHOPIFY_API_VERSION} is not a stable YYYY-01/04/07/10 version`,
    ).not.toBeNull();
    const today = new Date();
    expect(today >= (window?.releasedAt ?? today), "not released yet").toBe(true);
    expect(
      today < (window?.supportedUntil ?? today),
      `Shopify supports ${SHOPIFY_API_VERSION} until ${window?.supportedUntil.toISOString().slice(0, 10)}: pin a newer version and its schema (src/server/sandbox/twins/shopify-schema/README.md)`,
    ).toBe(true);
  });

  it("has Shopify's published schema of that version kept with the twin", () => {
    expect(existsSync(shopifyAdminSchemaFile(SHOPIFY_API_VERSION))).toBe(true);
  });
});

describe(`OrderDock's Shopify documents against Shopify's Admin schema ${SHOPIFY_API_VERSION}`, () => {
  let schema: GraphQLSchema | null = null;
  const adminSchema = () => {
    schema ??= readShopifyAdminSchema(shopifyAdminSchemaFile(SHOPIFY_API_VERSION));
    return schema;
  };
  /** The schema's words for a document and its variables; none when Shopify would run it. */
  const refusalsOf = (document: string, variables: Record<string, unknown>) => {
    const parsed = parse(document);
    const invalid = validate(adminSchema(), parsed);
    if (invalid.length > 0) return invalid.map((error) => error.message);
    const operation = getOperationAST(parsed);
    const { errors } = getVariableValues(
      adminSchema(),
      operation?.variableDefinitions ?? [],
      variables,
    );
    return (errors ?? []).map((error) => error.message);
  };

  const order = "gid://shopify/Order/5123456789";
  const fulfillmentOrders = [
    "gid://shopify/FulfillmentOrder/6123",
    "gid://shopify/FulfillmentOrder/6124",
  ];
  const cancelReasons = PLATFORM_RULES.shopify.cancelReasons.map((reason) => reason.code);
  const calls: Array<[string, string, Record<string, unknown>]> = [
    ["order.fulfillmentOrders", FULFILLMENT_ORDERS, shopifyVariables.fulfillmentOrders(order)],
    ["the go-live check's read of the shop and its scopes", SHOPIFY_GO_LIVE_QUERY, {}],
    [
      "fulfillmentOrderLineItemsPreparedForPickup",
      PREPARED_FOR_PICKUP,
      shopifyVariables.preparedForPickup(fulfillmentOrders),
    ],
    [
      "fulfillmentCreate",
      FULFILLMENT_CREATE,
      shopifyVariables.fulfillmentCreate(fulfillmentOrders),
    ],
    ["orderCancel without a note", ORDER_CANCEL, shopifyVariables.orderCancel({ orderId: order })],
    ...cancelReasons.map((reason): [string, string, Record<string, unknown>] => [
      `orderCancel for ${reason} with a staff note`,
      ORDER_CANCEL,
      shopifyVariables.orderCancel({ orderId: order, reason, note: "Sold out of buns" }),
    ]),
  ];

  it.each(calls)(
    "%s is a document Shopify runs, with the variables OrderDock sends",
    (_, document, variables) => {
      expect(refusalsOf(document, variables)).toEqual([]);
    },
  );

  it("refuses a document naming a field or an argument Shopify's schema lacks", () => {
    expect(
      refusalsOf(FULFILLMENT_ORDERS.replace("methodType", "methodKind"), {
        id: order,
      }),
    ).toEqual([
      'Cannot query field "methodKind" on type "DeliveryMethod". Did you mean "methodType"?',
    ]);
    expect(
      refusalsOf(
        ORDER_CANCEL.replace(
          "staffNote: $staffNote)",
          "staffNote: $staffNote, refund: true, email: true)",
        ),
        shopifyVariables.orderCancel({ orderId: order }),
      ),
    ).toEqual(['Unknown argument "email" on field "Mutation.orderCancel".']);
  });

  it("refuses variables of a type the document does not declare", () => {
    expect(
      refusalsOf(ORDER_CANCEL, {
        ...shopifyVariables.orderCancel({ orderId: order }),
        reason: "LATE",
      }),
    ).toEqual([
      'Variable "$reason" got invalid value "LATE"; Value "LATE" does not exist in "OrderCancelReason" enum.',
    ]);
    expect(
      refusalsOf(FULFILLMENT_CREATE, { fulfillment: { lineItemsByFulfillmentOrder: [{}] } }),
    ).toEqual([
      'Variable "$fulfillment" got invalid value {} at "fulfillment.lineItemsByFulfillmentOrder[0]"; Field "fulfillmentOrderId" of required type "ID!" was not provided.',
    ]);
  });
});
