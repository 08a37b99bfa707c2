import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../../db/schema/webhook-deliveries";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, createTestConfig, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { findOrderByExternalId } from "../orders/orders.repository";
import { uberCredentials } from "../platform-calls/clients/uber-client";
import { handleDelivery } from "./handle-delivery";
import type { MappedOrder } from "./mappers/types";
import { PlatformUnavailableError, type Receiver } from "./receivers/receiver";

/**
 * decision 092: whatever goes wrong while an order with an id is read, the order is kept —
 * as a shell telling staff to read it on the platform — and only an outage answers "again".
 */
describe(`handling a delivery when reading it goes wrong (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;

  beforeAll(async () => {
    testApp = await createTestApp();
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Careful Diner");
  });
  afterAll(() => testApp.close());

  /** A receiver whose reading of the order does what the test says. */
  const receiverReading = (map: () => MappedOrder): Receiver => ({
    platform: "woocommerce",
    keptHeaders: [],
    eventType: () => "order.created",
    deliveryKey: (input) => `key:${(input.json as { id: string }).id}`,
    classify: (input) => ({ kind: "order", externalId: (input.json as { id: string }).id, map }),
  });

  const handle = (receiver: Receiver, id: string) =>
    handleDelivery({
      db: testApp.database.db,
      bus: testApp.app.events,
      log: testApp.app.log,
      receiver,
      context: {
        restaurantId: owner.restaurantId,
        uber: uberCredentials(createTestConfig(), "http://127.0.0.1:1"),
      },
      raw: JSON.stringify({ id }),
      headers: {},
    });
  const storedOrder = (externalId: string) =>
    findOrderByExternalId(testApp.database.db, {
      restaurantId: owner.restaurantId,
      platform: "woocommerce",
      externalId,
    });
  const deliveryStatus = async (id: string) => {
    const [row] = await testApp.database.db
      .select({ status: webhookDeliveries.status, error: webhookDeliveries.error })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.deliveryKey, `key:${id}`));
    return row;
  };

  it("keeps the order as a shell when reading it throws something unforeseen", async () => {
    const result = await handle(
      receiverReading(() => {
        throw new TypeError("cannot read properties of undefined");
      }),
      "9001",
    );
    expect(result.kind).toBe("handled");
    expect(await storedOrder("9001")).toMatchObject({
      orderNumber: "9001",
      items: [],
      checkNotes: ["OrderDock could not read this order: open it on WooCommerce"],
    });
  });

  it("keeps the order as a shell when what was read does not fit the order model", async () => {
    const result = await handle(
      receiverReading(() => ({
        externalId: "9002",
        state: "placed",
        details: { orderNumber: "", customer: { name: "" }, isDelivery: false, items: [] },
      })),
      "9002",
    );
    expect(result.kind).toBe("handled");
    expect((await storedOrder("9002"))?.checkNotes).toEqual([
      "OrderDock could not read this order: open it on WooCommerce",
    ]);
  });

  it("answers 'unavailable' and keeps the delivery failed when the platform cannot be reached", async () => {
    const result = await handle(
      receiverReading(() => {
        throw new PlatformUnavailableError("Uber Eats did not return the order: 503");
      }),
      "9003",
    );
    expect(result).toEqual({
      kind: "unavailable",
      reason: "Uber Eats did not return the order: 503",
    });
    expect(await storedOrder("9003")).toBeNull();
    expect(await deliveryStatus("9003")).toEqual({
      status: "failed",
      error: "Uber Eats did not return the order: 503",
    });
  });
});
