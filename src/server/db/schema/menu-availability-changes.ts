import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { menuItems } from "./menu-items";
import { menuModifierGroups } from "./menu-modifier-groups";
import { restaurants } from "./restaurants";
import { users } from "./users";

/**
 * Every 86 and every return of an item or an option that the marketplaces must hear
 * (docs/menu-sync.md): its calls are outbox rows carrying its id, so the Menu Manager shows
 * each channel's answer to the latest one. An option is named by its group and its id in
 * the group's options.
 */
export const menuAvailabilityChanges = pgTable(
  "menu_availability_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").references(() => menuItems.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").references(() => menuModifierGroups.id, { onDelete: "cascade" }),
    optionId: text("option_id"),
    /** False: 86'd; true: back on. */
    isAvailable: boolean("is_available").notNull(),
    /** When a timed 86 ends by itself. */
    until: timestamptz("until"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("menu_availability_changes_item_idx").on(table.itemId, table.createdAt),
    index("menu_availability_changes_option_idx").on(
      table.groupId,
      table.optionId,
      table.createdAt,
    ),
    check(
      "menu_availability_changes_subject_check",
      sql`(${table.itemId} is not null and ${table.groupId} is null and ${table.optionId} is null) or (${table.itemId} is null and ${table.groupId} is not null and ${table.optionId} is not null)`,
    ),
  ],
);
