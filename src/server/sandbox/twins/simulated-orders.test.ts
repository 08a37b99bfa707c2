import { describe, expect, it } from "vitest";
import { computeTotals } from "../../../domain/totals";
import { CATALOGUE, type CatalogueItem } from "../../modules/sample-data/catalogue";
import { createRandom } from "../../modules/sample-data/random";
import { mapDoorDashOrder } from "../../modules/webhooks/mappers/doordash";
import { mapGrubhubOrder } from "../../modules/webhooks/mappers/grubhub";
import { mapShopifyOrder } from "../../modules/webhooks/mappers/shopify";
import type { MappedOrder } from "../../modules/webhooks/mappers/types";
import { mapUberEatsOrder } from "../../modules/webhooks/mappers/ubereats";
import { mapWooCommerceOrder } from "../../modules/webhooks/mappers/woocommerce";
import { type SimulatedOrder, type SimulatedPlatform, simulateOrder } from "./platform-webhooks";
import { buildSimulatedCart } from "./simulated-cart";

/**
 * Simulated orders are the restaurant's own dishes at their prices, from varied customers
 * with the words customers write, in each platform's shape, and they add up the way the
 * platform adds them: the webhook mappers read them with no check notes, and OrderDock's
 * own sum is the platform's total.
 */
const MENU: CatalogueItem[] = [
  {
    name: "Brisket Tacos",
    description: "Smoked brisket, pickled onion, cilantro, salsa verde",
    price: 1350,
    category: "Tacos",
    modifierGroups: [
      {
        name: "Tortilla",
        min: 1,
        max: 1,
        options: [
          { name: "Corn", price: 0 },
          { name: "Flour", price: 0 },
        ],
      },
      {
        name: "Extras",
        min: 0,
        max: 3,
        options: [
          { name: "Guacamole", price: 225 },
          { name: "Queso", price: 175 },
          { name: "Extra brisket", price: 400 },
        ],
      },
    ],
  },
  {
    name: "Street Corn",
    description: "Cotija cheese, lime, chili",
    price: 650,
    category: "Sides",
    modifierGroups: [],
  },
  {
    name: "Horchata",
    description: "Cinnamon rice milk",
    price: 425,
    category: "Drinks",
    modifierGroups: [],
  },
  {
    name: "Chicken Tinga Bowl",
    description: "Rice, black beans, tomato, lettuce, cheese",
    price: 1495,
    category: "Bowls",
    modifierGroups: [],
  },
];
const MENU_PRICES = new Map(MENU.map((item) => [item.name, item.price]));

const PLATFORMS: SimulatedPlatform[] = [
  "ubereats",
  "doordash",
  "grubhub",
  "shopify",
  "woocommerce",
];

function simulate(platform: SimulatedPlatform, seed: number, menu = MENU): SimulatedOrder {
  return simulateOrder({
    platform,
    restaurantId: "5f3c1a2e-0000-4000-8000-000000000001",
    secret: "simulated-secret",
    storeId: "store-1",
    now: new Date("2026-03-14T18:30:00Z"),
    menu,
    random: createRandom(seed),
  });
}

/** The order as OrderDock reads it from what the platform sent. */
function mapped(platform: SimulatedPlatform, order: SimulatedOrder): MappedOrder {
  switch (platform) {
    case "ubereats":
      return mapUberEatsOrder(order.body);
    case "doordash":
      return mapDoorDashOrder(JSON.parse(order.webhook.body));
    case "grubhub":
      return mapGrubhubOrder(JSON.parse(order.webhook.body));
    case "shopify":
      return mapShopifyOrder(JSON.parse(order.webhook.body), { rawBody: order.webhook.body });
    case "woocommerce":
      return mapWooCommerceOrder(JSON.parse(order.webhook.body));
  }
}

const SEEDS = Array.from({ length: 60 }, (_, index) => index + 1);

