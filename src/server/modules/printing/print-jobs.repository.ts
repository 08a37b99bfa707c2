import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowFromJson } from "../../db/row-from-json";
import { orders } from "../../db/schema/orders";
import { printJobs } from "../../db/schema/print-jobs";
import { kitchenPlaces } from "../locations/works-at";
import type { OrderRow } from "../orders/order-row";

/** SQL for print jobs (docs/printing.md): made once per cause, done only when confirmed. */
export type PrintJobRow = typeof printJobs.$inferSelect;
export type NewPrintJobRow = typeof printJobs.$inferInsert;

/** A job just made, with the backup that prints it meanwhile if its printer is offline. */
export type MadeJobRow = PrintJobRow & { offlineBackupId: string | null };

/** Inserts the jobs not made yet (a cause is made once per printer); returns those made. */
export async function insertJobs(
  db: Database,
  rows: readonly NewPrintJobRow[],
): Promise<MadeJobRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(printJobs)
    .values([...rows])
    .onConflictDoNothing()
    .returning({
      ...getTableColumns(printJobs),
      offlineBackupId: sql<string | null>`(select p.backup_printer_id from printers p
        where p.id = ${printJobs.printerId} and p.offline_since is not null)`,
    });
}

/**
 * The jobs a printer may print now, oldest first: its own, and those of printers it backs up
 * that are offline; not done, not dismissed, and either younger than the restaurant's
 * backlog limit or released by staff.
 */
function offeredTo(printerId: string, now: Date) {
  // The printers whose jobs it may print, as a list: each is then read by the index on
  // (printer, time) of open jobs, never by a scan of every printer's.
  return sql`
    j.done_at is null and j.dismissed_at is null
    and j.printer_id in (select ${printerId}::uuid union all
      select backed.id from printers backed
      where backed.backup_printer_id = ${printerId}::uuid and backed.offline_since is not null)
    and (j.released_at is not null or j.created_at >= ${now.toISOString()}::timestamptz - make_interval(mins => r.print_backlog_minutes))`;
}

const JOB_COLUMNS_OF = (alias: string) => `${alias}.id, ${alias}.restaurant_id as "restaurantId",
  ${alias}.printer_id as "printerId", ${alias}.order_id as "orderId", ${alias}.kind,
  ${alias}.layout, ${alias}.cause, ${alias}.changes, ${alias}.reprint,
  ${alias}.created_at as "createdAt", ${alias}.deliveries, ${alias}.last_fetched_at as "lastFetchedAt",
  ${alias}.fetched_by as "fetchedBy", ${alias}.done_at as "doneAt", ${alias}.result,
  ${alias}.released_at as "releasedAt", ${alias}.dismissed_at as "dismissedAt"`;
const JOB_COLUMNS = sql.raw(JOB_COLUMNS_OF("j"));

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

function toJob(row: Record<string, unknown>): PrintJobRow {
  const date = (value: unknown) => (value == null ? null : new Date(value as string));
  return {
    ...(row as PrintJobRow),
    createdAt: date(row.createdAt) as Date,
    lastFetchedAt: date(row.lastFetchedAt),
    doneAt: date(row.doneAt),
    releasedAt: date(row.releasedAt),
    dismissedAt: date(row.dismissedAt),
  };
}

export async function nextJobFor(
  db: Database,
  printerId: string,
  now: Date,
): Promise<PrintJobRow | null> {
  const result = await db.execute(sql`
    select ${JOB_COLUMNS} from print_jobs j
    join restaurants r on r.id = j.restaurant_id
    where ${offeredTo(printerId, now)}
    order by j.created_at, j.id limit 1`);
  const [row] = rowsOf(result);
  return row ? toJob(row) : null;
}

/**
 * What a handed-out job is printed from: the order as it stands and who prints it. A job
 * belongs to its printer's location; its order may be of a brand cooked there.
 */
export type JobContext = {
  order: OrderRow;
  timezone: string;
  /** The name the order is sold under: its brand's, or its location's own. */
  restaurantName: string;
  /** The same, where the kitchen runs more than one brand (docs/brands.md); else null. */
  brandName: string | null;
  /** The printer the job was made for and the one it was handed to (the same, or a backup). */
  printers: Array<{ id: string; name: string; station: string; paper: number }>;
  /** Each menu item's station, for a kitchen ticket; none for a receipt. */
  menuStations: Array<{ name: string; station: string }>;
};

/**
 * Hands a job out: the named one (the token of the printer's poll) if it is still offered
 * to this printer, or its next when none is named, with what it is printed from, in one
 * statement. Counts the delivery; `deliveries` in the answer is the count before this one,
 * so more than zero means it may have printed already.
 */
