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
import {
  AUTO_PRINT_TRIGGERS,
  type AutoPrintTrigger,
  PRINTER_PROTOCOLS,
  type PrinterCondition,
} from "../../../domain/printing";
import { createdAt, sqlList, timestamptz, updatedAt } from "./columns";
import { restaurants } from "./restaurants";

/**
 * A kitchen printer that fetches its own jobs (docs/printing.md). It proves itself with the
 * secret in the address it calls: `secret_hash` (SHA-256) is what a call is checked
 * against, `secret_sealed` the same secret encrypted, so Settings can show the address
 * again. `last_seen_at` and `condition` are written in batches, not on every call.
 */
export const printers = pgTable(
  "printers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    station: text("station").notNull(),
    protocol: text("protocol", { enum: PRINTER_PROTOCOLS }).notNull(),
    paperWidth: integer("paper_width").notNull(),
    autoPrint: jsonb("auto_print").$type<AutoPrintTrigger[]>().notNull().default([]),
    printsReceipt: boolean("prints_receipt").notNull().default(false),
    backupPrinterId: uuid("backup_printer_id").references((): AnyPgColumn => printers.id, {
      onDelete: "set null",
    }),
    secretHash: text("secret_hash").notNull(),
    secretSealed: text("secret_sealed").notNull(),
    /** A printer twin OrderDock runs itself (the demo's), whose tickets it keeps. */
    isTwin: boolean("is_twin").notNull().default(false),
    /** The instance running this twin, until its lease lapses (docs/printing.md). */
    twinRunner: text("twin_runner"),
    twinLeaseUntil: timestamptz("twin_lease_until"),
    lastSeenAt: timestamptz("last_seen_at"),
    /** Whether the offline banner is up: set by the watch, cleared by the next call. */
    offlineSince: timestamptz("offline_since"),
    condition: jsonb("condition").$type<PrinterCondition>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("printers_restaurant_idx").on(table.restaurantId),
    // A printer's poll looks for the printers it backs up.
    index("printers_backup_idx")
      .on(table.backupPrinterId)
      .where(sql`${table.backupPrinterId} is not null`),
    check("printers_protocol_check", sql`${table.protocol} in (${sqlList(PRINTER_PROTOCOLS)})`),
    check("printers_paper_check", sql`${table.paperWidth} in (58, 80)`),
    check("printers_name_check", sql`length(trim(${table.name})) between 1 and 40`),
    check("printers_station_check", sql`length(trim(${table.station})) between 1 and 40`),
    check(
      "printers_auto_print_check",
      sql`jsonb_typeof(${table.autoPrint}) = 'array' and not (${table.autoPrint} - array[${sqlList(AUTO_PRINT_TRIGGERS)}]::text[] <> '[]'::jsonb)`,
    ),
  ],
);