describe.each(PLATFORMS)("a simulated %s order", (platform) => {
  it("adds up to the platform's own total, read with no check notes", () => {
    for (const seed of SEEDS) {
      const order = simulate(platform, seed);
      const { details } = mapped(platform, order);
      const items = (details.items ?? []).map((item) => ({
        ...item,
        modifiers: (item.modifiers ?? []).map((modifier) => ({ price: modifier.price ?? 0 })),
      }));
      const totals = computeTotals({
        items,
        tax: details.tax ?? 0,
        deliveryFee: details.deliveryFee ?? 0,
        isDelivery: details.isDelivery ?? false,
        discounts: details.discounts,
        fees: details.fees,
        tips: details.tips,
      });
      expect(details.checkNotes, `seed ${seed}`).toEqual([]);
      expect(details.statedTotal, `seed ${seed}`).toBeDefined();
      expect(totals.computedTotal, `seed ${seed}`).toBe(details.statedTotal);
      expect(totals.subtotal, `seed ${seed}`).toBe(order.cart.subtotal);
    }
  });

  it("orders the restaurant's own dishes at their menu prices, never $0.00", () => {
    for (const seed of SEEDS) {
      const order = simulate(platform, seed);
      const items = mapped(platform, order).details.items ?? [];
      expect(items.length).toBe(order.cart.lines.length);
      for (const item of items) {
        expect(MENU_PRICES.has(item.name), item.name).toBe(true);
        expect(item.price).toBeGreaterThan(0);
      }
    }
  });

  it("comes from varied customers, with a phone, and an address on a delivery", () => {
    const orders = SEEDS.map((seed) => mapped(platform, simulate(platform, seed)).details);
    expect(new Set(orders.map((order) => order.customer?.name)).size).toBeGreaterThan(20);
    expect(new Set(orders.map((order) => order.customer?.phone)).size).toBeGreaterThan(20);
    expect(orders.some((order) => order.isDelivery)).toBe(true);
    expect(orders.some((order) => !order.isDelivery)).toBe(true);
    const delivered = orders.filter((order) => order.isDelivery && order.customer?.address);
    expect(delivered.length).toBeGreaterThan(0);
    expect(new Set(orders.map((order) => order.items?.length)).size).toBeGreaterThan(1);
  });

  it("carries the customers' words: a note on a dish, something left off, the kitchen note", () => {
    const texts = SEEDS.map((seed) => simulate(platform, seed).webhook.body).join("\n");
    const orders = SEEDS.map((seed) => simulate(platform, seed));
    expect(orders.some((order) => order.cart.lines.some((line) => line.note))).toBe(true);
    expect(orders.some((order) => order.cart.lines.some((line) => line.removals.length))).toBe(
      true,
    );
    for (const order of orders) {
      const sent = platform === "ubereats" ? JSON.stringify(order.body) : order.webhook.body;
      if (order.cart.kitchenNote) expect(sent).toContain(order.cart.kitchenNote);
      for (const line of order.cart.lines) if (line.note) expect(sent).toContain(line.note);
    }
    expect(texts.length).toBeGreaterThan(0);
  });

  it("draws from the built-in sample menu when the restaurant has none", () => {
    const names = new Set(CATALOGUE.map((item) => item.name));
    const items = mapped(platform, simulate(platform, 7, [])).details.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(names.has(item.name), item.name).toBe(true);
  });
});

describe("the platforms' own fields for the customers' words", () => {
  const withWords = SEEDS.map((seed) => ({
    seed,
    cart: buildSimulatedCart({ menu: MENU, random: createRandom(seed) }),
  }));
  const seedWhere = (test: (cart: (typeof withWords)[number]["cart"]) => boolean) => {
    const found = withWords.find(({ cart }) => test(cart));
    if (!found) throw new Error("no seed gives such an order");
    return found.seed;
  };

  it("writes Uber Eats' special_instructions and removed_items", () => {
    const noted = seedWhere((cart) => cart.lines.some((line) => line.note) && !!cart.kitchenNote);
    const uber = simulate("ubereats", noted).body as {
      cart: { special_instructions: string; items: Array<{ special_instructions?: string }> };
    };
    expect(uber.cart.special_instructions).not.toBe("");
    expect(uber.cart.items.some((item) => item.special_instructions)).toBe(true);
    const removal = seedWhere((cart) => cart.lines.some((line) => line.removals.length > 0));
    expect(JSON.stringify(simulate("ubereats", removal).body)).toMatch(
      /"removed_items":\[\{"title":"[A-Z][a-z]+"/,
    );
  });

  it("writes DoorDash's special_instructions and order_special_instructions", () => {
    const noted = seedWhere((cart) => cart.lines.some((line) => line.note) && !!cart.kitchenNote);
    const order = JSON.parse(simulate("doordash", noted).webhook.body).order;
    expect(order.order_special_instructions).toBeTruthy();
    expect(JSON.stringify(order.categories)).toContain('"special_instructions"');
  });

  it("now and then asks the kitchen about an allergy", () => {
    const notes = Array.from(
      { length: 400 },
      (_, seed) => buildSimulatedCart({ menu: MENU, random: createRandom(seed) }).kitchenNote,
    );
    expect(notes).toContain("PEANUT ALLERGY - please no nuts");
    expect(notes.filter(Boolean).length).toBeLessThan(notes.length / 2);
  });

  it("is the same order again for the same seed, with fresh platform ids", () => {
    const first = simulate("grubhub", 42);
    const again = simulate("grubhub", 42);
    expect(again.cart).toEqual(first.cart);
    expect(again.externalId).not.toBe(first.externalId);
  });
});
