import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";
import { restaurants } from "./restaurants";
import { users } from "./users";

/**
 * The service's VAPID key pair (docs/push-alerts.md): one row, made by whichever instance
 * first needs it, so every instance signs with the same key and subscriptions made through
 * one instance work through all. The private key is sealed under SECRETS_KEY.
 */
export const pushKeys = pgTable(
  "push_keys",
  {
    id: smallint("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKeySealed: text("private_key_sealed").notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("push_keys_single_row_check", sql`${table.id} = 1`)],
);

/**
 * A device that takes alerts by Web Push: the browser's subscription (its endpoint, and
 * its keys sealed under SECRETS_KEY) and what the device chose to be told of.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    keysSealed: text("keys_sealed").notNull(),
    deviceName: text("device_name").notNull(),
    /** Null: not told of orders waiting. */
    orderWaitMinutes: integer("order_wait_minutes"),
    printerOffline: boolean("printer_offline").notNull(),
    autoPaused: boolean("auto_paused").notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamptz("last_sent_at"),
    lastError: text("last_error"),
  },
  (table) => [index("push_subscriptions_restaurant_idx").on(table.restaurantId)],
);

/**
 * Each alert a device was sent, by what it was about ("order:<id>", "printer:<id>:<since>",
 * "pause:<id>"). A try is claimed before it is made, so every instance may look and a
 * device hears of each thing once; a try the push service refused is made again a minute
 * later, a few times at most (docs/push-alerts.md).
 */
export const pushAlertsSent = pgTable(
  "push_alerts_sent",
  {
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    alertKey: text("alert_key").notNull(),
    attempts: integer("attempts").notNull().default(1),
    triedAt: timestamptz("tried_at").notNull(),
    /** Null until the push service took it. */
    sentAt: timestamptz("sent_at"),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.alertKey] }),
    index("push_alerts_sent_tried_idx").on(table.triedAt),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
