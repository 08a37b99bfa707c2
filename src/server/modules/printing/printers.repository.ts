import { and, asc, eq, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { PrinterCondition } from "../../../domain/printing";
import type { Database } from "../../db/database";
import { menuCategories } from "../../db/schema/menu-categories";
import { printJobs, twinPrinterTickets } from "../../db/schema/print-jobs";
import { printers } from "../../db/schema/printers";
import { restaurants } from "../../db/schema/restaurants";

/** SQL for printers themselves (docs/printing.md); their jobs are in print-jobs.repository. */
export type PrinterRow = typeof printers.$inferSelect;
export type NewPrinterRow = typeof printers.$inferInsert;

export function listPrinterRows(db: Database, restaurantId: string): Promise<PrinterRow[]> {
  return db
    .select()
    .from(printers)
    .where(eq(printers.restaurantId, restaurantId))
    .orderBy(asc(printers.createdAt), asc(printers.name));
}

/**
 * One of the restaurant's printers; with `kitchenOf(id)` for the restaurant, one of its
 * kitchen's (a brand prints on its location's, docs/brands.md).
 */
export async function findPrinter(
  db: Database,
  restaurantId: string | SQL,
  id: string,
): Promise<PrinterRow | null> {
  const [row] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.restaurantId, restaurantId), eq(printers.id, id)));
  return row ?? null;
}

/** A printer by its id alone: a printer's own call, before its secret is checked. */
export async function findPrinterById(db: Database, id: string): Promise<PrinterRow | null> {
  const [row] = await db.select().from(printers).where(eq(printers.id, id));
  return row ?? null;
}

export async function countPrinters(db: Database, restaurantId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(printers)
    .where(eq(printers.restaurantId, restaurantId));
  return row?.count ?? 0;
}

export async function insertPrinter(db: Database, row: NewPrinterRow): Promise<PrinterRow> {
  const [inserted] = await db.insert(printers).values(row).returning();
  if (!inserted) throw new Error("printer insert returned no row");
  return inserted;
}

export async function updatePrinter(
  db: Database,
  restaurantId: string,
  id: string,
  fields: Partial<NewPrinterRow>,
): Promise<PrinterRow | null> {
  const [row] = await db
    .update(printers)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(printers.restaurantId, restaurantId), eq(printers.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePrinter(
  db: Database,
  restaurantId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(printers)
    .where(and(eq(printers.restaurantId, restaurantId), eq(printers.id, id)))
    .returning({ id: printers.id });
  return rows.length > 0;
}

/** Per printer: jobs still to print, and those older than the backlog limit waiting for staff. */
export async function countOpenJobs(
  db: Database,
  restaurantId: string,
  now: Date,
): Promise<Map<string, { queued: number; waiting: number }>> {
  const rows = await db
    .select({
      printerId: printJobs.printerId,
      queued: sql<number>`count(*)::int`,
      waiting: sql<number>`(count(*) filter (where ${printJobs.releasedAt} is null and ${printJobs.createdAt} < ${now}::timestamptz - make_interval(mins => ${restaurants.printBacklogMinutes})))::int`,
    })
    .from(printJobs)
    .innerJoin(restaurants, eq(restaurants.id, printJobs.restaurantId))
    .where(
      and(
        eq(printJobs.restaurantId, restaurantId),
        sql`${printJobs.doneAt} is null and ${printJobs.dismissedAt} is null`,
      ),
    )
    .groupBy(printJobs.printerId);
  return new Map(rows.map((row) => [row.printerId, row]));
}

/** The stations the menu's categories are routed to. */
export async function listCategoryStations(db: Database, restaurantId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ station: menuCategories.station })
    .from(menuCategories)
    .where(eq(menuCategories.restaurantId, restaurantId));
  return rows.map((row) => row.station);
}

/** Calls seen since the last write, in one statement however many printers called. */
export async function writeSeen(
  db: Database,
  seen: ReadonlyArray<{ id: string; seenAt: Date; condition: PrinterCondition | null }>,
): Promise<void> {
  if (seen.length === 0) return;
  // One JSON parameter, however many printers: a statement of thousands of rows is built
  // and sent without a parameter per value.
  const rows = seen.map((printer) => ({
    id: printer.id,
    at: printer.seenAt.toISOString(),
    condition: printer.condition,
  }));
  await db.execute(sql`
    update printers set
      last_seen_at = greatest(printers.last_seen_at, seen.at),
      condition = coalesce(seen.condition, printers.condition),
      offline_since = null
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as seen(id uuid, at timestamptz, condition jsonb)
    where printers.id = seen.id`);
}

/**
 * Printers silent since `before` marked offline, once: their restaurants' dashboards and
 * their backups must hear of it.
 */
export function markOffline(
  db: Database,
  before: Date,
  now: Date,
): Promise<Array<{ id: string; restaurantId: string; backupPrinterId: string | null }>> {
  return db
    .update(printers)
    .set({ offlineSince: now })
    .where(
      and(
        sql`${printers.offlineSince} is null`,
        isNotNull(printers.lastSeenAt),
        lt(printers.lastSeenAt, before),
      ),
    )
    .returning({
      id: printers.id,
      restaurantId: printers.restaurantId,
      backupPrinterId: printers.backupPrinterId,
    });
}

/** The printers that back these up. */
export async function backupsOf(db: Database, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ backup: printers.backupPrinterId })
    .from(printers)
    .where(and(inArray(printers.id, [...ids]), isNotNull(printers.backupPrinterId)));
  return rows.flatMap((row) => (row.backup ? [row.backup] : []));
}

export const TWIN_TICKETS_KEPT = 20;

export async function addTwinTicket(db: Database, printerId: string, text: string, at: Date) {
  await db.insert(twinPrinterTickets).values({ printerId, text, at });
  await db.execute(sql`
    delete from twin_printer_tickets where printer_id = ${printerId} and id not in (
      select id from twin_printer_tickets where printer_id = ${printerId}
      order by at desc limit ${TWIN_TICKETS_KEPT})`);
}

export function listTwinTickets(db: Database, printerId: string) {
  return db
    .select({ at: twinPrinterTickets.at, text: twinPrinterTickets.text })
    .from(twinPrinterTickets)
    .where(eq(twinPrinterTickets.printerId, printerId))
    .orderBy(sql`${twinPrinterTickets.at} desc`)
    .limit(TWIN_TICKETS_KEPT);
}
