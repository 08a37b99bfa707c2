import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { shopifyTwinToken } from "../../lib/sandbox-credentials";
import type { TwinCallRow } from "../../sandbox/twins/twin-orders.repository";
import { findTwinOrder } from "../../sandbox/twins/twin-orders.repository";
import { TEST_ENGINE } from "../../test/test-database";
import {
  cardLine,
  eventually,
  forgetTwinOrder,
  passUndoWindow,
  placeTwinOrder,
  sendThroughClient,
  setTwinOrder,
  staffApi,
  startTwinApp,
  storedOrder,
  type TwinTestApp,
  twinCallsNaming,
  twinCallsOf,
  twinConsole,
  untilCallState,
  untilTwinState,
} from "../../test/twin-helpers";
import { SHOPIFY_API_VERSION } from "./clients/shopify.client";

/**
 * Shopify's calls, end to end through the outbox and the Shopify twin: every call is a POST
 * to the store's GraphQL Admin endpoint (a call answered 200 also passed the twin's check of
 * the access token) with the documented operation and variables, and the client reads each
 * answer: data, `userErrors`, `order: null`, 503 during an outage, 401 for a bad token.
 * Shopify orders arrive placed and paid: nothing is accepted.
 */
describe(`Shopify calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let staff: ReturnType<typeof staffApi>;
  beforeAll(async () => {
    app = await startTwinApp();
    staff = staffApi(app);
  });
  afterAll(() => app.close());

  const stored = (externalId: string) => storedOrder(app, "shopify", externalId);
  /**
   * The twin's customers choose local delivery or pickup per order: these calls are the
   * local-delivery flow, so place until a delivery comes (a pickup is made by hand below).
   */
  async function placeDeliveryOrder(): Promise<string> {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const externalId = await placeTwinOrder(app, "shopify");
      if ((await stored(externalId)).isDelivery) return externalId;
    }
    throw new Error("no delivery order came");
  }
  const endpoint = () =>
    `/sandbox/shopify/stores/${app.owner.restaurantId}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
  const orderGid = (id: string) => `gid://shopify/Order/${id}`;
  const fulfillmentGid = (id: string) => `gid://shopify/FulfillmentOrder/${id}`;
  /** The GraphQL operation a call ran: the first field after `query`/`mutation`. */
  const operationOf = (call: TwinCallRow | undefined) =>
    /\{\s*(\w+)/.exec(String((call?.body as { query?: unknown })?.query ?? ""))?.[1];
  const variablesOf = (call: TwinCallRow | undefined) =>
    (call?.body as { variables?: unknown })?.variables;

  it("fulfils a local delivery order when it is handed over; Ready is for pickups only", async () => {
    const externalId = await placeDeliveryOrder();
    const order = await stored(externalId);
    expect(order.isDelivery).toBe(true);
    expect(order.acceptBy).toBeNull();
    expect((await staff.post(`/api/orders/${order.id}/accept`, {})).statusCode).toBe(409);

    await staff.put(`/api/orders/${order.id}`, { status: "preparing" });
    const ready = await staff.put(`/api/orders/${order.id}`, { status: "ready" });
    expect(ready.json().platformLink).toBeUndefined();
    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    const done = await untilCallState(app, "shopify", externalId, "done", "complete");
    expect(cardLine("shopify", done)).toBe("Completed on Shopify");
    await untilTwinState(app, "shopify", externalId, "completed");

    const calls = await twinCallsOf(app.database.db, "shopify", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status, operationOf(call)])).toEqual([
      ["POST", endpoint(), 200, "order"],
      ["POST", endpoint(), 200, "fulfillmentCreate"],
    ]);
    expect(variablesOf(calls[0])).toEqual({ id: orderGid(externalId) });
    expect(calls[0]?.answer).toEqual({
      data: {
        order: {
          fulfillmentOrders: {
            nodes: [
              {
                id: fulfillmentGid(externalId),
                status: "OPEN",
                deliveryMethod: { methodType: "LOCAL" },
              },
            ],
          },
        },
      },
    });
    expect(variablesOf(calls[1])).toEqual({
      fulfillment: {
        lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: fulfillmentGid(externalId) }],
        notifyCustomer: false,
      },
    });
    expect(calls[1]?.answer).toEqual({
      data: {
        fulfillmentCreate: {
          fulfillment: { id: `gid://shopify/Fulfillment/${externalId}`, status: "SUCCESS" },
          userErrors: [],
        },
      },
    });
  });

  it("marks a pickup order prepared for pickup, then fulfils it", async () => {
    const externalId = await placeDeliveryOrder();
    const order = await stored(externalId);
    // The customer chose pickup: Shopify's order and OrderDock's copy both say so.
    const twin = await findTwinOrder(app.database.db, "shopify", externalId);
    await setTwinOrder(app, "shopify", externalId, {
      body: { ...twin?.body, shipping_lines: [{ title: "Pickup in store", code: "pickup" }] },
    });
    await app.database.db.update(orders).set({ isDelivery: false }).where(eq(orders.id, order.id));

    await staff.put(`/api/orders/${order.id}`, { status: "preparing" });
    await staff.put(`/api/orders/${order.id}`, { status: "ready" });
    const ready = await untilCallState(app, "shopify", externalId, "done", "ready");
    expect(cardLine("shopify", ready)).toBe("Marked ready on Shopify");
    await untilTwinState(app, "shopify", externalId, "ready");
    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    await untilCallState(app, "shopify", externalId, "done", "complete");
    await untilTwinState(app, "shopify", externalId, "completed");

    const calls = await twinCallsOf(app.database.db, "shopify", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status])).toEqual(
      Array.from({ length: 4 }, () => ["POST", endpoint(), 200]),
    );
    expect(calls.map(operationOf)).toEqual([
      "order",
      "fulfillmentOrderLineItemsPreparedForPickup",
      "order",
      "fulfillmentCreate",
    ]);
    const lineItems = [{ fulfillmentOrderId: fulfillmentGid(externalId) }];
    expect(calls[0]?.answer).toMatchObject({
      data: {
        order: { fulfillmentOrders: { nodes: [{ deliveryMethod: { methodType: "PICK_UP" } }] } },
      },
    });
    expect(variablesOf(calls[1])).toEqual({ input: { lineItemsByFulfillmentOrder: lineItems } });
    expect(calls[1]?.answer).toEqual({
      data: { fulfillmentOrderLineItemsPreparedForPickup: { userErrors: [] } },
    });
    expect(calls[2]?.answer).toMatchObject({
      data: { order: { fulfillmentOrders: { nodes: [{ status: "IN_PROGRESS" }] } } },
    });
    expect(variablesOf(calls[3])).toEqual({
      fulfillment: { lineItemsByFulfillmentOrder: lineItems, notifyCustomer: false },
    });
  });

  it("cancels with orderCancel: reason, refund to the original payment, restock", async () => {
    const externalId = await placeDeliveryOrder();
    const order = await stored(externalId);
    const cancelled = await staff.post(`/api/orders/${order.id}/cancel`, {
      reason: "INVENTORY",
      note: "Sold out of buns",
    });
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      statusNote: "Cancelled by the restaurant: Items out of stock",
    });
    const done = await untilCallState(app, "shopify", externalId, "done", "cancel");
    expect(cardLine("shopify", done)).toBe("Cancelled on Shopify");
    expect(await untilTwinState(app, "shopify", externalId, "cancelled")).toMatchObject({
      cancelledBy: "restaurant",
      reason: "INVENTORY",
    });
    const [call] = await twinCallsOf(app.database.db, "shopify", externalId);
    expect(call).toMatchObject({ method: "POST", path: endpoint(), status: 200 });
    expect(operationOf(call)).toBe("orderCancel");
    expect(variablesOf(call)).toEqual({
      orderId: orderGid(externalId),
      reason: "INVENTORY",
      notifyCustomer: true,
      restock: true,
      refundMethod: { originalPaymentMethodsRefund: true },
      staffNote: "Sold out of buns",
    });
    expect(call?.answer).toEqual({
      data: {
        orderCancel: {
          job: { id: `gid://shopify/Job/${externalId}`, done: false },
          orderCancelUserErrors: [],
        },
      },
    });
  });

  it("takes a repeated fulfilment as done: Shopify shows the order fulfilled", async () => {
    const externalId = await placeDeliveryOrder();
    const order = await stored(externalId);
    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    await untilCallState(app, "shopify", externalId, "done", "complete");
    const again = await sendThroughClient(app, "shopify", order, "complete");
    expect(again).toEqual({
      kind: "done",
      status: 0,
      body: null,
      note: "Already fulfilled on Shopify",
    });
    const calls = await twinCallsOf(app.database.db, "shopify", externalId);
    expect(calls.map(operationOf)).toEqual(["order", "fulfillmentCreate", "order"]);
    expect(calls[2]?.answer).toMatchObject({
      data: { order: { fulfillmentOrders: { nodes: [{ status: "CLOSED" }] } } },
    });
  });

  it("refuses what Shopify cannot do: an unknown order, a cancelled one, userErrors", async () => {
    const unknown = await placeDeliveryOrder();
    await forgetTwinOrder(app, "shopify", unknown);
    await staff.put(`/api/orders/${(await stored(unknown)).id}`, { status: "completed" });
    const missing = await untilCallState(app, "shopify", unknown, "failed", "complete");
    expect(cardLine("shopify", missing)).toBe("Shopify refused: Order not found");
    const [read] = await twinCallsNaming(app.database.db, "shopify", unknown);
    expect(read?.answer).toEqual({ data: { order: null } });

    const cancelled = await placeDeliveryOrder();
    // Cancelled in the Shopify admin; its webhook has not arrived yet.
    await setTwinOrder(app, "shopify", cancelled, { state: "cancelled", cancelledBy: "customer" });
    await staff.put(`/api/orders/${(await stored(cancelled)).id}`, { status: "completed" });
    const gone = await untilCallState(app, "shopify", cancelled, "failed", "complete");
    expect(cardLine("shopify", gone)).toBe("Shopify refused: Order was cancelled");
    expect((await twinCallsOf(app.database.db, "shopify", cancelled)).map(operationOf)).toEqual([
      "order",
    ]);

    const fulfilled = await placeDeliveryOrder();
    // Fulfilled in the Shopify admin: orderCancel answers 200 with orderCancelUserErrors.
    await setTwinOrder(app, "shopify", fulfilled, { state: "completed" });
    await staff.post(`/api/orders/${(await stored(fulfilled)).id}/cancel`, { reason: "STAFF" });
    const refused = await untilCallState(app, "shopify", fulfilled, "failed", "cancel");
    expect(cardLine("shopify", refused)).toBe(
      "Shopify refused: Order is closed and cannot be cancelled",
    );
    const [cancel] = await twinCallsOf(app.database.db, "shopify", fulfilled);
    expect(cancel?.status).toBe(200);
    expect(cancel?.answer).toEqual({
      data: {
        orderCancel: {
          job: null,
          orderCancelUserErrors: [
            {
              field: ["orderId"],
              message: "Order is closed and cannot be cancelled",
              code: "INVALID",
            },
          ],
        },
      },
    });
  });

  it("tries again through an outage: the 503s, then the read and the mutation once", async () => {
    const externalId = await placeDeliveryOrder();
    const order = await stored(externalId);
    await twinConsole(app, "shopify", "outage", { seconds: "600", status: "503" });
    try {
      await staff.put(`/api/orders/${order.id}`, { status: "completed" });
      passUndoWindow(app);
      const waiting = await eventually(async () => {
        const row = await stored(externalId);
        return row.platformCall?.message === "Service temporarily unavailable" ? row : null;
      });
      expect(waiting.platformCall?.state).toBe("sending");
    } finally {
      await twinConsole(app, "shopify", "outage", { seconds: "0" });
    }
    await untilCallState(app, "shopify", externalId, "done", "complete");
    await untilTwinState(app, "shopify", externalId, "completed");
    const calls = await twinCallsNaming(app.database.db, "shopify", externalId);
    const answered = calls.filter((call) => call.status !== 503);
    expect(answered.map((call) => [call.status, operationOf(call)])).toEqual([
      [200, "order"],
      [200, "fulfillmentCreate"],
    ]);
    const failed = calls.slice(0, calls.length - 2);
    expect(failed.length).toBeGreaterThanOrEqual(1);
    expect(failed.every((call) => call.status === 503 && operationOf(call) === "order")).toBe(true);
  });

  it("refuses a call without this store's access token with Shopify's 401", async () => {
    const externalId = await placeDeliveryOrder();
    const body = {
      query: "query FulfillmentOrders($id: ID!) { order(id: $id) { id } }",
      variables: { id: orderGid(externalId) },
    };
    const otherStore = shopifyTwinToken(app.config.sessionSecret, randomUUID());
    for (const token of ["shpat_wrong", otherStore, undefined]) {
      const response = await app.app.inject({
        method: "POST",
        url: endpoint(),
        headers: token ? { "x-shopify-access-token": token } : {},
        payload: body,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errors: "[API] Invalid API key or access token (unrecognized login or wrong password)",
      });
    }
    const calls = await twinCallsNaming(app.database.db, "shopify", externalId);
    expect(calls.map((call) => call.status)).toEqual([401, 401, 401]);
  });

  it("passes the customer's edit and cancellation on to OrderDock", async () => {
    const externalId = await placeDeliveryOrder();
    expect(await twinConsole(app, "shopify", `orders/${externalId}/edit`)).toMatch(
      /edited by the customer$/,
    );
    await eventually(async () => (await stored(externalId)).kitchenNote?.includes("Customer edit"));
    expect(await twinConsole(app, "shopify", `orders/${externalId}/cancel`)).toMatch(
      /cancelled by the customer$/,
    );
    await eventually(async () => (await stored(externalId)).status === "cancelled");
    expect(await findTwinOrder(app.database.db, "shopify", externalId)).toMatchObject({
      state: "cancelled",
      cancelledBy: "customer",
    });
    expect(await twinCallsOf(app.database.db, "shopify", externalId)).toEqual([]);
  });
});
