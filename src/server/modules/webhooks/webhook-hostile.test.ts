import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { webhookDeliveries } from "../../db/schema/webhook-deliveries";
import { deepArrayText, type Json, PLATFORM_BODIES } from "../../test/platform-bodies";
import { createSignedInOwner, type SignedInOwner } from "../../test/realtime-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { TEST_ENGINE } from "../../test/test-database";
import { connectKeyedPlatforms, postSigned, TEST_SECRETS_KEY } from "../../test/webhook-helpers";

/**
 * decision 092: a verified delivery that holds an order is stored, whatever else it holds.
 * Each platform's receiver gets the same hostile bodies: none may answer a 5xx (a platform
 * retries those forever), and every one with an order id leaves an order staff can see.
 */
describe(`hostile webhook bodies (${TEST_ENGINE})`, () => {
  let testApp: TestApp;
  let owner: SignedInOwner;
  let serial = 5_000_000_000;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { secretsKey: TEST_SECRETS_KEY } });
    owner = await createSignedInOwner(testApp.app, testApp.database.db, "Hostile Diner");
    await connectKeyedPlatforms(testApp.database.db, owner.restaurantId);
  });
  afterAll(() => testApp.close());

  const stored = (platform: string, externalId: string) =>
    testApp.database.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.restaurantId, owner.restaurantId),
          eq(orders.platform, platform as "shopify"),
          eq(orders.externalId, externalId),
        ),
      );

  describe.each(PLATFORM_BODIES.map((body) => [body.platform, body] as const))(
    "%s",
    (_name, body) => {
      const send = (text: string) =>
        postSigned(testApp.app, {
          platform: body.platform,
          restaurantId: owner.restaurantId,
          body: text,
          headers: body.headers(),
        });
      const nextId = () => String(++serial);

      it("stores text with a NUL byte and a lone surrogate, each replaced by U+FFFD", async () => {
        const id = nextId();
        const order = body.order(id, [{ name: "Burger\u0000 deluxe \uD800", options: 1 }]);
        body.setNote(order, "No nuts\u0000 please \uDC00");
        const response = await send(JSON.stringify(order));
        expect(response.statusCode).toBe(200);
        const [row] = await stored(body.platform, id);
        expect(row?.items[0]?.name).toBe("Burger\uFFFD deluxe \uFFFD");
        expect(row?.[body.noteField]).toContain("No nuts\uFFFD please \uFFFD");
      });

      it("stores 300 items, one of them with 60 options", async () => {
        const id = nextId();
        const lines = Array.from({ length: 300 }, (_, index) => ({
          name: `Dish ${index}`,
          options: index === 0 ? 60 : 0,
        }));
        const response = await send(JSON.stringify(body.order(id, lines)));
        expect(response.statusCode).toBe(200);
        const [row] = await stored(body.platform, id);
        expect(row?.items).toHaveLength(300);
        if (body.optionsField === "modifiers") {
          expect(row?.items[0]?.modifiers).toHaveLength(60);
        } else {
          // Sixty "Choice n: Option n" in one note, cut at the note's 500 characters.
          expect(row?.items[0]?.note).toMatch(/^Choice 0: Option 0; Choice 1: Option 1; .*…$/);
          expect(row?.items[0]?.note?.length).toBeLessThanOrEqual(500);
        }
      });

      it("stores quantities of 1,000 and 9,999", async () => {
        const id = nextId();
        const response = await send(
          JSON.stringify(
            body.order(id, [
              { name: "Dumpling", quantity: 1000 },
              { name: "Rice", quantity: 9999 },
            ]),
          ),
        );
        expect(response.statusCode).toBe(200);
        const [row] = await stored(body.platform, id);
        expect(row?.items.map((item) => item.quantity)).toEqual([1000, 9999]);
      });

      it("stores an order with an unknown field of an odd type and a 20,000-deep array", async () => {
        const id = nextId();
        const order = body.order(id);
        body.addOddField(order, "__DEEP__");
        const text = JSON.stringify(order).replaceAll('"__DEEP__"', deepArrayText(20_000));
        const response = await send(text);
        expect(response.statusCode).toBe(200);
        expect(await stored(body.platform, id)).toHaveLength(1);
        // The body is kept as received for the delivery log.
        const [delivery] = await testApp.database.db
          .select({ rawBody: webhookDeliveries.rawBody })
          .from(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.restaurantId, owner.restaurantId),
              eq(webhookDeliveries.platform, body.platform),
              eq(webhookDeliveries.orderId, (await stored(body.platform, id))[0]?.id ?? ""),
            ),
          );
        expect(delivery?.rawBody).toBe(text);
      });

      it("stores an order whose items cannot be read, flagged for staff to check", async () => {
        const id = nextId();
        const order = body.order(id) as Json;
        breakItems(body.platform, order);
        const response = await send(JSON.stringify(order));
        expect(response.statusCode).toBe(200);
        const [row] = await stored(body.platform, id);
        expect(row?.checkNotes.length).toBeGreaterThan(0);
      });

      it("refuses only a body with no order in it, and logs it", async () => {
        for (const text of ["not json", "[]", "{}", JSON.stringify({ hello: "world" }), "\u0000"]) {
          const response = await send(text);
          expect(response.statusCode, text).toBe(400);
          expect(response.json().code).toBe("MALFORMED_PAYLOAD");
        }
      });
    },
  );
});

/** Makes every item of the platform's order unreadable: a list becomes something else. */
function breakItems(platform: string, order: Json): void {
  switch (platform) {
    case "shopify":
      order.line_items = [{ title: { not: "text" }, quantity: "lots", price: { amount: 1 } }];
      return;
    case "woocommerce":
      order.line_items = [{ name: 42, quantity: -3, subtotal: "twelve" }];
      return;
    case "doordash":
      (order.order as Json).categories = [{ items: [{ name: null, quantity: {}, price: "free" }] }];
      return;
    case "grubhub":
      ((order.charges as Json).line_groups as Json[])[0] = {
        lines: [{ name: [], quantity: "x", merchant_price: {} }],
      };
      return;
  }
}
