import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ORDER_STATUSES } from "../../../domain/status";
import { sqlList, timestamptz } from "./columns";
import { devices } from "./devices";
import { orders } from "./orders";
import { restaurants } from "./restaurants";
import { users } from "./users";

/**
 * The history of every order: who moved it from which status to which, and when. The
 * first event of an order has no `from`. Analytics reads preparation times from here.
 */
export const ORDER_EVENT_ACTORS = ["user", "platform", "system"] as const;
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

export const orderEvents = pgTable(
  "order_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    actorType: text("actor_type", { enum: ORDER_EVENT_ACTORS }).notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The kitchen device the change was made on, if any. */
    actorDeviceId: uuid("actor_device_id").references(() => devices.id, { onDelete: "set null" }),
    /**
     * The person's and the device's names when the change was made: the history still says
     * who after a person leaves the team or a device is removed.
     */
    actorName: text("actor_name"),
    deviceName: text("device_name"),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    at: timestamptz("at").notNull().defaultNow(),
    /**
     * Set on a change staff undid within the undo window: the change stays in the history
     * but no longer counts (analytics and the status's "entered once" rule skip it).
     */
    undoneAt: timestamptz("undone_at"),
    /** On a correction (an undo), the event it takes back; its statuses run backwards. */
    correctsEventId: bigint("corrects_event_id", { mode: "number" }).references(
      (): AnyPgColumn => orderEvents.id,
      { onDelete: "cascade" },
    ),
  },
  (table) => [
    index("order_events_order_idx").on(table.orderId, table.at),
    index("order_events_restaurant_at_idx").on(table.restaurantId, table.at),
    // A device's removal sets its column to null on the events made on it.
    index("order_events_device_idx")
      .on(table.actorDeviceId)
      .where(sql`${table.actorDeviceId} is not null`),
    // Statuses only move forward and a repeat writes nothing: an order enters
    // each status at most once. Analytics joins on that.
    // An undone change and its correction are history, not a status entered.
    uniqueIndex("order_events_order_status_unique")
      .on(table.orderId, table.toStatus)
      .where(sql`${table.undoneAt} is null and ${table.correctsEventId} is null`),
    // Analytics' preparation times (new → ready) as index-only scans, one range per status.
    index("order_events_preparation_idx")
      .on(table.restaurantId, table.toStatus, table.at, table.orderId)
      .where(
        sql`${table.toStatus} in ('new', 'ready') and ${table.undoneAt} is null and ${table.correctsEventId} is null`,
      ),
    check("order_events_actor_check", sql`${table.actorType} in (${sqlList(ORDER_EVENT_ACTORS)})`),
    check(
      "order_events_status_check",
      sql`${table.toStatus} in (${sqlList(ORDER_STATUSES)}) and (${table.fromStatus} is null or ${table.fromStatus} in (${sqlList(ORDER_STATUSES)}))`,
    ),
  ],
);
