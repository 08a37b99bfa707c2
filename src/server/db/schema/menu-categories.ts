import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { restaurants } from "./restaurants";

/** The Menu Manager's categories, in the restaurant's chosen order. */
export const menuCategories = pgTable(
  "menu_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    /** The station whose printer and screen get this category's items (docs/printing.md). */
    station: text("station").notNull().default("kitchen"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("menu_categories_restaurant_idx").on(table.restaurantId, table.position),
    check("menu_categories_name_check", sql`length(trim(${table.name})) > 0`),
  ],
);
