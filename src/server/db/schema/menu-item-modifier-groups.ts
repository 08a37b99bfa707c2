import { index, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { menuItems } from "./menu-items";
import { menuModifierGroups } from "./menu-modifier-groups";

/** Which groups an item offers, in the order the customer sees them. */
export const menuItemModifierGroups = pgTable(
  "menu_item_modifier_groups",
  {
    itemId: uuid("item_id")
      .notNull()
      .references(() => menuItems.id, { onDelete: "cascade" }),
    groupId: uuid("group_id")
      .notNull()
      .references(() => menuModifierGroups.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.groupId] }),
    index("menu_item_modifier_groups_group_idx").on(table.groupId),
  ],
);
