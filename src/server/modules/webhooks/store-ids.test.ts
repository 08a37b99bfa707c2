import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Platform } from "../../../domain/platforms";
import { readFixture } from "../../test/platform-fixtures";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, createTestConfig, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { findConnection, saveConnection } from "../platforms/platform-connections.repository";
import { handleDelivery } from "./handle-delivery";
import { receiverContext } from "./receivers/receiver-context";
import { RECEIVERS } from "./receivers/receivers";

/**
 * DoorDash's store calls and Grubhub's merchant calls name the platform's own id for the
 * store, which no screen asks for: a verified order names it (DoorDash's store
 * `merchant_supplied_id`, Grubhub's `merchant_id`), and the connection keeps the first.
 */
describe(`the platform's store id, learned from its orders (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;
  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Store Id Diner");
  });
  afterAll(() => testApp.close());

  const connect = (platform: Platform) =>
    saveConnection(testApp.database.db, owner.restaurantId, platform, {
      isConnected: true,
      settings: {},
      secretsEncrypted: null,
    });
  const settingsOf = async (platform: Platform) =>
    (await findConnection(testApp.database.db, owner.restaurantId, platform))?.settings;
  const deliver = (platform: "doordash" | "grubhub", body: unknown, learnsStoreIds = true) =>
    handleDelivery({
      db: testApp.database.db,
      bus: testApp.app.events,
      log: testApp.app.log,
      receiver: RECEIVERS[platform],
      context: {
        restaurantId: owner.restaurantId,
        ...receiverContext(createTestConfig(), "http://127.0.0.1:1", platform),
        learnsStoreIds,
      },
      raw: JSON.stringify(body),
      headers: {},
    });

  const doorDashOrder = (id: string, store: string) => {
    const order = readFixture("doordash-marketplace-sample-order.strict.json") as Record<
      string,
      unknown
    >;
    return {
      event: { type: "OrderCreate" },
      order: { ...order, id, store: { merchant_supplied_id: store } },
    };
  };
  const grubhubOrder = (uuid: string, merchantId: string) => ({
    ...(readFixture("grubhub-pos-order-example.converted-from-openapi-yaml.json") as object),
    uuid,
    merchant_id: merchantId,
  });

  it("keeps DoorDash's store id from the first order, and never replaces it", async () => {
    await connect("doordash");
    await deliver("doordash", doorDashOrder("dd-store-1", "abc12345"));
    expect(await settingsOf("doordash")).toMatchObject({ storeId: "abc12345" });
    await deliver("doordash", doorDashOrder("dd-store-2", "another-store"));
    expect((await settingsOf("doordash"))?.storeId).toBe("abc12345");
  });

  it("keeps Grubhub's merchant id, the one its order calls name", async () => {
    await connect("grubhub");
    await deliver("grubhub", grubhubOrder("gh-store-1", "10004116752"));
    expect(await settingsOf("grubhub")).toMatchObject({ merchantId: "10004116752" });
  });

  it("learns nothing while OrderDock talks to the platform's twin, which names stores by the restaurant", async () => {
    const other = await createSignedInOwner(testApp.app, testApp.database.db, "Twin Diner");
    await saveConnection(testApp.database.db, other.restaurantId, "grubhub", {
      isConnected: true,
      settings: {},
      secretsEncrypted: null,
    });
    await handleDelivery({
      db: testApp.database.db,
      bus: testApp.app.events,
      log: testApp.app.log,
      receiver: RECEIVERS.grubhub,
      context: {
        restaurantId: other.restaurantId,
        ...receiverContext(createTestConfig(), "http://127.0.0.1:1", "grubhub"),
      },
      raw: JSON.stringify(grubhubOrder("gh-twin-1", "10004116752")),
      headers: {},
    });
    const connection = await findConnection(testApp.database.db, other.restaurantId, "grubhub");
    expect(connection?.settings.merchantId).toBeUndefined();
  });

  it("counts a platform as called for itself only when its keys are configured", () => {
    const keys = { developerId: "d", keyId: "k", signingSecret: "s", apiUrl: "https://x" };
    expect(receiverContext(createTestConfig(), "http://o", "doordash").learnsStoreIds).toBe(false);
    const configured = createTestConfig({ doordash: keys });
    expect(receiverContext(configured, "http://o", "doordash").learnsStoreIds).toBe(true);
    expect(receiverContext(configured, "http://o", "grubhub").learnsStoreIds).toBe(false);
  });
});
