import { sql } from "drizzle-orm";
import {
  bigint,
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
import type { Address, Discount, Fee, OrderItem, OrderUpdate, Tip } from "../../../domain/order";
import type { PlatformLink } from "../../../domain/platform-actions";
import { PLATFORMS } from "../../../domain/platforms";
import { ORDER_STATUSES } from "../../../domain/status";
import { sqlList, timestamptz, updatedAt } from "./columns";
import { restaurants } from "./restaurants";

export type PlatformCallSummary = NonNullable<PlatformLink["call"]>;

const minor = (name: string) => bigint(name, { mode: "number" });

/**
 * Orders keep money in integer minor units of their own `currency` (decision 087) and items
 * as jsonb (their shape is the domain's `OrderItem`). A platform's own id is unique per
 * restaurant, which is what makes ingest idempotent. `total_minor` is what staff see: the
 * platform's stated total when it gave one, else OrderDock's sum, which is kept beside it.
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
    currency: text("currency").notNull().default("USD"),
    deliveryFeeMinor: minor("delivery_fee_minor").notNull().default(0),
    taxMinor: minor("tax_minor").notNull().default(0),
    platformTaxMinor: minor("platform_tax_minor").notNull().default(0),
    subtotalMinor: minor("subtotal_minor").notNull(),
    computedTotalMinor: minor("computed_total_minor").notNull(),
    statedTotalMinor: minor("stated_total_minor"),
    totalMinor: minor("total_minor").notNull(),
    discounts: jsonb("discounts").$type<Discount[]>().notNull().default([]),
    fees: jsonb("fees").$type<Fee[]>().notNull().default([]),
    tips: jsonb("tips").$type<Tip[]>().notNull().default([]),
    deliveryInstructions: text("delivery_instructions"),
    /** The customer's words for the kitchen (allergies, how to make it), apart from the courier's. */
    kitchenNote: text("kitchen_note"),
    items: jsonb("items").$type<OrderItem[]>().notNull(),
    isTest: boolean("is_test").notNull().default(false),
    /** What OrderDock could not read: staff are asked to check the order on its platform. */
    checkNotes: jsonb("check_notes").$type<string[]>().notNull().default([]),
    /** Its items and options that were 86'd when it arrived, by name, to flag on its card. */
    unavailableItems: jsonb("unavailable_items").$type<string[]>().notNull().default([]),
    /** When the customer was promised the order; a scheduled order is released at due_at. */
    promisedAt: timestamptz("promised_at"),
    dueAt: timestamptz("due_at"),
    /** The platform's last change to the order after it arrived: when, and what changed. */
    lastUpdate: jsonb("last_update").$type<OrderUpdate>(),
    statusNote: text("status_note"),
    /**
     * The platform's side of the order (docs/platform-calls.md): when it cancels the order
     * if no one answers, when and for how long the restaurant accepted it, and the latest
     * call made to it.
     */
    acceptBy: timestamptz("accept_by"),
    acceptedAt: timestamptz("accepted_at"),
    /**
     * Who accepted it, by name as it was then, and on which kitchen device: null for
     * OrderDock's own acceptance (auto-accept) and for orders accepted before names were kept.
     */
    acceptedByName: text("accepted_by_name"),
    acceptedDeviceName: text("accepted_device_name"),
    prepMinutes: integer("prep_minutes"),
    readyAt: timestamptz("ready_at"),
    platformCall: jsonb("platform_call").$type<PlatformCallSummary>(),
    /** When the customer placed the order (`created` in the API). */
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
    // The release of scheduled orders when they fall due, across every restaurant.
    index("orders_scheduled_due_idx").on(table.dueAt).where(sql`${table.status} = 'scheduled'`),
    check("orders_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
    check("orders_status_check", sql`${table.status} in (${sqlList(ORDER_STATUSES)})`),
    check("orders_currency_check", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      "orders_money_check",
      sql`${table.deliveryFeeMinor} >= 0 and ${table.taxMinor} >= 0 and ${table.platformTaxMinor} >= 0`,
    ),
    // decision 088: the total shown is the platform's figure, else OrderDock's own sum.
    check(
      "orders_total_check",
      sql`${table.totalMinor} = coalesce(${table.statedTotalMinor}, ${table.computedTotalMinor})`,
    ),
    check("orders_items_check", sql`jsonb_typeof(${table.items}) = 'array'`),
  ],
);