export async function handOutJob(
  db: Database,
  { printerId, jobId, now }: { printerId: string; jobId: string | null; now: Date },
): Promise<{ job: PrintJobRow; context: JobContext } | null> {
  const chosen = jobId ? sql`and j.id = ${jobId}::uuid` : sql``;
  const result = await db.execute(sql`
    with chosen as (
      select j.id from print_jobs j
      join restaurants r on r.id = j.restaurant_id
      where ${offeredTo(printerId, now)} ${chosen}
      order by j.created_at, j.id limit 1
      for update of j
    ), handed as (
      update print_jobs j set deliveries = j.deliveries + 1, last_fetched_at = ${now.toISOString()}::timestamptz,
        fetched_by = ${printerId}::uuid
      from chosen where j.id = chosen.id
      returning ${JOB_COLUMNS}
    )
    select handed.*, row_to_json(o) as "order", r.timezone, r.name as "restaurantName",
      case when r.kitchen_id is not null
        or exists (select 1 from restaurants b where b.kitchen_id = r.id) then r.name end
        as "brandName",
      (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name,
          'station', p.station, 'paper', p.paper_width)), '[]'::json)
        from printers p where p.restaurant_id = handed."restaurantId"
          and p.id in (handed."printerId", ${printerId}::uuid)) as printers,
      (select coalesce(json_agg(json_build_object('name', i.name, 'station', c.station)), '[]'::json)
        from menu_items i join menu_categories c on c.id = i.category_id
        where c.restaurant_id = o.restaurant_id and handed.layout = 'kitchen') as "menuStations"
    from handed
    join orders o on o.id = handed."orderId"
      and o.restaurant_id in ${kitchenPlaces(sql`handed."restaurantId"`)}
    join restaurants r on r.id = o.restaurant_id`);
  const [row] = rowsOf(result);
  if (!row) return null;
  const { order, timezone, restaurantName, brandName, printers, menuStations, ...columns } = row;
  const job = toJob(columns);
  return {
    job: { ...job, deliveries: job.deliveries - 1 },
    context: {
      order: rowFromJson(orders, order as Record<string, unknown>),
      timezone: timezone as string,
      restaurantName: restaurantName as string,
      brandName: (brandName as string | null) ?? null,
      printers: printers as JobContext["printers"],
      menuStations: menuStations as JobContext["menuStations"],
    },
  };
}

/**
 * The printer's word on a job it fetched: the named one, or (a printer that sends no token)
 * the one it fetched last. `done` ends it; otherwise the result is kept and it is handed out
 * again, as a REPRINT. Returns the job's id, or null when there was none open, and whether
 * the printer has another job to print now, read in the same statement so that its next
 * call need not look.
 */
export async function settleJob(
  db: Database,
  {
    printerId,
    jobId,
    result,
    done,
    now,
  }: { printerId: string; jobId: string | null; result: string; done: boolean; now: Date },
): Promise<{ jobId: string; hasMoreWork: boolean } | null> {
  const target = jobId
    ? sql`settled.id = ${jobId}::uuid and settled.fetched_by = ${printerId}::uuid`
    : sql`settled.id = (select id from print_jobs where fetched_by = ${printerId}::uuid
        and done_at is null order by last_fetched_at desc nulls last limit 1)`;
  // The statement's snapshot still shows the settled job open, hence `j.id <> settled.id`;
  // a job kept for another try (not done) is more work by itself.
  const answer = await db.execute(sql`
    update print_jobs settled set result = ${result.slice(0, 100)}
      ${done ? sql`, done_at = ${now.toISOString()}::timestamptz` : sql``}
    where ${target} and settled.done_at is null
    returning settled.id,
      ${done ? sql`false` : sql`true`} or exists (select 1 from print_jobs j
        join restaurants r on r.id = j.restaurant_id
        where ${offeredTo(printerId, now)} and j.id <> settled.id) as "hasMoreWork"`);
  const [row] = rowsOf(answer);
  if (!row) return null;
  return { jobId: row.id as string, hasMoreWork: row.hasMoreWork === true };
}

/** Print all (released now, whatever their age) or Dismiss what waited past the limit. */
export async function settleBacklog(
  db: Database,
  {
    restaurantId,
    printerId,
    action,
    now,
  }: { restaurantId: string; printerId: string; action: "print" | "dismiss"; now: Date },
): Promise<number> {
  const result = await db.execute(sql`
    update print_jobs j set ${action === "print" ? sql`released_at` : sql`dismissed_at`} = ${now.toISOString()}::timestamptz
    from restaurants r
    where r.id = j.restaurant_id and j.restaurant_id = ${restaurantId}::uuid
      and j.printer_id = ${printerId}::uuid
      and j.done_at is null and j.dismissed_at is null and j.released_at is null
      and j.created_at < ${now.toISOString()}::timestamptz - make_interval(mins => r.print_backlog_minutes)
    returning j.id`);
  return rowsOf(result).length;
}

/** Whether this order has been printed with this layout before, on any printer. */
export async function wasPrinted(
  db: Database,
  orderId: string,
  layout: PrintJobRow["layout"],
): Promise<boolean> {
  const [row] = await db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.orderId, orderId),
        eq(printJobs.layout, layout),
        sql`(${printJobs.doneAt} is not null or ${printJobs.deliveries} > 0)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Restaurants with a printer that prints something by itself: locations, and the brands
 * cooked in their kitchens.
 */
export async function listAutoPrintRestaurants(db: Database): Promise<string[]> {
  const result = await db.execute(
    // From the few printers that print by themselves, not from every restaurant.
    sql`with kitchens as (select distinct restaurant_id as id from printers
        where jsonb_array_length(auto_print) > 0)
      select id from kitchens
      union select r.id from restaurants r join kitchens k on r.kitchen_id = k.id`,
  );
  return rowsOf(result).map((row) => row.id as string);
}
