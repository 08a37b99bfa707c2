import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { ACTIVITY_KINDS } from "../../../domain/api/activity";
import { sqlList, timestamptz } from "./columns";
import { devices } from "./devices";
import { restaurants } from "./restaurants";
import { users } from "./users";

/**
 * What changed in a restaurant through OrderDock, who changed it and on which device: one row
 * per change a person or a device made (docs/activity-log.md). Names are kept as they were,
 * so the log still says who after a person leaves or a device is removed.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    at: timestamptz("at").notNull().defaultNow(),
    kind: text("kind", { enum: ACTIVITY_KINDS }).notNull(),
    action: text("action").notNull(),
    subject: text("subject"),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    actorDeviceId: uuid("actor_device_id").references(() => devices.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    deviceName: text("device_name"),
  },
  (table) => [
    index("activity_log_restaurant_idx").on(table.restaurantId, table.id),
    index("activity_log_kind_idx").on(table.restaurantId, table.kind, table.id),
    // The person filter, and a person's or device's removal setting their column to null.
    index("activity_log_actor_idx")
      .on(table.restaurantId, table.actorUserId, table.id)
      .where(sql`${table.actorUserId} is not null`),
    index("activity_log_device_idx")
      .on(table.actorDeviceId)
      .where(sql`${table.actorDeviceId} is not null`),
    // The year's retention.
    index("activity_log_at_idx").on(table.at),
    check("activity_log_kind_check", sql`${table.kind} in (${sqlList(ACTIVITY_KINDS)})`),
  ],
);
