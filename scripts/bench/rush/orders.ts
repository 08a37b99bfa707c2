import { PLATFORM_RULES } from "../../../src/domain/platform-actions";
import type { Database } from "../../../src/server/db/database";
import { insertJsonRows } from "../../../src/server/db/insert-json-rows";
import { twinOrders } from "../../../src/server/db/schema/twin-orders";
import { sandboxClientSecret } from "../../../src/server/lib/sandbox-credentials";
import { createRandom } from "../../../src/server/modules/sample-data/random";
import {
  type SimulatedPlatform,
  type SimulatedWebhook,
  simulateOrder,
} from "../../../src/server/sandbox/twins/platform-webhooks";
import { RUSH_SECRETS, type RushRestaurant } from "./seed";

/**
 * The rush's orders, made before the clock starts so the load generator only sends them:
 * each a realistic order in its platform's own shape with the platform's own signature
 * (twins/platform-webhooks.ts, as the twins and `npm run simulate` send them). The
 * platform's copy of each order is written to the twins' table first, as a platform holds
 * an order before it tells the restaurant; the outbox's calls about it then find it there,
 * and Uber Eats' thin webhook is followed by a GET its sandbox answers from that copy.
 */
export const RUSH_PLATFORMS: readonly SimulatedPlatform[] = [
  "ubereats",
  "doordash",
  "grubhub",
  "shopify",
  "woocommerce",
];

/**
 * Every order id handed out by this process: WooCommerce's are small numbers, and a
 * platform (the twins' table) never has two orders with one id.
 */
const issued = new Set<string>();

export type RushOrder = {
  index: number;
  restaurant: RushRestaurant;
  platform: SimulatedPlatform;
  webhook: SimulatedWebhook;
  externalId: string;
  /** The order as the platform holds and serves it. */
  twin: { orderNumber: string; body: Record<string, unknown> };
};

/**
 * `count` orders spread over the restaurants: the i-th goes to restaurant i mod R, so a
 * restaurant's next order comes R orders later (two minutes at the rush's rate), and the
 * platforms take turns.
 */
export function makeOrders({
  restaurants,
  count,
  sessionSecret,
  seed = 1,
  only,
}: {
  restaurants: readonly RushRestaurant[];
  count: number;
  sessionSecret: string;
  seed?: number;
  /** Every order from this platform instead. */
  only?: SimulatedPlatform;
}): RushOrder[] {
  const uberSecret = sandboxClientSecret(sessionSecret);
  return Array.from({ length: count }, (_, index) => {
    const restaurant = restaurants[index % restaurants.length] as RushRestaurant;
    const round = Math.floor(index / restaurants.length);
    const platform =
      only ?? (RUSH_PLATFORMS[(index + round) % RUSH_PLATFORMS.length] as SimulatedPlatform);
    const random = createRandom(seed * 1_000_003 + index);
    for (;;) {
      const simulated = simulateOrder({
        platform,
        restaurantId: restaurant.id,
        secret: platform === "ubereats" ? uberSecret : RUSH_SECRETS[platform],
        storeId: restaurant.storeId,
        random,
      });
      const key = `${platform}:${simulated.externalId}`;
      if (issued.has(key)) continue;
      issued.add(key);
      return {
        index,
        restaurant,
        platform,
        webhook: simulated.webhook,
        externalId: simulated.externalId,
        twin: { orderNumber: simulated.orderNumber, body: simulated.body },
      };
    }
  });
}

/** The platforms' copies of the orders (twins/twin.service.ts placeTwinOrder). */
export async function writeTwinOrders(db: Database, orders: readonly RushOrder[]): Promise<void> {
  const now = new Date();
  const rows = orders.map((order) => {
    const window = PLATFORM_RULES[order.platform].acceptWindowSeconds;
    return {
      platform: order.platform,
      externalId: order.externalId,
      restaurantId: order.restaurant.id,
      // Shopify and WooCommerce orders arrive placed and paid: nothing waits for an answer.
      state: window === null ? ("accepted" as const) : ("placed" as const),
      orderNumber: order.twin.orderNumber,
      body: order.twin.body,
      placedAt: now,
      deadlineAt: window === null ? null : new Date(now.getTime() + window * 1000),
      updatedAt: now,
    };
  });
  for (let start = 0; start < rows.length; start += 1000)
    await insertJsonRows(db, twinOrders, rows.slice(start, start + 1000));
}
