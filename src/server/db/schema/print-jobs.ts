import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PRINT_JOB_KINDS, TICKET_LAYOUTS } from "../../../domain/printing";
import { sqlList, timestamptz } from "./columns";
import { orders } from "./orders";
import { printers } from "./printers";
import { restaurants } from "./restaurants";

/**
 * One ticket for one printer (docs/printing.md). It is done only when a printer confirms
 * it (`done_at`); until then every fetch hands it out again and counts `deliveries`, and
 * any delivery after the first, or a job staff asked for again, prints REPRINT. `cause`
 * names what made it (`event:<order event id>`, `update:<time>`, `manual:<uuid>`) and is
 * unique per printer and layout, so a job is made once however often it is looked for.
 * A job older than the restaurant's backlog limit is not handed out by itself: it waits
 * for staff (`released_at` is Print all; `dismissed_at` is Dismiss).
 */
export const printJobs = pgTable(
  "print_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    restaurantId: uuid("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    printerId: uuid("printer_id")
      .notNull()
      .references(() => printers.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PRINT_JOB_KINDS }).notNull(),
    layout: text("layout", { enum: TICKET_LAYOUTS }).notNull(),
    cause: text("cause").notNull(),
    /** What an update changed, in words, for the UPDATED ticket. */
    changes: jsonb("changes").$type<string[]>(),
    /** Staff asked for it again: it says REPRINT even on its first delivery. */
    reprint: boolean("reprint").notNull().default(false),
    /** When what it prints happened: the backlog limit is counted from here. */
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    deliveries: integer("deliveries").notNull().default(0),
    lastFetchedAt: timestamptz("last_fetched_at"),
    /** The printer that fetched it last: itself or its backup. */
    fetchedBy: uuid("fetched_by"),
    doneAt: timestamptz("done_at"),
    /** The printer's last word on it: "200 OK", "EPTR_REC_EMPTY". */
    result: text("result"),
    releasedAt: timestamptz("released_at"),
    dismissedAt: timestamptz("dismissed_at"),
  },
  (table) => [
    uniqueIndex("print_jobs_cause_unique").on(table.printerId, table.layout, table.cause),
    index("print_jobs_open_idx")
      .on(table.printerId, table.createdAt)
      .where(sql`${table.doneAt} is null and ${table.dismissedAt} is null`),
    index("print_jobs_order_idx").on(table.orderId),
    // Auto-print looks for jobs by cause alone: one job for an event means all were made.
    index("print_jobs_restaurant_cause_idx").on(table.restaurantId, table.cause),
    check("print_jobs_kind_check", sql`${table.kind} in (${sqlList(PRINT_JOB_KINDS)})`),
    check("print_jobs_layout_check", sql`${table.layout} in (${sqlList(TICKET_LAYOUTS)})`),
  ],
);

/** The last tickets a printer twin of OrderDock's own received, for Settings to show. */
export const twinPrinterTickets = pgTable(
  "twin_printer_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    printerId: uuid("printer_id")
      .notNull()
      .references(() => printers.id, { onDelete: "cascade" }),
    at: timestamptz("at").notNull().defaultNow(),
    text: text("text").notNull(),
  },
  (table) => [index("twin_printer_tickets_printer_idx").on(table.printerId, table.at)],
);
