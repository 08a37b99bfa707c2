import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { PLATFORMS } from "../../../domain/platforms";
import { sqlList, timestamptz } from "./columns";
import { restaurants } from "./restaurants";

/** A twin's record of one entity it hides: until when (null: until shown again), and why. */
export type TwinSuspension = { until: string | null; reason: string | null };

/**
 * What a platform twin shows of a restaurant's menu (docs/platform-twins.md): the last menu
 * it took in the platform's own format, and the items and options its item calls suspended,
 * keyed by the id OrderDock gave them. Times are on the twin's clock.
 */
export const twinMenus = pgTable(
  "twin_menus",
  {
    platform: text("platform", { enum: PLATFORMS }).notNull(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** The menu as the platform took it; null until the first one. */
    menu: jsonb("menu").$type<Record<string, unknown>>(),
    /** DoorDash: the menu's id, which later updates name. */
    menuId: text("menu_id"),
    publishedAt: timestamptz("published_at"),
    suspended: jsonb("suspended")
      .$type<Record<string, TwinSuspension>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.platform, table.restaurantId] }),
    check("twin_menus_platform_check", sql`${table.platform} in (${sqlList(PLATFORMS)})`),
  ],
);
