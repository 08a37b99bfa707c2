import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformCalls } from "../../db/schema/platform-calls";
import { sampleDetails } from "../../test/order-helpers";
import { type RecordingServer, startRecordingServer } from "../../test/recording-server";
import { TEST_ENGINE } from "../../test/test-database";
import {
  eventually,
  passUndoWindow,
  staffApi,
  startTwinApp,
  type TwinTestApp,
} from "../../test/twin-helpers";
import { ingestOrder } from "../orders/ingest.service";
import { findOrderById } from "../orders/orders.repository";

/**
 * A live WooCommerce or Shopify connection whose saved address names this machine (saved
 * before addresses were checked, or changed behind OrderDock's back): the outbox never
 * calls it. The call ends at once as a refusal staff see, the internal service hears
 * nothing, and nothing it could have said reaches the card.
 */
describe(`calls to a restaurant's address that is not public (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  let staff: ReturnType<typeof staffApi>;
  let internal: RecordingServer;

  beforeAll(async () => {
    internal = await startRecordingServer(() => ({
      status: 403,
      body: "internal admin console: db password hunter2",
    }));
    app = await startTwinApp({ config: { woocommerceLive: true, shopifyLive: true } });
    staff = staffApi(app);
  });
  afterAll(async () => {
    await app.close();
    await internal.close();
  });

  const saveAddress = (platform: "woocommerce" | "shopify", url: string) => {
    const key = platform === "woocommerce" ? "siteUrl" : "storeUrl";
    return app.database.db.execute(
      sql`update platform_connections set settings = settings || ${JSON.stringify({ [key]: url })}::jsonb where restaurant_id = ${app.owner.restaurantId} and platform = ${platform}`,
    );
  };
  const cancelNewOrder = async (platform: "woocommerce" | "shopify", reason: string) => {
    const { order } = await ingestOrder({
      db: app.database.db,
      restaurantId: app.owner.restaurantId,
      platform,
      externalId: String(Math.floor(Math.random() * 1e9)),
      order: sampleDetails(),
    });
    const cancelled = await staff.post(`/api/orders/${order.id}/cancel`, { reason });
    expect(cancelled.statusCode).toBe(200);
    passUndoWindow(app);
    return eventually(async () => {
      const row = await findOrderById(app.database.db, app.owner.restaurantId, order.id);
      return row?.platformCall?.state === "failed" ? row : null;
    });
  };
  const attemptsOf = async (orderId: string) =>
    (
      await app.database.db
        .select({ attempts: platformCalls.attempts })
        .from(platformCalls)
        .where(and(eq(platformCalls.orderId, orderId), eq(platformCalls.action, "cancel")))
    ).map((call) => call.attempts);

  /** The internal service's address: `PORT` becomes its port. */
  const cases = [
    ["woocommerce", "OUT_OF_STOCK", "http://127.0.0.1:PORT/internal"],
    ["woocommerce", "OUT_OF_STOCK", "http://[::ffff:127.0.0.1]:PORT/internal"],
    ["shopify", "OTHER", "http://localhost:PORT/internal"],
    ["shopify", "OTHER", "https://127.1:PORT"],
  ] as const;

  for (const [platform, reason, address] of cases) {
    it(`refuses ${platform}'s call to ${address} without sending it`, async () => {
      await saveAddress(platform, address.replace("PORT", String(internal.port)));
      const order = await cancelNewOrder(platform, reason);
      expect(order.platformCall?.message).toBe("The store's address is not a public address");
      expect(JSON.stringify(order.platformCall)).not.toContain("hunter2");
      expect(await attemptsOf(order.id)).toEqual([1]);
      expect(internal.hits).toEqual([]);
    });
  }

  it("refuses the cloud's metadata address and the private ranges the same way", async () => {
    for (const url of ["http://169.254.169.254/latest", "https://10.0.0.8", "https://[fd00::1]"]) {
      await saveAddress("woocommerce", url);
      const order = await cancelNewOrder("woocommerce", "OTHER");
      expect(order.platformCall?.message).toBe("The store's address is not a public address");
    }
  });
});
