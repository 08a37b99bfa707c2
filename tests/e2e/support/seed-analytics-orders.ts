import { addDays } from "../../../src/domain/calendar-date";
import { localDateOf, startOfDate } from "../../../src/domain/local-midnight";
import type { Database } from "../../../src/server/db/database";
import { insertPlannedOrder } from "../../../src/server/test/analytics-helpers";
import { ANALYTICS_ORDERS, ANALYTICS_TIMEZONE } from "./analytics-fixture";

/** Writes the analytics owner's orders at their hour of their day, New York time. */
export async function seedAnalyticsOrders(db: Database, restaurantId: string, now = new Date()) {
  const today = localDateOf(now, ANALYTICS_TIMEZONE);
  for (const order of ANALYTICS_ORDERS) {
    const day = startOfDate(addDays(today, -order.daysAgo), ANALYTICS_TIMEZONE);
    const created = day.getTime() + order.hour * 3600_000;
    await insertPlannedOrder(db, {
      restaurantId,
      platform: order.platform,
      created: new Date(created).toISOString(),
      status: order.status,
      isDelivery: order.isDelivery,
      items: order.items,
      orderNumber: order.number,
      customerName: "Avery Guest",
      ...(order.prepMinutes === undefined ? {} : { readyAfterSeconds: order.prepMinutes * 60 }),
    });
  }
}
