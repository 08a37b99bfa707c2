import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { DEFAULT_PIN_ACTIONS, DEVICE_ACTIONS, type DeviceAction } from "../../../domain/devices";
import { createdAt, sqlList, timestamptz } from "./columns";
import { restaurants } from "./restaurants";
import { users } from "./users";

/**
 * A kitchen device of a restaurant (docs/devices.md). Added in Settings with a pairing code
 * (only a SHA-256 of it is kept, and only until it is entered or expires); once paired, the
 * row is the device's session: deleting it signs the device out everywhere.
 */
export const devices = pgTable(
  "devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The actions a person must enter their PIN for on this device; the rest it does as "Kitchen". */
    pinActions: text("pin_actions")
      .array()
      .$type<DeviceAction[]>()
      .notNull()
      .default(sql`array[${sqlList(DEFAULT_PIN_ACTIONS)}]::text[]`),
    codeHash: text("code_hash").unique("devices_code_hash_unique"),
    codeExpiresAt: timestamptz("code_expires_at"),
    pairedAt: timestamptz("paired_at"),
    lastSeenAt: timestamptz("last_seen_at"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("devices_restaurant_idx").on(table.restaurantId, table.createdAt),
    check(
      "devices_pin_actions_check",
      sql`${table.pinActions} <@ array[${sqlList(DEVICE_ACTIONS)}]::text[]`,
    ),
  ],
);

/**
 * Wrong PINs per device and person: five in a row stop that person on that device for a
 * minute, the next five for two, then four, up to a day. A right PIN clears the row.
 */
export const devicePinAttempts = pgTable(
  "device_pin_attempts",
  {
    deviceId: uuid("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    failures: integer("failures").notNull().default(0),
    lockedUntil: timestamptz("locked_until"),
    /** Locks in a row without a right PIN: each lasts twice the one before (docs/devices.md). */
    lockouts: integer("lockouts").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.userId] })],
);
