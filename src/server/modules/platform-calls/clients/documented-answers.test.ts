import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type RecordedAnswer,
  type RecordedRequest,
  type RecordingServer,
  startRecordingServer,
} from "../../../test/recording-server";
import { createTestConfig } from "../../../test/test-app";
import { sendHttp } from "./http";
import { MENU_CLIENTS } from "./menu-clients";
import { STORE_CLIENTS } from "./store-clients";

/**
 * A status code means what that platform documents for that call, nothing more: a 409 is
 * "already done" nowhere by itself, Grubhub's 409 to a menu upload means another upload is
 * still running, and Uber's refusal of a token is said once, never sent again and again.
 * The platform here is a local server answering as the test says.
 */
describe("what a platform's answer means, call by call", () => {
  let server: RecordingServer;
  let answerFor: (request: RecordedRequest) => RecordedAnswer;
  const json = (status: number, body: unknown): RecordedAnswer => ({
    status,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    server = await startRecordingServer((request) => answerFor(request));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.hits.length = 0;
  });
  const origin = () => `http://127.0.0.1:${server.port}`;

  it("takes a 409 that the call does not document as a refusal, never as done", async () => {
    answerFor = () => json(409, { message: "Conflict with the current state" });
    const outcome = await sendHttp({ method: "PUT", url: `${origin()}/x`, headers: {} });
    expect(outcome).toEqual({
      kind: "refused",
      status: 409,
      message: "Conflict with the current state",
    });
  });

  it("sends a Grubhub menu again later when Grubhub answers 409: an upload is still running", async () => {
    answerFor = () => json(409, { message: "already has an active async update process" });
    const outcome = await MENU_CLIENTS.grubhub({
      config: createTestConfig(),
      origin: origin(),
      restaurantId: "restaurant-1",
      connection: { settings: { merchantId: "m-1" }, secrets: {} },
      action: "publish_menu",
      payload: {},
      publish: {
        snapshot: { categories: [], currency: "USD" } as never,
        feedUrl: "https://orderdock.example/menu.json",
        doorDashMenuId: null,
      },
      now: new Date(),
    });
    expect(outcome).toEqual({
      kind: "retry",
      status: 409,
      message: "Grubhub is still taking an earlier menu: sending again shortly",
    });
  });

  describe("Uber Eats tokens", () => {
    // Tokens are cached per app and scope: each test is an app of its own.
    const uberConfig = (clientId: string) =>
      createTestConfig({
        ubereats: {
          clientId,
          clientSecret: "secret-1",
          authUrl: origin(),
          apiUrl: origin(),
        },
      });
    const pause = () =>
      STORE_CLIENTS.ubereats({
        config: uberConfig("app-looping"),
        origin: origin(),
        restaurantId: "restaurant-1",
        connection: { settings: { storeId: "store-1" }, secrets: {} },
        action: "pause",
        payload: { reason: "Fryer broke" },
        now: new Date(),
      });
    let tokens = 0;

    it("asks for a new token once after a 401, then shows Uber's refusal instead of looping", async () => {
      tokens = 0;
      answerFor = (request) =>
        request.url.startsWith("/oauth/v2/token")
          ? json(200, { access_token: `token-${++tokens}`, expires_in: 2_592_000 })
          : json(401, { code: "unauthorized", message: "Missing scope eats.store.status.write" });
      const outcome = await pause();
      expect(outcome).toEqual({
        kind: "refused",
        status: 401,
        message: "Missing scope eats.store.status.write",
      });
      const calls = server.hits.map((hit) => `${hit.method} ${hit.url}`);
      expect(calls).toEqual([
        "POST /oauth/v2/token",
        "POST /v1/eats/store/store-1/status",
        "POST /oauth/v2/token",
        "POST /v1/eats/store/store-1/status",
      ]);
      expect(server.hits[3]?.headers.authorization).toBe("Bearer token-2");
    });

    it("refuses, in words, a call whose scope Uber will not grant the app", async () => {
      answerFor = (request) =>
        request.url.startsWith("/oauth/v2/token")
          ? json(400, { error: "invalid_scope" })
          : json(204, {});
      const outcome = await STORE_CLIENTS.ubereats({
        config: uberConfig("app-without-the-scope"),
        origin: origin(),
        restaurantId: "restaurant-1",
        connection: { settings: { storeId: "store-2" }, secrets: {} },
        action: "resume",
        payload: {},
        now: new Date(),
      });
      expect(outcome).toEqual({
        kind: "refused",
        status: 400,
        message:
          "Uber would not give OrderDock a token: the app may not use eats.store.status.write",
      });
      expect(server.hits.map((hit) => hit.url)).toEqual(["/oauth/v2/token"]);
    });
  });
});
