import type { Database } from "../../../src/server/db/database";
import {
  accountIdOf,
  insertRestaurant,
} from "../../../src/server/modules/restaurants/restaurants.repository";
import { insertPlannedOrder } from "../../../src/server/test/analytics-helpers";

/** The locations owner's second location, and each location's orders (locations.spec.ts). */
export const SECOND_LOCATION = "Harbor Street Kitchen";

/**
 * Orders of the last hour, in preparation: two in dollars at the first location; one in
 * dollars and one in euros at the second. Gross sales: $30.00 there, $5.00 and €7.00 here;
 * rolled up, $35.00 and €7.00.
 */
export const LOCATION_ORDERS = [
  { at: "first", guest: "Canal Guest One", currency: "USD", item: "Canal Soup", price: 1000 },
  { at: "first", guest: "Canal Guest Two", currency: "USD", item: "Canal Salad", price: 2000 },
  { at: "second", guest: "Harbor Guest One", currency: "USD", item: "Harbor Tea", price: 500 },
  { at: "second", guest: "Harbor Guest Two", currency: "EUR", item: "Harbor Cake", price: 700 },
] as const;

export async function seedLocationOrders(db: Database, firstLocation: string): Promise<void> {
  const second = await insertRestaurant(db, {
    accountId: await accountIdOf(db, firstLocation),
    name: SECOND_LOCATION,
  });
  for (const [index, order] of LOCATION_ORDERS.entries()) {
    await insertPlannedOrder(db, {
      restaurantId: order.at === "first" ? firstLocation : second,
      platform: "website",
      created: new Date(Date.now() - (40 - index) * 60_000).toISOString(),
      status: "preparing",
      currency: order.currency,
      customerName: order.guest,
      orderNumber: `L-${101 + index}`,
      items: [{ name: order.item, quantity: 1, price: order.price }],
    });
  }
}
