import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import {
  AVAILABILITY_CHOICES,
  type DietaryTag,
  MENU_LIMITS,
  TIMED_AVAILABILITY,
} from "../../../domain/api/menu";
import { createdAt, sqlList, timestamptz, updatedAt } from "./columns";
import { menuCategories } from "./menu-categories";
import { restaurants } from "./restaurants";

/**
 * Items with money in cents. An item 86'd "until end of day" or "until a time" carries the
 * moment it ends in `unavailable_until` and counts as available again from that moment,
 * with no job needed to bring it back (the marketplaces are told through the outbox:
 * docs/menu-sync.md).
 */
export const menuItems = pgTable(
  "menu_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => menuCategories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    photoUrl: text("photo_url"),
    dietaryTags: text("dietary_tags").array().$type<DietaryTag[]>().notNull().default([]),
    position: integer("position").notNull(),
    availability: text("availability", { enum: AVAILABILITY_CHOICES })
      .notNull()
      .default("available"),
    unavailableUntil: timestamptz("unavailable_until"),
    /** Minutes of kitchen work one of it takes; null: the restaurant's default per item. */
    prepMinutes: integer("prep_minutes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("menu_items_category_idx").on(table.categoryId, table.position),
    index("menu_items_restaurant_idx").on(table.restaurantId),
    check("menu_items_price_check", sql`${table.priceCents} >= 0`),
    check("menu_items_name_check", sql`length(trim(${table.name})) > 0`),
    check(
      "menu_items_availability_check",
      sql`${table.availability} in (${sqlList(AVAILABILITY_CHOICES)}) and ((${table.availability} in (${sqlList(TIMED_AVAILABILITY)})) = (${table.unavailableUntil} is not null))`,
    ),
    check(
      "menu_items_prep_minutes_check",
      sql`${table.prepMinutes} between 1 and ${sql.raw(String(MENU_LIMITS.maxPrepMinutes))}`,
    ),
  ],
);
