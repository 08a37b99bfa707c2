import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuCategories } from "../../db/schema/menu-categories";
import { menuItemModifierGroups } from "../../db/schema/menu-item-modifier-groups";
import { menuItems } from "../../db/schema/menu-items";
import { menuModifierGroups } from "../../db/schema/menu-modifier-groups";
import { orders } from "../../db/schema/orders";
import type { TwinPlatform } from "../../lib/sandbox-credentials";
import { TEST_ENGINE } from "../../test/test-database";
import { placeTwinOrder, startTwinApp, type TwinTestApp } from "../../test/twin-helpers";

/**
 * A customer on a platform orders from the restaurant's own menu: its available dishes at
 * their prices, never an 86'd one, and the order OrderDock stores adds up to the
 * platform's total.
 */
describe(`orders placed on the twins come from the restaurant's menu (${TEST_ENGINE})`, () => {
  let app: TwinTestApp;
  const prices = new Map([
    ["Smoked Brisket Plate", 1895],
    ["Jalapeño Cheddar Sausage", 1150],
    ["Banana Pudding", 650],
  ]);

  beforeAll(async () => {
    app = await startTwinApp();
    const { db } = app.database;
    const restaurantId = app.owner.restaurantId;
    const [category] = await db
      .insert(menuCategories)
      .values({ restaurantId, name: "Barbecue", position: 0 })
      .returning();
    const items = await db
      .insert(menuItems)
      .values([
        ...[...prices].map(([name, priceCents], position) => ({
          restaurantId,
          categoryId: category?.id ?? "",
          name,
          description: "Pickles, onion, white bread",
          priceCents,
          position,
        })),
        {
          restaurantId,
          categoryId: category?.id ?? "",
          name: "Beef Rib (sold out)",
          priceCents: 3200,
          position: 9,
          availability: "until_turned_on" as const,
        },
      ])
      .returning();
    const [sides] = await db
      .insert(menuModifierGroups)
      .values({
        restaurantId,
        name: "Side",
        isRequired: true,
        minSelections: 1,
        maxSelections: 1,
        position: 0,
        options: [
          { id: crypto.randomUUID(), name: "Mac & cheese", priceCents: 150 },
          { id: crypto.randomUUID(), name: "Coleslaw", priceCents: 0 },
        ],
      })
      .returning();
    await db
      .insert(menuItemModifierGroups)
      .values({ itemId: items[0]?.id ?? "", groupId: sides?.id ?? "", position: 0 });
  });
  afterAll(() => app.close());

  it.each(["ubereats", "doordash", "grubhub", "shopify", "woocommerce"] as const)(
    "%s",
    async (platform: TwinPlatform) => {
      for (let count = 0; count < 4; count += 1) {
        const externalId = await placeTwinOrder(app, platform);
        const [order] = await app.database.db
          .select()
          .from(orders)
          .where(and(eq(orders.platform, platform), eq(orders.externalId, externalId)));
        expect(order?.restaurantId).toBe(app.owner.restaurantId);
        expect(order?.items.length).toBeGreaterThan(0);
        for (const item of order?.items ?? []) {
          expect(prices.has(item.name), item.name).toBe(true);
          if (platform !== "shopify" && platform !== "woocommerce") {
            // The stores price the chosen options into the line; the marketplaces list them.
            expect(item.price).toBe(prices.get(item.name));
          }
        }
        expect(order?.checkNotes).toEqual([]);
        expect(order?.computedTotalMinor).toBe(order?.totalMinor);
        expect(order?.statedTotalMinor).toBe(order?.totalMinor);
      }
    },
  );
});
