import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type AddressGuard,
  createAddressGuard,
  guardPublicAddress,
  judgeAddress,
  type ResolveHost,
} from "../../../lib/address-guard";
import { fakeResolver } from "../../../test/fake-resolver";
import {
  type RecordedAnswer,
  type RecordingServer,
  startRecordingServer,
} from "../../../test/recording-server";
import { createTestConfig } from "../../../test/test-app";
import type { ClientContext } from "./client";
import { NOT_PUBLIC_MESSAGE, sendHttp, UNUSABLE_ADDRESS_MESSAGE } from "./http";
import { sendShopifyCall } from "./shopify.client";
import { sendWooCommerceCall } from "./woocommerce.client";

/**
 * A live store's own address is the restaurant's word (decision 137): the clients call it
 * only at public addresses, judged when the connection is made, follow no redirect, and
 * show only the platform's documented error fields. Names are mapped by the test's own
 * resolver; "public.test" is a local server the test lets count as a public store.
 */
const SECRET = "internal admin console: db password hunter2";

describe("calls to a store's own address", () => {
  let internal: RecordingServer;
  let store: RecordingServer;
  let storeAnswer: RecordedAnswer;

  beforeAll(async () => {
    internal = await startRecordingServer(() => ({ status: 200, body: SECRET }));
    store = await startRecordingServer(() => storeAnswer);
  });
  afterAll(async () => {
    await internal.close();
    await store.close();
  });
  beforeEach(() => {
    internal.hits.length = 0;
    store.hits.length = 0;
    storeAnswer = { status: 200, headers: { "content-type": "application/json" }, body: "{}" };
  });

  const config = createTestConfig({ woocommerceLive: true, shopifyLive: true });
  const contextFor = (
    platform: "woocommerce" | "shopify",
    url: string,
    addressGuard?: AddressGuard,
  ): ClientContext => ({
    config,
    origin: "http://127.0.0.1:1",
    restaurantId: "restaurant-1",
    connection: {
      settings: platform === "woocommerce" ? { siteUrl: url } : { storeUrl: url },
      secrets: { consumerKey: "ck_live", consumerSecret: "cs_live", accessToken: "shpat_live" },
    },
    order: { id: "order-1", externalId: "1001", orderNumber: "#1001", isDelivery: false },
    action: platform === "woocommerce" ? "complete" : "cancel",
    payload: { reason: "OTHER" },
    ...(addressGuard && { addressGuard }),
  });
  const send = (platform: "woocommerce" | "shopify", url: string, guard?: AddressGuard) =>
    platform === "woocommerce"
      ? sendWooCommerceCall(contextFor(platform, url, guard))
      : sendShopifyCall(contextFor(platform, url, guard));

  const fakeDns = fakeResolver;
  /** The guard, except that `public.test` is the local store server, for its first hop. */
  const trustingPublicTest: AddressGuard = async (hostname) =>
    hostname === "public.test"
      ? [{ address: "127.0.0.1", family: 4 }]
      : guardPublicAddress(hostname);
  const storeUrl = () => `http://public.test:${store.port}`;

  for (const platform of ["woocommerce", "shopify"] as const) {
    describe(platform, () => {
      it("refuses a name that resolves to this machine, and the service hears nothing", async () => {
        const dns = fakeDns({ "evil.example": ["127.0.0.1"] });
        const guard = createAddressGuard({ resolve: dns.resolve });
        const outcome = await send(
          platform,
          `http://evil.example:${internal.port}/internal`,
          guard,
        );
        expect(outcome).toEqual({ kind: "refused", status: 0, message: NOT_PUBLIC_MESSAGE });
        expect(dns.asked).toEqual(["evil.example"]);
        expect(internal.hits).toEqual([]);
      });

      it("refuses localhost by its name, with the system's resolver", async () => {
        const outcome = await send(platform, `http://localhost:${internal.port}/internal`);
        expect(outcome).toMatchObject({ kind: "refused", message: NOT_PUBLIC_MESSAGE });
        expect(internal.hits).toEqual([]);
      });

      it("refuses a name with one private address among public ones", async () => {
        const dns = fakeDns({ "mixed.example": ["93.184.215.14", "10.0.0.7"] });
        const guard = createAddressGuard({ resolve: dns.resolve });
        const outcome = await send(platform, "https://mixed.example", guard);
        expect(outcome).toMatchObject({ kind: "refused", message: NOT_PUBLIC_MESSAGE });
      });

      it("judges literal addresses without a lookup: loopback, private, link-local, metadata", async () => {
        const dns = fakeDns({});
        const guard = createAddressGuard({ resolve: dns.resolve });
        for (const url of [
          `http://127.0.0.1:${internal.port}`,
          `http://[::1]:${internal.port}`,
          `http://[::ffff:7f00:1]:${internal.port}`,
          `http://0.0.0.0:${internal.port}`,
          "http://169.254.169.254/latest/meta-data",
          "http://[fe80::1]",
          "https://192.168.1.1",
          "https://172.20.0.1",
          "https://100.64.0.1",
          "https://[64:ff9b::a9fe:a9fe]",
        ]) {
          expect(await send(platform, url, guard)).toMatchObject({
            kind: "refused",
            message: NOT_PUBLIC_MESSAGE,
          });
        }
        expect(dns.asked).toEqual([]);
        expect(internal.hits).toEqual([]);
      });

      it("judges the address the connection uses, not one seen earlier (DNS rebinding)", async () => {
        const answers = [["93.184.215.14"], ["127.0.0.1"]];
        const resolve: ResolveHost = async () =>
          (answers.shift() ?? ["127.0.0.1"]).map((address) => ({ address, family: 4 }));
        const guard = createAddressGuard({ resolve });
        const url = `http://rebind.example:${internal.port}`;
        expect(await judgeAddress({ url, guard, resolvesNames: true })).toBe("public");
        expect(await send(platform, url, guard)).toMatchObject({
          kind: "refused",
          message: NOT_PUBLIC_MESSAGE,
        });
        expect(internal.hits).toEqual([]);
      });

      it("connects to the address the guard returned, under the store's own name", async () => {
        const outcome = await send(platform, storeUrl(), trustingPublicTest);
        expect(outcome.kind).toBe("done");
        expect(store.hits.map((hit) => hit.headers.host)).toEqual([`public.test:${store.port}`]);
      });

      it("follows no redirect: one to a private address is a refusal, and never reached", async () => {
        storeAnswer = {
          status: 307,
          headers: { location: `http://127.0.0.1:${internal.port}/internal` },
          body: SECRET,
        };
        const outcome = await send(platform, storeUrl(), trustingPublicTest);
        expect(outcome).toMatchObject({ kind: "refused", status: 307 });
        expect(outcome.kind !== "done" && outcome.message).toMatch(/redirects to/);
        expect(JSON.stringify(outcome)).not.toContain("hunter2");
        expect(store.hits).toHaveLength(1);
        expect(internal.hits).toEqual([]);
      });

      it("names where a moved store now is, so the owner can save it", async () => {
        storeAnswer = {
          status: 301,
          headers: { location: "https://www.shop.example/wp-json/wc/v3/orders/1001?x=1" },
          body: "",
        };
        expect(await send(platform, storeUrl(), trustingPublicTest)).toEqual({
          kind: "refused",
          status: 301,
          message:
            "The store's address redirects to https://www.shop.example: save the address it leads to",
        });
      });

      it("never shows an answer's text that is not the platform's JSON error", async () => {
        const answers: Array<[RecordedAnswer, string, string]> = [
          [{ status: 403, body: SECRET }, "refused", "HTTP 403"],
          [{ status: 400, body: `<html>${SECRET}</html>` }, "refused", "HTTP 400"],
          [{ status: 502, body: SECRET }, "retry", "HTTP 502"],
          [{ status: 404, body: JSON.stringify({ detail: SECRET }) }, "refused", "HTTP 404"],
          [{ status: 500, body: JSON.stringify([SECRET]) }, "retry", "HTTP 500"],
        ];
        for (const [answer, kind, message] of answers) {
          storeAnswer = answer;
          expect(await send(platform, storeUrl(), trustingPublicTest)).toEqual({
            kind,
            status: answer.status,
            message,
          });
        }
      });

      it("refuses an address with a user name in it, or that is not http(s)", async () => {
        for (const url of ["https://user:pass@shop.example", "ftp://shop.example", "shop"]) {
          expect(await send(platform, url, trustingPublicTest)).toEqual({
            kind: "refused",
            status: 0,
            message: UNUSABLE_ADDRESS_MESSAGE,
          });
        }
      });
    });
  }

  it("shows WooCommerce's REST error message, and only from its documented shape", async () => {
    const error = {
      code: "woocommerce_rest_cannot_edit",
      message: "Sorry, you are not allowed to edit this resource.",
      data: { status: 401 },
    };
    storeAnswer = { status: 401, body: JSON.stringify(error) };
    expect(await send("woocommerce", storeUrl(), trustingPublicTest)).toEqual({
      kind: "refused",
      status: 401,
      message: "Sorry, you are not allowed to edit this resource.",
    });
    storeAnswer = { status: 400, body: JSON.stringify({ message: SECRET }) };
    expect(await send("woocommerce", storeUrl(), trustingPublicTest)).toMatchObject({
      message: "HTTP 400",
    });
    storeAnswer = { status: 400, body: JSON.stringify({ code: "x", message: "a".repeat(5000) }) };
    const long = await send("woocommerce", storeUrl(), trustingPublicTest);
    expect(long.kind !== "done" && long.message).toBe("a".repeat(300));
  });

  it("shows Shopify's documented `errors`, as a string, a list or fields", async () => {
    const cases: Array<[unknown, string]> = [
      [
        { errors: "[API] Invalid API key or access token" },
        "[API] Invalid API key or access token",
      ],
      [{ errors: [{ message: "Access denied" }] }, "Access denied"],
      [{ errors: { query: "Required parameter missing" } }, "query: Required parameter missing"],
      [{ errors: { title: ["can't be blank"] } }, "title: can't be blank"],
      [{ message: SECRET }, "HTTP 403"],
    ];
    for (const [body, message] of cases) {
      storeAnswer = { status: 403, body: JSON.stringify(body) };
      expect(await send("shopify", storeUrl(), trustingPublicTest)).toEqual({
        kind: "refused",
        status: 403,
        message,
      });
    }
  });

  it("calls OrderDock's own twin, on this machine, when the platform is not live", async () => {
    const twin = {
      ...contextFor("woocommerce", "http://ignored"),
      origin: `http://127.0.0.1:${internal.port}`,
    };
    const outcome = await sendWooCommerceCall({ ...twin, config: createTestConfig() });
    expect(outcome.kind).toBe("done");
    // The twin answers on plain http, so the call is signed with OAuth 1.0a in its query.
    expect(internal.hits.map((hit) => hit.url.split("?")[0])).toEqual([
      "/sandbox/woocommerce/sites/restaurant-1/wp-json/wc/v3/orders/1001",
    ]);
    expect(
      new URL(internal.hits[0]?.url ?? "", "http://x").searchParams.get("oauth_signature_method"),
    ).toBe("HMAC-SHA256");
  });

  it("gives up on a store or a resolver that does not answer in time, and tries again later", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    const quiet: AddressGuard = async (hostname) =>
      hostname === "quiet.test" ? [{ address: "127.0.0.1", family: 4 }] : new Promise(() => {});
    try {
      for (const url of [`http://quiet.test:${port}`, "https://no-answer.test"]) {
        expect(
          await sendHttp({ method: "GET", url, headers: {}, timeoutMs: 300, addressGuard: quiet }),
        ).toEqual({ kind: "retry", status: null, message: "No answer in time" });
      }
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
