import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import {
  STORE_CHANNELS,
  STORE_CONTROL_KINDS,
  STORE_CONTROL_SOURCES,
} from "../../../domain/store-controls";
import { sqlList, timestamptz } from "./columns";
import { restaurants } from "./restaurants";
import { users } from "./users";

/**
 * A pause or a busy spell on one channel (docs/store-controls.md). It is in force from
 * `starts_at` until `ends_at` (null: until turned off) unless `ended_at` says someone ended
 * it sooner; a new control of the same kind on the same channel ends the one before. What
 * the platform said is in the outbox rows that carry its id (platform_calls).
 */
export const storeControls = pgTable(
  "store_controls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: STORE_CHANNELS }).notNull(),
    kind: text("kind", { enum: STORE_CONTROL_KINDS }).notNull(),
    /** Busy mode: the minutes added to every quoted preparation time. */
    extraMinutes: integer("extra_minutes"),
    source: text("source", { enum: STORE_CONTROL_SOURCES }).notNull().default("staff"),
    /** Why, in words shown to staff and sent to platforms that take a reason. */
    reason: text("reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    startsAt: timestamptz("starts_at").notNull(),
    endsAt: timestamptz("ends_at"),
    endedAt: timestamptz("ended_at"),
    /** Why it ended before its time: staff, or the rule that set it ("load fell to …"). */
    endedReason: text("ended_reason"),
  },
  (table) => [
    index("store_controls_restaurant_idx")
      .on(table.restaurantId, table.channel, table.kind)
      .where(sql`${table.endedAt} is null`),
    check("store_controls_channel_check", sql`${table.channel} in (${sqlList(STORE_CHANNELS)})`),
    check("store_controls_kind_check", sql`${table.kind} in (${sqlList(STORE_CONTROL_KINDS)})`),
    check(
      "store_controls_source_check",
      sql`${table.source} in (${sqlList(STORE_CONTROL_SOURCES)})`,
    ),
    check(
      "store_controls_busy_check",
      sql`(${table.kind} = 'busy') = (${table.extraMinutes} is not null)`,
    ),
  ],
);
