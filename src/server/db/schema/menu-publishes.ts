import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { MenuSnapshot } from "../../../domain/menu-snapshot";
import { timestamptz } from "./columns";
import { restaurants } from "./restaurants";
import { users } from "./users";

/**
 * Each time staff published the menu to the marketplaces (docs/menu-sync.md): the menu as it
 * was sent, so the next publish can say what changed, and the token in the address Grubhub
 * downloads it from. Its calls are outbox rows carrying its id.
 */
export const menuPublishes = pgTable(
  "menu_publishes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    snapshot: jsonb("snapshot").$type<MenuSnapshot>().notNull(),
    /** Names this publish in the menu's download address; random, never shown to staff. */
    feedToken: text("feed_token").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [index("menu_publishes_restaurant_idx").on(table.restaurantId, table.createdAt)],
);
