import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { AvailabilityChoice } from "../../../domain/api/menu";
import { createdAt, updatedAt } from "./columns";
import { restaurants } from "./restaurants";

/**
 * One choice of a modifier group, its price in cents, and whether it is 86'd (as an item is:
 * `unavailableUntil` an ISO time for a timed 86). Options saved before 86 existed have no
 * availability: available.
 */
export type ModifierOptionRow = {
  id: string;
  name: string;
  priceCents: number;
  availability?: AvailabilityChoice;
  unavailableUntil?: string | null;
};

/**
 * Modifier groups ("Temperature: choose 1", "Add-ons: up to 3"), each attachable to many
 * items. Options are edited with their group as a whole, so they live in it as jsonb.
 */
export const menuModifierGroups = pgTable(
  "menu_modifier_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isRequired: boolean("is_required").notNull(),
    minSelections: integer("min_selections").notNull(),
    maxSelections: integer("max_selections").notNull(),
    options: jsonb("options").$type<ModifierOptionRow[]>().notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("menu_modifier_groups_restaurant_idx").on(table.restaurantId, table.position),
    check(
      "menu_modifier_groups_selections_check",
      sql`${table.minSelections} >= 0 and ${table.maxSelections} >= 1 and ${table.minSelections} <= ${table.maxSelections}`,
    ),
    check("menu_modifier_groups_options_check", sql`jsonb_typeof(${table.options}) = 'array'`),
  ],
);
