import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { DEFAULT_PRINT_BACKLOG_MINUTES } from "../../../domain/printing";

/** A new restaurant's clock until its owner picks another in Settings. */
export const DEFAULT_TIMEZONE = "America/New_York";

import { DEFAULT_AGE_THRESHOLDS, DEFAULT_PREP_MINUTES } from "../../../domain/api/settings";
import { DEFAULT_ITEM_MINUTES, type KitchenLoadRules } from "../../../domain/kitchen-load";
import type { OpeningHours } from "../../../domain/opening-hours";
import { DEFAULT_DEADLINE_WARNING_MINUTES } from "../../../domain/platform-actions";
import type { Platform } from "../../../domain/platforms";
import { DEFAULT_DARK_KITCHEN_MINUTES } from "../../../domain/store-controls";
import { accounts } from "./accounts";
import { createdAt, sqlList, timestamptz, updatedAt } from "./columns";

/**
 * A restaurant is one location of an account (docs/locations.md) and owns everything else:
 * its menu, connections, printers, devices, orders and settings. A restaurant with a
 * `kitchen_id` is a brand cooked in that location's kitchen (docs/brands.md): its own menu,
 * platform stores and orders, the kitchen's printers, devices and people. `demo` restaurants hold sample data for
 * demo visitors, `test` restaurants the admin's generated test data; a restaurant with
 * `expires_at` is removed, with all its data, once that moment passes.
 */
export const RESTAURANT_KINDS = ["standard", "demo", "test"] as const;
export type RestaurantKind = (typeof RESTAURANT_KINDS)[number];

export const restaurants = pgTable(
  "restaurants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** A brand's kitchen: the location whose staff, printers and devices make its orders. */
    kitchenId: uuid("kitchen_id").references((): AnyPgColumn => restaurants.id, {
      onDelete: "cascade",
    }),
    /** The location's currency: its menu prices and its website orders. */
    currency: text("currency").notNull().default("USD"),
    kind: text("kind", { enum: RESTAURANT_KINDS }).notNull().default("standard"),
    timezone: text("timezone").notNull().default(DEFAULT_TIMEZONE),
    /** Settings' restaurant profile: printed with the name on receipts. */
    phone: text("phone").notNull().default(""),
    address: text("address").notNull().default(""),
    /** The last website order number handed out (W-1001, W-1002...), taken atomically. */
    lastWebsiteOrderNumber: integer("last_website_order_number").notNull().default(1000),
    /**
     * How long the kitchen needs for an order, in minutes: a scheduled order is released to
     * the kitchen this long before its promised time (decision 096).
     */
    prepMinutes: integer("prep_minutes").notNull().default(DEFAULT_PREP_MINUTES),
    /** Platforms whose new orders are accepted at once with the preparation time. */
    autoAcceptPlatforms: jsonb("auto_accept_platforms").$type<Platform[]>().notNull().default([]),
    /** Minutes before a platform's deadline when the countdown turns red. */
    deadlineWarningMinutes: integer("deadline_warning_minutes")
      .notNull()
      .default(DEFAULT_DEADLINE_WARNING_MINUTES),
    /** An open order's age turns amber, then red, after this many minutes. */
    ageWarningMinutes: integer("age_warning_minutes")
      .notNull()
      .default(DEFAULT_AGE_THRESHOLDS.warningMinutes),
    ageLateMinutes: integer("age_late_minutes")
      .notNull()
      .default(DEFAULT_AGE_THRESHOLDS.lateMinutes),
    /**
     * Sales tax on website-form orders, in thousandths of a percent (8.875 % = 8875): the
     * platforms charge their own tax.
     */
    salesTaxMillipercent: integer("sales_tax_millipercent").notNull().default(0),
    /**
     * Opening hours on the restaurant's clock (`domain/opening-hours.ts`); null: none set, and
     * no watch on the kitchen.
     */
    openingHours: jsonb("opening_hours").$type<OpeningHours>(),
    /**
     * During opening hours, every channel is paused once no dashboard has been connected for
     * this many minutes (docs/store-controls.md), and reopened when one is back if
     * `reopen_when_back`.
     */
    darkKitchenMinutes: integer("dark_kitchen_minutes")
      .notNull()
      .default(DEFAULT_DARK_KITCHEN_MINUTES),
    reopenWhenBack: boolean("reopen_when_back").notNull().default(true),
    /**
     * The kitchen's load (docs/kitchen-load.md): minutes of work an item takes when the menu
     * gives none, the rules that slow or pause the marketplaces (null: none), and the level
     * those rules last acted on (0 normal, 1 busy, 2 paused).
     */
    defaultItemMinutes: integer("default_item_minutes").notNull().default(DEFAULT_ITEM_MINUTES),
    kitchenLoadRules: jsonb("kitchen_load_rules").$type<KitchenLoadRules>(),
    kitchenLoadLevel: integer("kitchen_load_level").notNull().default(0),
    /** Print jobs older than this wait for staff instead of printing by themselves. */
    printBacklogMinutes: integer("print_backlog_minutes")
      .notNull()
      .default(DEFAULT_PRINT_BACKLOG_MINUTES),
    /** When a restaurant that signed itself up ends its free trial; null for others. */
    trialEndsAt: timestamptz("trial_ends_at"),
    expiresAt: timestamptz("expires_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("restaurants_kind_check", sql`${table.kind} in (${sqlList(RESTAURANT_KINDS)})`),
    check("restaurants_name_check", sql`length(trim(${table.name})) > 0`),
    check("restaurants_currency_check", sql`${table.currency} ~ '^[A-Z]{3}$'`),
    index("restaurants_account_idx").on(table.accountId, table.createdAt),
    index("restaurants_kitchen_idx").on(table.kitchenId).where(sql`${table.kitchenId} is not null`),
    check("restaurants_kitchen_check", sql`${table.kitchenId} <> ${table.id}`),
    check("restaurants_prep_minutes_check", sql`${table.prepMinutes} between 1 and 240`),
    check(
      "restaurants_deadline_warning_check",
      sql`${table.deadlineWarningMinutes} between 1 and 10`,
    ),
    check(
      "restaurants_age_thresholds_check",
      sql`${table.ageWarningMinutes} between 1 and 240 and ${table.ageLateMinutes} between 2 and 480 and ${table.ageLateMinutes} > ${table.ageWarningMinutes}`,
    ),
    check("restaurants_sales_tax_check", sql`${table.salesTaxMillipercent} between 0 and 30000`),
    check("restaurants_dark_kitchen_check", sql`${table.darkKitchenMinutes} between 1 and 60`),
    check("restaurants_item_minutes_check", sql`${table.defaultItemMinutes} between 1 and 120`),
    check("restaurants_print_backlog_check", sql`${table.printBacklogMinutes} between 1 and 240`),
    check("restaurants_load_level_check", sql`${table.kitchenLoadLevel} between 0 and 2`),
    index("restaurants_kind_created_idx").on(table.kind, table.createdAt),
    index("restaurants_expires_idx").on(table.expiresAt).where(sql`${table.expiresAt} is not null`),
  ],
);
