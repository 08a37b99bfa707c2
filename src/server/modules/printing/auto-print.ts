import { and, eq, inArray, sql } from "drizzle-orm";
import type { AutoPrintTrigger, TicketLayout } from "../../../domain/printing";
import { stationItems, stationMapOf } from "../../../domain/station-routing";
import type { Database } from "../../db/database";
import { menuCategories } from "../../db/schema/menu-categories";
import { menuItems } from "../../db/schema/menu-items";
import { orders } from "../../db/schema/orders";
import { printers } from "../../db/schema/printers";
import type { EventBus } from "../../events/event-bus";
import { kitchenOf } from "../locations/works-at";
import { fromOrderRow, type OrderRow } from "../orders/order-row";
import { announceJobs } from "./announce-jobs";
import { insertJobs, type NewPrintJobRow } from "./print-jobs.repository";
import type { PrinterRow } from "./printers.repository";

/**
 * Auto-print (docs/printing.md): what each printer prints by itself is made into jobs from
 * the order's own history, not from the moment it happened, so nothing depends on a
 * notification arriving: an order event (to New: "new"; to Preparing: "accepted"; to
 * Cancelled from the kitchen's statuses: "cancelled") or a platform's update ("updated")
 * becomes one job per printer that prints it, named by its cause so it is made once
 * however many instances, rounds and restarts look. A printer prints only what happened
 * since it was added; a station's printer only orders with items routed to it.
 */
type Candidate = {
  orderId: string;
  trigger: AutoPrintTrigger;
  cause: string;
  at: Date;
  changes: string[] | null;
};

/** Makes the jobs due for this restaurant since `since`; returns the printers told of work. */
export async function makeAutoPrintJobs({
  db,
  bus,
  restaurantId,
  since,
}: {
  db: Database;
  bus: EventBus;
  restaurantId: string;
  since: Date;
}): Promise<string[]> {
  const printerRows = await autoPrinters(db, restaurantId);
  // Printers and their jobs belong to the kitchen; the orders may be a brand's cooked there.
  const kitchenId = printerRows[0]?.restaurantId;
  if (!kitchenId) return [];
  const earliest = new Date(
    Math.max(since.getTime(), Math.min(...printerRows.map((row) => row.createdAt.getTime()))),
  );
  const candidates = await findCandidates(db, { restaurantId, kitchenId }, earliest);
  if (candidates.length === 0) return [];
  const orderRows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        inArray(orders.id, [...new Set(candidates.map((candidate) => candidate.orderId))]),
      ),
    );
  const byId = new Map(orderRows.map((row) => [row.id, row]));
  const stations = await stationsByItemName(db, restaurantId);

  const jobs: NewPrintJobRow[] = [];
  for (const candidate of candidates) {
    const order = byId.get(candidate.orderId);
    if (!order) continue;
    for (const printer of printerRows) {
      if (candidate.at < printer.createdAt) continue;
      jobs.push(...jobsFor(printer, candidate, order, stations));
    }
  }
  return db.transaction(async (tx) => announceJobs(tx, bus, kitchenId, await insertJobs(tx, jobs)));
}

function jobsFor(
  printer: PrinterRow,
  candidate: Candidate,
  order: OrderRow,
  stations: Map<string, string>,
): NewPrintJobRow[] {
  const items = fromOrderRow(order).items;
  if (stationItems(items, printer.station, stations).length === 0) return [];
  const job = (layout: TicketLayout, cause: string): NewPrintJobRow => ({
    restaurantId: printer.restaurantId,
    printerId: printer.id,
    orderId: order.id,
    kind: candidate.trigger,
    layout,
    cause,
    changes: candidate.changes,
    createdAt: candidate.at,
  });
  const made: NewPrintJobRow[] = [];
  if (printer.autoPrint.includes(candidate.trigger)) made.push(job("kitchen", candidate.cause));
  // The customer's receipt comes once per order, with its first ticket.
  const isArrival = candidate.trigger === "new" || candidate.trigger === "accepted";
  if (printer.printsReceipt && isArrival && made.length > 0)
    made.push(job("receipt", `receipt:${order.id}`));
  return made;
}

/** Each menu item's station, by its name as orders carry it. */
export async function stationsByItemName(
  db: Database,
  restaurantId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: menuItems.name, station: menuCategories.station })
    .from(menuItems)
    .innerJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(eq(menuCategories.restaurantId, restaurantId));
  return stationMapOf(rows);
}

/** The printers of the restaurant's kitchen (docs/brands.md) that print by themselves. */
function autoPrinters(db: Database, restaurantId: string): Promise<PrinterRow[]> {
  return db
    .select()
    .from(printers)
    .where(
      and(
        eq(printers.restaurantId, kitchenOf(restaurantId)),
        sql`jsonb_array_length(${printers.autoPrint}) > 0`,
      ),
    );
}

/**
 * Order events and updates since `since` that no printer has a job for yet. An event's jobs
 * are inserted in one statement, so one job for its cause means all were made.
 */
async function findCandidates(
  db: Database,
  { restaurantId, kitchenId }: { restaurantId: string; kitchenId: string },
  since: Date,
): Promise<Candidate[]> {
  const result = await db.execute(sql`
    select e.order_id as "orderId",
      case e.to_status when 'new' then 'new' when 'preparing' then 'accepted' else 'cancelled' end as "trigger",
      'event:' || e.id as "cause", e.at, null::jsonb as "changes"
    from order_events e
    where e.restaurant_id = ${restaurantId}::uuid and e.at >= ${since.toISOString()}::timestamptz
      and e.undone_at is null and e.corrects_event_id is null
      and (e.to_status in ('new', 'preparing')
        or (e.to_status = 'cancelled' and e.from_status in ('new', 'preparing', 'ready')))
      and not exists (select 1 from print_jobs j
        where j.restaurant_id = ${kitchenId}::uuid and j.cause = 'event:' || e.id)
    union all
    select o.id, 'updated', 'update:' || o.id || ':' || (o.last_update->>'at'),
      (o.last_update->>'at')::timestamptz, o.last_update->'changes'
    from orders o
    where o.restaurant_id = ${restaurantId}::uuid and o.last_update is not null
      and o.status in ('new', 'preparing', 'ready')
      and (o.last_update->>'at')::timestamptz >= ${since.toISOString()}::timestamptz
      and not exists (select 1 from print_jobs j
        where j.restaurant_id = ${kitchenId}::uuid
          and j.cause = 'update:' || o.id || ':' || (o.last_update->>'at'))
    order by 4`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((row) => ({
    orderId: row.orderId as string,
    trigger: row.trigger as AutoPrintTrigger,
    cause: row.cause as string,
    at: new Date(row.at as string),
    changes: (row.changes as string[] | null) ?? null,
  }));
}
