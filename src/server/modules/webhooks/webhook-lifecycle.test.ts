import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { collectEvents } from "../../test/order-helpers";
import {
  DOORDASH_BODY,
  GRUBHUB_BODY,
  type Json,
  SHOPIFY_BODY,
  WOOCOMMERCE_BODY,
} from "../../test/platform-bodies";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import {
  connectKeyedPlatforms,
  type KeyedPlatform,
  postSigned,
  TEST_SECRETS_KEY,
} from "../../test/webhook-helpers";
import { findOrderByExternalId } from "../orders/orders.repository";

/**
 * decisions 096–098: what platforms send after an order is created — payment, edits, the end of
 * the order, cancellations in any order, future orders — reaches the stored order.
 */
describe(`orders after creation, through the webhooks (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;
  let serial = 7_000_000_000;
  const nextId = () => String(++serial);

  beforeAll(async () => {
    testApp = await createTestApp({ config: { secretsKey: TEST_SECRETS_KEY } });
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Lifecycle Diner");
    await connectKeyedPlatforms(testApp.database.db, owner.restaurantId);
  });
  afterAll(() => testApp.close());

  const send = (
    platform: KeyedPlatform,
    body: Json,
    headers: Record<string, string> = {},
    restaurantId = owner.restaurantId,
  ) => postSigned(testApp.app, { platform, restaurantId, body: JSON.stringify(body), headers });
  const storedOf = (
    platform: KeyedPlatform,
    externalId: string,
    restaurantId = owner.restaurantId,
  ) => findOrderByExternalId(testApp.database.db, { restaurantId, platform, externalId });

  describe("WooCommerce", () => {
    const woo = (order: Json, topic: "create" | "update" = "create", restaurantId?: string) =>
      send("woocommerce", order, WOOCOMMERCE_BODY.headers(topic), restaurantId);

    it("keeps two restaurants' order #88642 modified in the same second apart", async () => {
      const other = await createSignedInOwner(testApp.app, testApp.database.db, "Other Woo Shop");
      await connectKeyedPlatforms(testApp.database.db, other.restaurantId);
      const order = WOOCOMMERCE_BODY.order("88642");
      expect((await woo(order)).statusCode).toBe(200);
      expect((await woo(order, "create", other.restaurantId)).statusCode).toBe(200);
      const mine = await storedOf("woocommerce", "88642");
      const theirs = await storedOf("woocommerce", "88642", other.restaurantId);
      expect(mine?.orderNumber).toBe("88642");
      expect(theirs?.orderNumber).toBe("88642");
      expect(theirs?.id).not.toBe(mine?.id);
    });

    it.each(["pending", "on-hold", "failed"])(
      "holds a %s (unpaid) order, then releases it when paid",
      async (status) => {
        const id = nextId();
        await woo({ ...WOOCOMMERCE_BODY.order(id), status });
        expect((await storedOf("woocommerce", id))?.status).toBe("awaiting_payment");
        const feed = collectEvents(testApp.app);
        const paid = {
          ...WOOCOMMERCE_BODY.order(id),
          status: "processing",
          date_modified_gmt: "2026-11-25T12:05:00",
        };
        expect((await woo(paid, "update")).statusCode).toBe(200);
        const row = await storedOf("woocommerce", id);
        expect(row?.status).toBe("new");
        await feed.waitForMessage(row?.id ?? "", "NEW_ORDER", "new");
        feed.stop();
      },
    );

    it("reads an edit and a cancellation made in the same second", async () => {
      const id = nextId();
      await woo(WOOCOMMERCE_BODY.order(id));
      const second = "2026-11-25T14:00:00";
      const edited = {
        ...WOOCOMMERCE_BODY.order(id),
        customer_note: "Ring twice",
        date_modified_gmt: second,
      };
      expect((await woo(edited, "update")).statusCode).toBe(200);
      const cancelled = { ...edited, status: "cancelled" };
      expect((await woo(cancelled, "update")).statusCode).toBe(200);
      expect(await storedOf("woocommerce", id)).toMatchObject({
        status: "cancelled",
        kitchenNote: "Ring twice",
      });
    });

    it("honours completed and refunded", async () => {
      const done = nextId();
      await woo({ ...WOOCOMMERCE_BODY.order(done), status: "completed" });
      expect((await storedOf("woocommerce", done))?.status).toBe("completed");
      const refunded = nextId();
      await woo(WOOCOMMERCE_BODY.order(refunded));
      await woo(
        {
          ...WOOCOMMERCE_BODY.order(refunded),
          status: "refunded",
          date_modified_gmt: "2026-11-25T13:00:00",
        },
        "update",
      );
      expect(await storedOf("woocommerce", refunded)).toMatchObject({
        status: "cancelled",
        statusNote: "Refunded on WooCommerce",
      });
    });

    it("follows an edited order: items change in place, the status stays, dashboards hear", async () => {
      const id = nextId();
      await woo(WOOCOMMERCE_BODY.order(id));
      const row = await storedOf("woocommerce", id);
      await testApp.database.db
        .update(orders)
        .set({ status: "preparing" })
        .where(eq(orders.id, row?.id ?? ""));
      const feed = collectEvents(testApp.app);
      const edited = {
        ...WOOCOMMERCE_BODY.order(id, [{ name: "Golden Fork Burger", quantity: 3, options: 1 }]),
        date_modified_gmt: "2026-11-25T12:30:00",
      };
      expect((await woo(edited, "update")).statusCode).toBe(200);
      const after = await storedOf("woocommerce", id);
      expect(after?.status).toBe("preparing");
      expect(after?.items[0]?.quantity).toBe(3);
      expect(after?.lastUpdate?.changes).toEqual([
        "Items: Golden Fork Burger (Choice 0: Option 0) 2 → 3",
        "Total: $25.00 → $37.50",
      ]);
      const event = await feed.waitForMessage(row?.id ?? "", "ORDER_UPDATED");
      expect(event.message.order.status).toBe("preparing");
      feed.stop();
    });
  });

  describe("Shopify", () => {
    it("holds a pending order, releases it on orders/paid, and cancels it on orders/cancelled", async () => {
      const id = nextId();
      await send(
        "shopify",
        { ...SHOPIFY_BODY.order(id), financial_status: "pending" },
        SHOPIFY_BODY.headers(),
      );
      expect((await storedOf("shopify", id))?.status).toBe("awaiting_payment");
      await send("shopify", SHOPIFY_BODY.order(id), {
        ...SHOPIFY_BODY.headers(),
        "x-shopify-topic": "orders/paid",
      });
      expect((await storedOf("shopify", id))?.status).toBe("new");
      await send("shopify", SHOPIFY_BODY.order(id), {
        ...SHOPIFY_BODY.headers(),
        "x-shopify-topic": "orders/cancelled",
      });
      expect(await storedOf("shopify", id)).toMatchObject({
        status: "cancelled",
        statusNote: "Cancelled on Shopify",
      });
    });

    it("follows orders/updated after an edit", async () => {
      const id = nextId();
      await send("shopify", SHOPIFY_BODY.order(id), SHOPIFY_BODY.headers());
      const edited = SHOPIFY_BODY.order(id, [
        { name: "Golden Fork Burger", quantity: 2, options: 1 },
        { name: "Fries", quantity: 1 },
      ]);
      expect((await send("shopify", edited, SHOPIFY_BODY.headers("update"))).statusCode).toBe(200);
      const row = await storedOf("shopify", id);
      expect(row?.items.map((item) => item.name)).toEqual(["Golden Fork Burger", "Fries"]);
      expect(row?.lastUpdate?.changes[0]).toBe("Items: +1× Fries");
    });
  });

  describe("DoorDash", () => {
    it("remembers a cancellation sent before its order, which then arrives cancelled", async () => {
      const id = `dd-${nextId()}`;
      const cancel = await send("doordash", {
        external_order_id: id,
        client_order_id: "x",
        store: {},
        is_asap: true,
      });
      expect(cancel.statusCode).toBe(200);
      expect((await send("doordash", DOORDASH_BODY.order(id))).statusCode).toBe(200);
      expect(await storedOf("doordash", id)).toMatchObject({
        status: "cancelled",
        statusNote: "Cancelled on DoorDash",
      });
    });

    it("follows an OrderAdjust", async () => {
      const id = `dd-${nextId()}`;
      await send("doordash", DOORDASH_BODY.order(id));
      const adjusted = DOORDASH_BODY.order(id, [
        { name: "Golden Fork Burger", quantity: 1, options: 1 },
      ]);
      adjusted.event = { type: "OrderAdjust", status: "ADJUSTED" };
      expect((await send("doordash", adjusted)).statusCode).toBe(200);
      const row = await storedOf("doordash", id);
      expect(row?.items[0]?.quantity).toBe(1);
      expect(row?.lastUpdate?.changes[0]).toMatch(/^Items: /);
    });
  });

  describe("Grubhub", () => {
    it("holds a future order under Scheduled until it is due", async () => {
      const id = `gh-${nextId()}`;
      const whenFor = new Date(Date.now() + 3 * 3600_000).toISOString();
      const order = {
        ...GRUBHUB_BODY.order(id),
        status: "ANTICIPATED",
        fulfillment_scheduling: "FUTURE",
        when_for: whenFor,
      };
      expect((await send("grubhub", order)).statusCode).toBe(200);
      const row = await storedOf("grubhub", id);
      expect(row?.status).toBe("scheduled");
      expect(row?.promisedAt?.toISOString()).toBe(whenFor);
      expect(row?.dueAt?.getTime()).toBe(Date.parse(whenFor) - 20 * 60_000);
    });

    it("applies a status notice: fulfilled completes, a cancellation before the order is kept", async () => {
      const id = `gh-${nextId()}`;
      await send("grubhub", GRUBHUB_BODY.order(id));
      await send("grubhub", {
        event_type: "ORDER_STATUS_CHANGE",
        order_uuid: id,
        new_status: "FULFILLED",
      });
      expect((await storedOf("grubhub", id))?.status).toBe("completed");

      const early = `gh-${nextId()}`;
      await send("grubhub", {
        event_type: "ORDER_STATUS_CHANGE",
        order_uuid: early,
        new_status: "CANCELLED",
      });
      await send("grubhub", GRUBHUB_BODY.order(early));
      expect((await storedOf("grubhub", early))?.status).toBe("cancelled");
    });
  });
});
