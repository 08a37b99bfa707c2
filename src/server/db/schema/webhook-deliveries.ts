import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { PLATFORMS } from "../../../domain/platforms";
import { sqlList, timestamptz } from "./columns";
import { orders } from "./orders";
import { restaurants } from "./restaurants";

/**
 * Every webhook a platform delivers to a restaurant (decision 091), keyed per restaurant by
 * the platform's own delivery id, so a retried delivery is recognised, and kept with its
 * raw body and the headers that say what it is, so the owner can read it and process it
 * again. `summary` says what it did in a sentence; `error` why it was refused or failed.
 */
export const WEBHOOK_DELIVERY_STATUSES = [
  "received",
  "processed",
  "ignored",
  "refused",
  "failed",
] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    deliveryKey: text("delivery_key").notNull(),
    eventType: text("event_type").notNull().default(""),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("received"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The body exactly as received, with NUL replaced (PostgreSQL text cannot hold it). */
    rawBody: text("raw_body").notNull().default(""),
    /** The platform's headers that say what the delivery is (topic, delivery id). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    summary: text("summary"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(1),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    processedAt: timestamptz("processed_at"),
  },
  (table) => [
    unique("webhook_deliveries_restaurant_key_unique").on(
      table.restaurantId,
      table.platform,
      table.deliveryKey,
    ),
    index("webhook_deliveries_log_idx").on(
      table.restaurantId,
      table.platform,
      table.receivedAt.desc(),
    ),
    check("webhook_deliveries_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
    check(
      "webhook_deliveries_status_check",
      sql`${table.status} in (${sqlList(WEBHOOK_DELIVERY_STATUSES)})`,
    ),
  ],
);
