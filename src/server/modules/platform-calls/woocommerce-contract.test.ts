import WooCommerceRestApi from "@woocommerce/woocommerce-rest-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wooTwinKeys } from "../../lib/sandbox-credentials";
import { findTwinOrder } from "../../sandbox/twins/twin-orders.repository";
import { TEST_ENGINE } from "../../test/test-database";
import {
  cardLine,
  eventually,
  forgetTwinOrder,
  passUndoWindow,
  placeTwinOrder,
  sendThroughClient,
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
import { signWooOAuthUrl } from "./clients/woocommerce-oauth";

/**
 * WooCommerce's calls, end to end through the outbox and the WooCommerce twin: each is
 * `PUT /wp-json/wc/v3/orders/{id}` with a status, signed with OAuth 1.0a as WooCommerce core
 * requires over plain http, where the twin answers (a call answered 200 also passed the
 * twin's check of the signature), and the client reads each answer: 200 with the order
 * (setting a status again, or on a closed order, is accepted), 400
 * `woocommerce_rest_shop_order_invalid_id` (core's `update_item`; reading one is 404), 503 during an outage, 401 for bad keys in core's
 * words. WooCommerce's own JavaScript client is answered the same. Core WooCommerce has no
 * accept and no "ready".
 */
const cannotEdit = {
  code: "woocommerce_rest_cannot_edit",
  message: "Sorry, you are not allowed to edit this resource.",
  data: { status: 401 },
};
const authError = (message: string) => ({
  code: "woocommerce_rest_authentication_error",
  message,
  data: { status: 401 },
});
const basic = (key: string, secret: string) =>
  `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`;

describe(`WooCommerce calls against its twin (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let staff: ReturnType<typeof staffApi>;
  beforeAll(async () => {
    app = await startTwinApp();
    staff = staffApi(app);
  });
  afterAll(() => app.close());

  const stored = (externalId: string) => storedOrder(app, "woocommerce", externalId);
  const orderPath = (externalId: string) =>
    `/sandbox/woocommerce/sites/${app.owner.restaurantId}/wp-json/wc/v3/orders/${externalId}`;
  /** Every call to this order's URL, refused ones too (the ids are short numbers). */
  const callsTo = async (externalId: string) =>
    (await twinCallsNaming(app.database.db, "woocommerce", externalId)).filter(
      (call) => call.path === orderPath(externalId),
    );

  it("tells the store nothing until the order is handed over, then completes it", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    expect(order.acceptBy).toBeNull();
    expect((await staff.post(`/api/orders/${order.id}/accept`, {})).statusCode).toBe(409);
    await staff.put(`/api/orders/${order.id}`, { status: "preparing" });
    const ready = await staff.put(`/api/orders/${order.id}`, { status: "ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().platformLink).toBeUndefined();

    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    const done = await untilCallState(app, "woocommerce", externalId, "done", "complete");
    expect(cardLine("woocommerce", done)).toBe("Completed on WooCommerce");
    await untilTwinState(app, "woocommerce", externalId, "completed");

    const calls = await twinCallsOf(app.database.db, "woocommerce", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status, call.body])).toEqual([
      ["PUT", orderPath(externalId), 200, { status: "completed" }],
    ]);
    expect(calls[0]?.answer).toMatchObject({ id: Number(externalId), status: "completed" });
  });

  it("cancels with status cancelled", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    const cancelled = await staff.post(`/api/orders/${order.id}/cancel`, {
      reason: "OUT_OF_STOCK",
    });
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      statusNote: "Cancelled by the restaurant: Items out of stock",
    });
    const done = await untilCallState(app, "woocommerce", externalId, "done", "cancel");
    expect(cardLine("woocommerce", done)).toBe("Cancelled on WooCommerce");
    expect(await untilTwinState(app, "woocommerce", externalId, "cancelled")).toMatchObject({
      cancelledBy: "restaurant",
    });
    const calls = await twinCallsOf(app.database.db, "woocommerce", externalId);
    expect(calls.map((call) => [call.method, call.path, call.status, call.body])).toEqual([
      ["PUT", orderPath(externalId), 200, { status: "cancelled" }],
    ]);
    expect(calls[0]?.answer).toMatchObject({ id: Number(externalId), status: "cancelled" });
  });

  it("takes a repeated status as done: WooCommerce sets it again", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    await untilCallState(app, "woocommerce", externalId, "done", "complete");
    const again = await sendThroughClient(app, "woocommerce", order, "complete");
    expect(again).toMatchObject({ kind: "done", status: 200 });
    const calls = await twinCallsOf(app.database.db, "woocommerce", externalId);
    expect(calls.map((call) => call.status)).toEqual([200, 200]);
  });

  it("shows WooCommerce's 400 for an order the store does not have", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    await forgetTwinOrder(app, "woocommerce", externalId);
    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    const failed = await untilCallState(app, "woocommerce", externalId, "failed", "complete");
    expect(failed.platformCall?.message).toBe("Invalid ID.");
    expect(cardLine("woocommerce", failed)).toBe("WooCommerce refused: Invalid ID.");
    const [call] = await callsTo(externalId);
    expect(call).toMatchObject({
      status: 400,
      answer: {
        code: "woocommerce_rest_shop_order_invalid_id",
        message: "Invalid ID.",
        data: { status: 400 },
      },
    });
  });

  it("tries again through an outage: the 503s, then the call once", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    await twinConsole(app, "woocommerce", "outage", { seconds: "600", status: "503" });
    try {
      await staff.put(`/api/orders/${order.id}`, { status: "completed" });
      passUndoWindow(app);
      const waiting = await eventually(async () => {
        const row = await stored(externalId);
        return row.platformCall?.message === "Service temporarily unavailable" ? row : null;
      });
      expect(waiting.platformCall?.state).toBe("sending");
    } finally {
      await twinConsole(app, "woocommerce", "outage", { seconds: "0" });
    }
    await untilCallState(app, "woocommerce", externalId, "done", "complete");
    await untilTwinState(app, "woocommerce", externalId, "completed");
    const statuses = (await callsTo(externalId)).map((call) => call.status);
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
  });

  it("leaves Basic auth over http anonymous, as core does: WooCommerce's 401 cannot_edit", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const keys = wooTwinKeys(app.config.sessionSecret, app.owner.restaurantId);
    const cases: Array<Record<string, string>> = [
      { authorization: basic(keys.consumerKey, keys.consumerSecret) },
      // A proxy's word for https counts only with TRUST_PROXY.
      { authorization: basic(keys.consumerKey, keys.consumerSecret), "x-forwarded-proto": "https" },
      { authorization: basic(keys.consumerKey, "cs_wrong") },
      {},
    ];
    for (const headers of cases) {
      const response = await app.app.inject({
        method: "PUT",
        url: orderPath(externalId),
        headers,
        payload: { status: "completed" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(cannotEdit);
    }
    const query = `consumer_key=${keys.consumerKey}&consumer_secret=${keys.consumerSecret}`;
    const inQuery = await app.app.inject({
      method: "PUT",
      url: `${orderPath(externalId)}?${query}`,
      payload: { status: "completed" },
    });
    expect(inQuery.json()).toEqual(cannotEdit);
    expect((await findTwinOrder(app.database.db, "woocommerce", externalId))?.state).toBe(
      "accepted",
    );
    const calls = await callsTo(externalId);
    expect(calls.map((call) => call.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it("refuses OAuth signed wrongly, stale, incomplete or replayed, in core's words", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const keys = wooTwinKeys(app.config.sessionSecret, app.owner.restaurantId);
    const url = `${app.origin}${orderPath(externalId)}`;
    const sign = (overrides: { consumerSecret?: string; timestamp?: number } = {}) =>
      signWooOAuthUrl({ method: "PUT", url, ...keys, ...overrides });
    const put = async (signed: string) => {
      const response = await fetch(signed, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ status: "completed" }),
      });
      return { status: response.status, body: await response.json() };
    };
    const withoutNonce = new URL(sign());
    withoutNonce.searchParams.delete("oauth_nonce");
    const sixteenMinutesAgo = Math.floor(Date.now() / 1000) - 16 * 60;
    const cases: Array<[string, unknown]> = [
      [
        sign({ consumerSecret: "cs_wrong" }),
        authError("Invalid signature - provided signature does not match."),
      ],
      [
        withoutNonce.toString(),
        {
          code: "woocommerce_rest_authentication_missing_parameter",
          message: "Missing OAuth parameter oauth_nonce",
          data: { status: 401 },
        },
      ],
      [sign({ timestamp: sixteenMinutesAgo }), authError("Invalid timestamp.")],
    ];
    for (const [signed, answer] of cases) {
      expect(await put(signed)).toEqual({ status: 401, body: answer });
    }
    const once = sign();
    expect((await put(once)).status).toBe(200);
    expect(await put(once)).toEqual({
      status: 401,
      body: authError("Invalid nonce - nonce has already been used."),
    });
    const calls = await callsTo(externalId);
    expect(calls.map((call) => call.status)).toEqual([401, 401, 401, 200, 401]);
  });

  it("accepts a new status on a completed order, as core does, and keeps the order closed", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const order = await stored(externalId);
    await staff.put(`/api/orders/${order.id}`, { status: "completed" });
    await untilCallState(app, "woocommerce", externalId, "done", "complete");
    const cancelled = await sendThroughClient(app, "woocommerce", order, "cancel");
    expect(cancelled).toMatchObject({
      kind: "done",
      status: 200,
      body: { id: Number(externalId), status: "cancelled" },
    });
    const calls = await twinCallsOf(app.database.db, "woocommerce", externalId);
    expect(calls.map((call) => [call.status, call.body])).toEqual([
      [200, { status: "completed" }],
      [200, { status: "cancelled" }],
    ]);
    // The twins never reopen an order: the store's record says how it closed.
    expect((await findTwinOrder(app.database.db, "woocommerce", externalId))?.state).toBe(
      "completed",
    );
  });

  it("answers WooCommerce's own JavaScript client over http, and refuses it a wrong secret", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const keys = wooTwinKeys(app.config.sessionSecret, app.owner.restaurantId);
    const site = `${app.origin}/sandbox/woocommerce/sites/${app.owner.restaurantId}`;
    const official = new WooCommerceRestApi({ url: site, version: "wc/v3", ...keys });
    const answered = await official.put(`orders/${externalId}`, { status: "completed" });
    expect(answered.status).toBe(200);
    expect(answered.data).toMatchObject({ id: Number(externalId), status: "completed" });
    await untilTwinState(app, "woocommerce", externalId, "completed");

    const forged = new WooCommerceRestApi({
      url: site,
      version: "wc/v3",
      ...keys,
      consumerSecret: "cs_wrong",
    });
    const refused = await forged.put(`orders/${externalId}`, { status: "cancelled" }).then(
      () => null,
      (error: { response?: { status: number; data: unknown } }) => error.response,
    );
    expect(refused).toMatchObject({
      status: 401,
      data: authError("Invalid signature - provided signature does not match."),
    });
    expect((await findTwinOrder(app.database.db, "woocommerce", externalId))?.state).toBe(
      "completed",
    );
  });

  it("passes the customer's edit and cancellation on to OrderDock", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    expect(await twinConsole(app, "woocommerce", `orders/${externalId}/edit`)).toMatch(
      /edited by the customer$/,
    );
    await eventually(async () => (await stored(externalId)).kitchenNote?.includes("Customer edit"));
    // A minute later on the store's clock: each save gives the order a new date_modified.
    await twinConsole(app, "woocommerce", "clock", { minutes: "1" });
    expect(await twinConsole(app, "woocommerce", `orders/${externalId}/cancel`)).toMatch(
      /cancelled by the customer$/,
    );
    await eventually(async () => (await stored(externalId)).status === "cancelled");
    expect(await findTwinOrder(app.database.db, "woocommerce", externalId)).toMatchObject({
      state: "cancelled",
      cancelledBy: "customer",
    });
    expect(await twinCallsOf(app.database.db, "woocommerce", externalId)).toEqual([]);
  });
});

/**
 * Over https, as a proxy that OrderDock trusts (`TRUST_PROXY`) says a call came: core's
 * Basic auth and query keys, and OAuth signed for the https address.
 */
describe(`WooCommerce's twin over https behind a trusted proxy (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  beforeAll(async () => {
    app = await startTwinApp({ config: { trustProxy: true } });
  });
  afterAll(() => app.close());

  it("takes Basic auth, the query's keys and OAuth over https, as core does", async () => {
    const externalId = await placeTwinOrder(app, "woocommerce");
    const keys = wooTwinKeys(app.config.sessionSecret, app.owner.restaurantId);
    const path = `/sandbox/woocommerce/sites/${app.owner.restaurantId}/wp-json/wc/v3/orders/${externalId}`;
    const put = (url: string, headers: Record<string, string>) =>
      app.app.inject({ method: "PUT", url, headers, payload: { status: "completed" } });
    const https = { "x-forwarded-proto": "https" };
    const signed = new URL(
      signWooOAuthUrl({
        method: "PUT",
        url: `${app.origin.replace(/^http:/, "https:")}${path}`,
        ...keys,
      }),
    );
    const query = `consumer_key=${keys.consumerKey}&consumer_secret=${keys.consumerSecret}`;
    const answers = [
      await put(path, { ...https, authorization: basic(keys.consumerKey, keys.consumerSecret) }),
      await put(`${path}?${query}`, https),
      await put(`${signed.pathname}${signed.search}`, https),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().status])).toEqual([
      [200, "completed"],
      [200, "completed"],
      [200, "completed"],
    ]);
    const wrongSecret = await put(path, {
      ...https,
      authorization: basic(keys.consumerKey, "cs_wrong"),
    });
    expect([wrongSecret.statusCode, wrongSecret.json()]).toEqual([
      401,
      authError("Consumer secret is invalid."),
    ]);
    const overHttp = await put(path, {
      authorization: basic(keys.consumerKey, keys.consumerSecret),
    });
    expect([overHttp.statusCode, overHttp.json()]).toEqual([401, cannotEdit]);
  });
});
