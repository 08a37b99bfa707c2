import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopifyTwinToken } from "../../lib/sandbox-credentials";
import {
  FULFILLMENT_CREATE,
  FULFILLMENT_ORDERS,
  ORDER_CANCEL,
  SHOPIFY_API_VERSION,
  shopifyVariables,
} from "../../modules/platform-calls/clients/shopify.client";
import { TEST_ENGINE } from "../../test/test-database";
import {
  placeTwinOrder,
  startTwinApp,
  type TwinTestApp,
  twinCallsNaming,
  twinConsole,
} from "../../test/twin-helpers";
import { SHOPIFY_TWIN_API_VERSION } from "./shopify-api-versions";
import { findTwinOrder } from "./twin-orders.repository";

/**
 * The Shopify twin reads each GraphQL document as Shopify does: against Shopify's published
 * Admin schema, with Shopify's errors for what the schema refuses, and answers exactly the
 * fields the document selects; every answer names the API version that served it.
 */
describe(`the Shopify twin's GraphQL Admin endpoint (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
  });
  afterAll(() => app.close());

  const endpoint = (version = SHOPIFY_API_VERSION) =>
    `/sandbox/shopify/stores/${app.owner.restaurantId}/admin/api/${version}/graphql.json`;
  const post = (
    body: { query: string; variables?: Record<string, unknown> },
    {
      version = SHOPIFY_API_VERSION,
      token = shopifyTwinToken(app.config.sessionSecret, app.owner.restaurantId),
    } = {},
  ) =>
    app.app.inject({
      method: "POST",
      url: endpoint(version),
      headers: { "x-shopify-access-token": token },
      payload: body,
    });
  const orderGid = (id: string) => `gid://shopify/Order/${id}`;
  const fulfillmentGid = (id: string) => `gid://shopify/FulfillmentOrder/${id}`;

  it("serves the Admin API version OrderDock calls", () => {
    expect(SHOPIFY_TWIN_API_VERSION).toBe(SHOPIFY_API_VERSION);
  });

  it("refuses what Shopify's schema refuses, in Shopify's words, and changes nothing", async () => {
    const externalId = await placeTwinOrder(app, "shopify");
    const stateOf = async () =>
      (await findTwinOrder(app.database.db, "shopify", externalId))?.state;
    const before = await stateOf();
    const unknownField = await post({
      query: FULFILLMENT_ORDERS.replace("methodType", "methodKind"),
      variables: shopifyVariables.fulfillmentOrders(orderGid(externalId)),
    });
    expect(unknownField.statusCode).toBe(200);
    expect(unknownField.json()).toEqual({
      errors: [
        {
          message: "Field 'methodKind' doesn't exist on type 'DeliveryMethod'",
          locations: [{ line: 2, column: 86 }],
          path: [
            "query FulfillmentOrders",
            "order",
            "fulfillmentOrders",
            "nodes",
            "deliveryMethod",
            "methodKind",
          ],
          extensions: {
            code: "undefinedField",
            typeName: "DeliveryMethod",
            fieldName: "methodKind",
          },
        },
      ],
    });

    const cancel = `mutation { orderCancel(orderId: "${orderGid(externalId)}", reason: OTHER, restock: true, email: true) { job { id } } }`;
    const unknownArgument = await post({ query: cancel });
    expect(unknownArgument.json()).toEqual({
      errors: [
        {
          message: "Field 'orderCancel' doesn't accept argument 'email'",
          locations: [{ line: 1, column: cancel.indexOf("email") + 1 }],
          path: ["mutation", "orderCancel", "email"],
          extensions: {
            code: "argumentNotAccepted",
            name: "orderCancel",
            typeName: "Field",
            argumentName: "email",
          },
        },
      ],
    });

    const wrongReason = await post({
      query: ORDER_CANCEL,
      variables: {
        ...shopifyVariables.orderCancel({ orderId: orderGid(externalId) }),
        reason: "LATE",
      },
    });
    expect(wrongReason.json()).toEqual({
      errors: [
        {
          message: "Variable $reason of type OrderCancelReason! was provided invalid value",
          locations: [{ line: 1, column: 32 }],
          extensions: {
            code: "INVALID_VARIABLE",
            value: "LATE",
            problems: [
              {
                path: [],
                explanation:
                  'Expected "LATE" to be one of: CUSTOMER, DECLINED, FRAUD, INVENTORY, OTHER, STAFF',
              },
            ],
          },
        },
      ],
    });

    const missingId = await post({
      query: FULFILLMENT_CREATE,
      variables: { fulfillment: { lineItemsByFulfillmentOrder: [{}] } },
    });
    expect(missingId.json().errors[0]).toMatchObject({
      message:
        "Variable $fulfillment of type FulfillmentInput! was provided invalid value for lineItemsByFulfillmentOrder.0.fulfillmentOrderId (Expected value to not be null)",
      extensions: { code: "INVALID_VARIABLE" },
    });

    expect(before).toBe("accepted");
    expect(await stateOf()).toBe(before);
    const calls = await twinCallsNaming(app.database.db, "shopify", externalId);
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200]);
    expect(calls[0]?.answer).toEqual(unknownField.json());
  });

  it("answers exactly the fields a document selects, and names what it does not serve", async () => {
    const externalId = await placeTwinOrder(app, "shopify");
    const fewer = await post({
      query: `query Few($id: ID!) { order(id: $id) { id fulfillmentOrders(first: 5) { edges { node { status } } } } }`,
      variables: { id: orderGid(externalId) },
    });
    expect(fewer.json()).toEqual({
      data: {
        order: {
          id: orderGid(externalId),
          fulfillmentOrders: { edges: [{ node: { status: "OPEN" } }] },
        },
      },
    });

    const others = `{ placed: order(id: "${orderGid(externalId)}") { __typename legacyResourceId email } }`;
    const other = await post({ query: others });
    expect(other.json()).toEqual({
      errors: [
        {
          message: "The Shopify twin does not serve Order.email",
          locations: [{ line: 1, column: others.indexOf("email") + 1 }],
          path: ["placed", "email"],
        },
      ],
      data: { placed: { __typename: "Order", legacyResourceId: externalId, email: null } },
    });

    const noPage = await post({
      query: `query NoPage($id: ID!) { order(id: $id) { fulfillmentOrders { nodes { id } } } }`,
      variables: { id: orderGid(externalId) },
    });
    expect(noPage.json()).toEqual({
      errors: [
        {
          message: "you must provide one of first or last",
          locations: [{ line: 1, column: 43 }],
          path: ["order", "fulfillmentOrders"],
        },
      ],
      data: { order: null },
    });

    const fulfilled = await post({
      query: `mutation Fulfil($fulfillment: FulfillmentInput!) { fulfillmentCreate(fulfillment: $fulfillment) { userErrors { message } } }`,
      variables: shopifyVariables.fulfillmentCreate([fulfillmentGid(externalId)]),
    });
    expect(fulfilled.json()).toEqual({ data: { fulfillmentCreate: { userErrors: [] } } });
    expect((await findTwinOrder(app.database.db, "shopify", externalId))?.state).toBe("completed");
  });

  it("plays the operation a document runs, never one its text merely names", async () => {
    const externalId = await placeTwinOrder(app, "shopify");
    // Valid for Shopify, and names orderCancel only in the operation's name and variables.
    const answer = await post({
      query: "query orderCancelled { shop { name } }",
      variables: { orderId: orderGid(externalId), reason: "OTHER" },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { shop: { name: "Sandbox shop (Shopify twin)" } } });
    expect((await findTwinOrder(app.database.db, "shopify", externalId))?.state).toBe("accepted");

    // A field Shopify has and the twin does not play is said, not answered with made-up data.
    const unplayed = await post({ query: "query { products(first: 1) { nodes { id } } }" });
    expect(unplayed.json()).toEqual({
      errors: [{ message: expect.stringMatching(/^This twin answers the order operations/) }],
    });
  });

  it("serves the shop and the scopes the app was installed with, as selected", async () => {
    const answer = await post({
      query: "query { currentAppInstallation { accessScopes { handle } } }",
    });
    expect(answer.json()).toEqual({
      data: {
        currentAppInstallation: {
          accessScopes: [
            { handle: "read_orders" },
            { handle: "write_orders" },
            { handle: "read_merchant_managed_fulfillment_orders" },
            { handle: "write_merchant_managed_fulfillment_orders" },
          ],
        },
      },
    });
  });

  it("names the version that served every answer; a retired version is served as the oldest supported", async () => {
    const externalId = await placeTwinOrder(app, "shopify");
    const read = { query: FULFILLMENT_ORDERS, variables: { id: orderGid(externalId) } };
    expect((await post(read)).headers["x-shopify-api-version"]).toBe(SHOPIFY_API_VERSION);
    const refused = await post(read, { token: "shpat_wrong" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["x-shopify-api-version"]).toBe(SHOPIFY_API_VERSION);

    const retired = await post(read, { version: "2025-07" });
    expect(retired.statusCode).toBe(200);
    expect(retired.headers["x-shopify-api-version"]).toBe(oldestSupported(new Date()));
    expect(retired.json().data.order.fulfillmentOrders.nodes).toHaveLength(1);

    await twinConsole(app, "shopify", "outage", { seconds: "600", status: "503" });
    try {
      const outage = await post(read);
      expect(outage.statusCode).toBe(503);
      expect(outage.headers["x-shopify-api-version"]).toBe(SHOPIFY_API_VERSION);
    } finally {
      await twinConsole(app, "shopify", "outage", { seconds: "0" });
    }
  });
});

/**
 * The oldest stable version inside Shopify's support window on `today`: released on the
 * first day of its quarter's month, supported for 12 months (docs/platforms/shopify.md).
 */
function oldestSupported(today: Date): string {
  for (let months = 0; months < 24; months += 1) {
    const release = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth() + months, 1));
    const isQuarter = release.getUTCMonth() % 3 === 0;
    const supportedUntil = Date.UTC(release.getUTCFullYear() + 1, release.getUTCMonth(), 1);
    if (isQuarter && supportedUntil > today.getTime()) {
      return `${release.getUTCFullYear()}-${String(release.getUTCMonth() + 1).padStart(2, "0")}`;
    }
  }
  throw new Error("no supported version");
}
