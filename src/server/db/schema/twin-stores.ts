import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { PLATFORMS } from "../../../domain/platforms";
import { sqlList, timestamptz } from "./columns";
import { restaurants } from "./restaurants";

/**
 * What a platform twin knows about a restaurant's store (docs/platform-twins.md): whether
 * the platform shows it open or paused, until when, and busy mode's extra time, as the
 * platform's store calls left them. One row per platform and restaurant, made by the first
 * store call. Times are on the twin's own clock.
 */
export const twinStores = pgTable(
  "twin_stores",
  {
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** Paused (not taking orders) until `paused_until`, or until reopened when that is null. */
    paused: boolean("paused").notNull().default(false),
    pausedUntil: timestamptz("paused_until"),
    pauseReason: text("pause_reason"),
    /** Uber Eats: the store's default preparation time, in seconds, if a call set it. */
    prepSeconds: integer("prep_seconds"),
    /** Grubhub: a busy interval's extra seconds, its id and when it ends. */
    busySeconds: integer("busy_seconds"),
    busyIntervalId: text("busy_interval_id"),
    busyUntil: timestamptz("busy_until"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.platform, table.restaurantId] }),
    check("twin_stores_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
  ],
);
