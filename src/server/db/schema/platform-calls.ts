import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { MENU_ACTIONS } from "../../../domain/menu-sync";
import { PLATFORM_ACTIONS } from "../../../domain/platform-actions";
import { PLATFORMS } from "../../../domain/platforms";
import { STORE_ACTIONS } from "../../../domain/store-controls";
import { sqlList, timestamptz } from "./columns";
import { menuAvailabilityChanges } from "./menu-availability-changes";
import { menuPublishes } from "./menu-publishes";
import { orders } from "./orders";
import { restaurants } from "./restaurants";
import { storeControls } from "./store-controls";

/**
 * An order's calls, the store calls that pause, reopen or slow a channel, and the menu
 * calls that 86 an item or publish the menu.
 */
export const CALL_ACTIONS = [...PLATFORM_ACTIONS, ...STORE_ACTIONS, ...MENU_ACTIONS] as const;

export const PLATFORM_CALL_STATES = ["pending", "sending", "done", "failed"] as const;
export type PlatformCallRowState = (typeof PLATFORM_CALL_STATES)[number];

/**
 * The outbox (docs/platform-calls.md): every call to a platform is written in the same
 * transaction as the change that causes it, then sent by a worker of any instance. A call
 * is about exactly one thing: an order (`order_id`), the store (`store_control_id`: a
 * pause, busy spell, or their end), an item's or option's availability
 * (`availability_change_id`) or a menu publish (`menu_publish_id`). `seq` keeps one order's
 * calls, and one platform's other calls for a restaurant, in the order they were made;
 * `lease_until` lets another instance take over a call whose sender died mid-way.
 */
export const platformCalls = pgTable(
  "platform_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    storeControlId: uuid("store_control_id").references(() => storeControls.id, {
      onDelete: "cascade",
    }),
    availabilityChangeId: uuid("availability_change_id").references(
      () => menuAvailabilityChanges.id,
      { onDelete: "cascade" },
    ),
    menuPublishId: uuid("menu_publish_id").references(() => menuPublishes.id, {
      onDelete: "cascade",
    }),
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    action: text("action", { enum: CALL_ACTIONS }).notNull(),
    /** What the call says: prep time, reason, ... (see the platform's client). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The staff change that caused the call, while it can still be undone: the call waits
     * for the undo window (next_attempt_at) and an undo deletes it unsent.
     */
    orderEventId: bigint("order_event_id", { mode: "number" }),
    state: text("state", { enum: PLATFORM_CALL_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    leaseUntil: timestamptz("lease_until"),
    /** The platform's answer: its HTTP status and its words. */
    responseStatus: integer("response_status"),
    message: text("message"),
    /** What the platform gave back to keep (Grubhub's care ticket). */
    reference: text("reference"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    finishedAt: timestamptz("finished_at"),
  },
  (table) => [
    // The worker's scan: calls due to be sent, oldest first.
    index("platform_calls_due_idx")
      .on(table.seq)
      .where(sql`${table.state} in ('pending', 'sending')`),
    index("platform_calls_order_idx").on(table.orderId, table.seq),
    // One platform's store and menu calls for a restaurant, in order (the sender's queue rule).
    index("platform_calls_store_idx")
      .on(table.restaurantId, table.platform, table.seq)
      .where(sql`${table.orderId} is null`),
    // The latest answer each platform gave a restaurant (a refused credential shows).
    index("platform_calls_answered_idx")
      .on(table.restaurantId, table.platform, table.seq)
      .where(sql`${table.responseStatus} is not null`),
    index("platform_calls_control_idx").on(table.storeControlId),
    index("platform_calls_availability_idx").on(table.availabilityChangeId),
    index("platform_calls_publish_idx").on(table.menuPublishId),
    check("platform_calls_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
    check("platform_calls_action_check", sql`${table.action} in (${sqlList(CALL_ACTIONS)})`),
    check(
      "platform_calls_subject_check",
      sql`num_nonnulls(${table.orderId}, ${table.storeControlId}, ${table.availabilityChangeId}, ${table.menuPublishId}) = 1`,
    ),
    check("platform_calls_state_check", sql`${table.state} in (${sqlList(PLATFORM_CALL_STATES)})`),
  ],
);
