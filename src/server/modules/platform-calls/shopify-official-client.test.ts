import { createAdminApiClient } from "@shopify/admin-api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopifyTwinToken } from "../../lib/sandbox-credentials";
import { findTwinOrder } from "../../sandbox/twins/twin-orders.repository";
import { TEST_ENGINE } from "../../test/test-database";
import {
  placeTwinOrder,
  setTwinOrder,
  startTwinApp,
  type TwinTestApp,
} from "../../test/twin-helpers";
import {
  FULFILLMENT_CREATE,
  FULFILLMENT_ORDERS,
  ORDER_CANCEL,
  PREPARED_FOR_PICKUP,
  SHOPIFY_API_VERSION,
  shopifyVariables,
} from "./clients/shopify.client";

type ClientLog = { type: string; content: unknown };

/**
 * Shopify's own Admin API client (`@shopify/admin-api-client`) sends OrderDock's documents
 * to the twin and reads its answers, and takes the version OrderDock pins as one Shopify
 * supports. The client always calls `https://<storeDomain>/admin/api/<version>/graphql.json`;
 * its `customFetchApi` carries the call to the twin's store path over plain HTTP.
 */
describe(`Shopify's official Admin API client against the twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp();
  });
  afterAll(() => app.close());

  function twinClient(logs: ClientLog[] = []) {
    const host = new URL(app.origin).host;
    const store = `${app.origin}/sandbox/shopify/stores/${app.owner.restaurantId}`;
    return createAdminApiClient({
      storeDomain: host,
      apiVersion: SHOPIFY_API_VERSION,
      accessToken: shopifyTwinToken(app.config.sessionSecret, app.owner.restaurantId),
      customFetchApi: (url, init) => fetch(String(url).replace(`https://${host}`, store), init),
      logger: (log) => logs.push(log as ClientLog),
    });
  }
  const orderGid = (id: string) => `gid://shopify/Order/${id}`;
  const twinState = async (id: string) =>
    (await findTwinOrder(app.database.db, "shopify", id))?.state;

  it("sends OrderDock's four documents and reads the twin's answers", async () => {
    const logs: ClientLog[] = [];
    const client = twinClient(logs);
    const pickup = await placeTwinOrder(app, "shopify");
    const twin = await findTwinOrder(app.database.db, "shopify", pickup);
    await setTwinOrder(app, "shopify", pickup, {
      body: { ...twin?.body, shipping_lines: [{ title: "Pickup in store", code: "pickup" }] },
    });

    const read = await client.request(FULFILLMENT_ORDERS, {
      variables: shopifyVariables.fulfillmentOrders(orderGid(pickup)),
    });
    expect(read.errors).toBeUndefined();
    expect(read.headers?.get("x-shopify-api-version")).toBe(SHOPIFY_API_VERSION);
    const nodes = (read.data as { order: { fulfillmentOrders: { nodes: unknown[] } } }).order
      .fulfillmentOrders.nodes;
    expect(nodes).toEqual([
      {
        id: `gid://shopify/FulfillmentOrder/${pickup}`,
        status: "OPEN",
        deliveryMethod: { methodType: "PICK_UP" },
      },
    ]);
    const ids = [`gid://shopify/FulfillmentOrder/${pickup}`];

    const prepared = await client.request(PREPARED_FOR_PICKUP, {
      variables: shopifyVariables.preparedForPickup(ids),
    });
    expect(prepared.errors).toBeUndefined();
    expect(prepared.data).toEqual({
      fulfillmentOrderLineItemsPreparedForPickup: { userErrors: [] },
    });
    expect(await twinState(pickup)).toBe("ready");

    const fulfilled = await client.request(FULFILLMENT_CREATE, {
      variables: shopifyVariables.fulfillmentCreate(ids),
    });
    expect(fulfilled.data).toEqual({
      fulfillmentCreate: {
        fulfillment: { id: `gid://shopify/Fulfillment/${pickup}`, status: "SUCCESS" },
        userErrors: [],
      },
    });
    expect(await twinState(pickup)).toBe("completed");

    const other = await placeTwinOrder(app, "shopify");
    const cancelled = await client.request(ORDER_CANCEL, {
      variables: shopifyVariables.orderCancel({ orderId: orderGid(other), reason: "STAFF" }),
    });
    expect(cancelled.data).toEqual({
      orderCancel: {
        job: { id: `gid://shopify/Job/${other}`, done: false },
        orderCancelUserErrors: [],
      },
    });
    expect(await twinState(other)).toBe("cancelled");
    expect(logs.filter((log) => log.type === "Unsupported_Api_Version")).toEqual([]);
  });

  it("shows the twin's refusal of a document Shopify's schema refuses as GraphQL errors", async () => {
    const externalId = await placeTwinOrder(app, "shopify");
    const answer = await twinClient().request(FULFILLMENT_ORDERS.replace("status", "state"), {
      variables: shopifyVariables.fulfillmentOrders(orderGid(externalId)),
    });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.networkStatusCode).toBe(200);
    expect(answer.errors?.graphQLErrors).toMatchObject([
      {
        message: "Field 'state' doesn't exist on type 'FulfillmentOrder'",
        extensions: { code: "undefinedField" },
      },
    ]);
  });

  it("takes the pinned version as one Shopify supports today, and warns of a retired one", () => {
    // The client compares the version with the quarters it counts as supported on today's
    // date and, for any other, logs `Unsupported_Api_Version` (it does not throw).
    const supportedOf = (apiVersion: string) => {
      const logs: ClientLog[] = [];
      createAdminApiClient({
        storeDomain: "orderdock-test.myshopify.com",
        apiVersion,
        accessToken: "shpat_test",
        logger: (log) => logs.push(log as ClientLog),
      });
      return logs.every((log) => log.type !== "Unsupported_Api_Version");
    };
    expect(supportedOf(SHOPIFY_API_VERSION)).toBe(true);
    expect(supportedOf("2025-07")).toBe(false);
  });
});
