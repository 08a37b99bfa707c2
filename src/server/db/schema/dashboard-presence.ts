import { pgTable, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { restaurants } from "./restaurants";

/**
 * When a signed-in dashboard of the restaurant was last connected to any instance: each
 * instance writes it for the restaurants with a socket open on it, when one joins and every
 * 30 s after. The kitchen watch reads it (docs/store-controls.md).
 */
export const dashboardPresence = pgTable("dashboard_presence", {
  restaurantId: uuid("restaurant_id")
    .primaryKey()
    .references(() => restaurants.id, { onDelete: "cascade" }),
  seenAt: timestamptz("seen_at").notNull(),
});
