import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { PLATFORMS } from "../../../domain/platforms";
import { sqlList, timestamptz } from "./columns";
import { restaurants } from "./restaurants";

export const TWIN_ORDER_STATES = [
  "placed",
  "accepted",
  "denied",
  "ready",
  "picked_up",
  "delivered",
  "completed",
  "cancelled",
] as const;
export type TwinOrderState = (typeof TWIN_ORDER_STATES)[number];

/**
 * What a platform twin knows about an order it placed (docs/platform-twins.md): the state
 * the platform holds, the answer the restaurant gave, and the order body it sends and
 * serves. Kept in the database so every instance and a restart see the same platform.
 */
export const twinOrders = pgTable(
  "twin_orders",
  {
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    externalId: text("external_id").notNull(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    state: text("state", { enum: TWIN_ORDER_STATES }).notNull().default("placed"),
    orderNumber: text("order_number").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    prepMinutes: integer("prep_minutes"),
    readyAt: timestamptz("ready_at"),
    /** Why the restaurant refused or cancelled, in the platform's words. */
    reason: text("reason"),
    /** customer, restaurant or platform. */
    cancelledBy: text("cancelled_by"),
    placedAt: timestamptz("placed_at").notNull().defaultNow(),
    /** The platform cancels an unanswered order at this moment of its own clock. */
    deadlineAt: timestamptz("deadline_at"),
    /** A cancellation webhook the platform still has to deliver. */
    webhookPending: jsonb("webhook_pending").$type<Record<string, unknown>>(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.platform, table.externalId] }),
    index("twin_orders_restaurant_idx").on(table.restaurantId, table.platform, table.placedAt),
    index("twin_orders_deadline_idx").on(table.deadlineAt).where(sql`${table.state} = 'placed'`),
    check("twin_orders_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
    check("twin_orders_state_check", sql`${table.state} in (${sqlList(TWIN_ORDER_STATES)})`),
  ],
);

/**
 * The calls a twin received: what the console lists and what the contract tests read.
 * `restaurant_id` is the restaurant the call named, once the twin knows it and the call
 * passed the platform's auth; null for a call kept only as a summary (no body). Kept to
 * the newest calls per restaurant and platform (decision 136).
 */
export const twinCalls = pgTable(
  "twin_calls",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    restaurantId: uuid("restaurant_id").references(() => restaurants.id, { onDelete: "cascade" }),
    externalId: text("external_id"),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /** The platform's name for the call ("accept_pos_order"). */
    operation: text("operation").notNull(),
    body: jsonb("body"),
    status: integer("status").notNull(),
    answer: jsonb("answer"),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
  },
  (table) => [
    index("twin_calls_order_idx").on(table.platform, table.externalId, table.id),
    // The console's list, the trim of a restaurant's (or the summaries') record, and the
    // cascade when a restaurant is deleted.
    index("twin_calls_restaurant_idx").on(table.restaurantId, table.platform, table.id),
  ],
);
