import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { Address, OrderItem } from "../../../domain/order";
import { PLATFORMS } from "../../../domain/platforms";
import { ORDER_STATUSES } from "../../../domain/status";
import { sqlList, timestamptz, updatedAt } from "./columns";
import { restaurants } from "./restaurants";

/**
 * Orders keep money in integer cents (design §3) and items as jsonb (their shape is the
 * domain's `OrderItem`). A platform's own id is unique per restaurant, which is what makes
 * ingest idempotent.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    externalId: text("external_id").notNull(),
    orderNumber: text("order_number").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("new"),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull().default(""),
    customerAddress: jsonb("customer_address").$type<Address>(),
    isDelivery: boolean("is_delivery").notNull(),
    deliveryDistanceMiles: doublePrecision("delivery_distance_miles"),
    deliveryFeeCents: integer("delivery_fee_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    subtotalCents: integer("subtotal_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    deliveryInstructions: text("delivery_instructions"),
    items: jsonb("items").$type<OrderItem[]>().notNull(),
    isTest: boolean("is_test").notNull().default(false),
    /** When the customer placed the order (spec §3 `created`). */
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** When OrderDock stored it. */
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique("orders_restaurant_platform_external_unique").on(
      table.restaurantId,
      table.platform,
      table.externalId,
    ),
    // The dashboard: a restaurant's orders, newest first, and its open orders of any age.
    index("orders_restaurant_created_idx").on(table.restaurantId, table.createdAt.desc()),
    index("orders_restaurant_open_idx")
      .on(table.restaurantId, table.createdAt)
      .where(sql`${table.status} not in ('completed', 'cancelled')`),
    index("orders_restaurant_test_idx").on(table.restaurantId).where(sql`${table.isTest}`),
    check("orders_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
    check("orders_status_check", sql`${table.status} in (${sqlList(ORDER_STATUSES)})`),
    check(
      "orders_money_check",
      sql`${table.deliveryFeeCents} >= 0 and ${table.taxCents} >= 0 and ${table.subtotalCents} >= 0`,
    ),
    // spec §3: total = subtotal + tax + delivery fee, the fee only for delivery orders.
    check(
      "orders_total_check",
      sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents} + case when ${table.isDelivery} then ${table.deliveryFeeCents} else 0 end`,
    ),
    check("orders_items_check", sql`jsonb_typeof(${table.items}) = 'array'`),
  ],
);
