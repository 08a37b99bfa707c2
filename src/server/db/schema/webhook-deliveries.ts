import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { PLATFORMS } from "../../../domain/platforms";
import { sqlList, timestamptz } from "./columns";
import { orders } from "./orders";
import { restaurants } from "./restaurants";

/**
 * Every webhook a platform sends, keyed by the platform's own delivery id, so a retried
 * delivery is recognised and a failed one can be inspected and replayed.
 */
export const WEBHOOK_DELIVERY_STATUSES = [
  "received",
  "processed",
  "ignored",
  "rejected",
  "failed",
] as const;

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    restaurantId: uuid("restaurant_id").references(() => restaurants.id, { onDelete: "cascade" }),
    deliveryKey: text("delivery_key").notNull(),
    eventType: text("event_type").notNull().default(""),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("received"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    payload: jsonb("payload"),
    error: text("error"),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    processedAt: timestamptz("processed_at"),
  },
  (table) => [
    unique("webhook_deliveries_platform_key_unique").on(table.platform, table.deliveryKey),
    index("webhook_deliveries_restaurant_idx").on(table.restaurantId, table.receivedAt),
    check("webhook_deliveries_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
    check(
      "webhook_deliveries_status_check",
      sql`${table.status} in (${sqlList(WEBHOOK_DELIVERY_STATUSES)})`,
    ),
  ],
);
