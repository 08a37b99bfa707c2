import { sql } from "drizzle-orm";
import { check, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { PLATFORMS } from "../../../domain/platforms";
import { sqlList, timestamptz } from "./columns";
import { restaurants } from "./restaurants";

/**
 * A platform's cancellation of an order OrderDock has not received yet (deliveries arrive
 * in any order, decision 098). When the order comes, it is stored already cancelled, and
 * the row is left as a record.
 */
export const earlyCancellations = pgTable(
  "early_cancellations",
  {
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    externalId: text("external_id").notNull(),
    note: text("note"),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
  },
  (table) => [
    unique("early_cancellations_order_unique").on(
      table.restaurantId,
      table.platform,
      table.externalId,
    ),
    check("early_cancellations_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
  ],
);
