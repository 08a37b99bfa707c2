import { index, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { restaurants } from "./restaurants";
import { users } from "./users";

/**
 * The locations chosen for a person who does not work at all of the account's
 * (`users.all_locations` false): one row per location.
 */
export const userLocations = pgTable(
  "user_locations",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.restaurantId] }),
    index("user_locations_restaurant_idx").on(table.restaurantId),
  ],
);
