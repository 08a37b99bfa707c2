import { and, eq, sql } from "drizzle-orm";
import type { PaperWidth } from "../../../domain/printing";
import { stationItems, stationMapOf } from "../../../domain/station-routing";
import { buildKitchenTicket } from "../../../domain/tickets/kitchen-ticket-document";
import { buildReceipt } from "../../../domain/tickets/receipt-document";
import type { TicketDocument } from "../../../domain/tickets/ticket-document";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import { restaurants } from "../../db/schema/restaurants";
import { fromOrderRow } from "../orders/order-row";
import type { PrintJobRow } from "./print-jobs.repository";

/**
 * A job as a document, from the order as it stands: the kitchen ticket of the station of
 * the printer it was made for (a backup prints it as that printer's, saying so), or the
 * receipt. `reprint`: it may have printed before (a delivery not confirmed), or staff asked
 * for it again.
 */
export async function jobDocument(
  db: Database,
  job: PrintJobRow,
  { deliveredTo, now }: { deliveredTo: string; now: Date },
): Promise<{ document: TicketDocument; paperWidth: PaperWidth }> {
  // One round trip: the order, its restaurant, the printers concerned and, for a kitchen
  // ticket, where each menu item is made.
  const wanted = [job.printerId, deliveredTo];
  const [row] = await db
    .select({
      order: orders,
      timezone: restaurants.timezone,
      restaurantName: restaurants.name,
      printers: sql<Array<{ id: string; name: string; station: string; paper: number }>>`(
        select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name,
          'station', p.station, 'paper', p.paper_width)), '[]'::json)
        from printers p where p.restaurant_id = ${job.restaurantId}::uuid
          and p.id in (${sql.join(
            wanted.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}))`,
      menuStations: sql<Array<{ name: string; station: string }>>`(
        select coalesce(json_agg(json_build_object('name', i.name, 'station', c.station)), '[]'::json)
        from menu_items i join menu_categories c on c.id = i.category_id
        where c.restaurant_id = ${job.restaurantId}::uuid and ${job.layout === "kitchen"}::boolean)`,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.id, job.orderId), eq(orders.restaurantId, job.restaurantId)));
  if (!row) throw new Error(`order ${job.orderId} of job ${job.id} not found`);
  const madeFor = row.printers.find((printer) => printer.id === job.printerId);
  const printing = row.printers.find((printer) => printer.id === deliveredTo) ?? madeFor;
  if (!madeFor || !printing) throw new Error(`printer of job ${job.id} not found`);

  const order = fromOrderRow(row.order);
  const reprint = job.reprint || job.deliveries > 0;
  const paperWidth = printing.paper as PaperWidth;
  if (job.layout === "receipt") {
    const document = buildReceipt({
      order,
      restaurantName: row.restaurantName,
      timeZone: row.timezone,
      printedAt: now,
      reprint,
    });
    return { document, paperWidth };
  }
  const stations = stationMapOf(row.menuStations);
  const document = buildKitchenTicket({
    order,
    station: madeFor.station,
    items: stationItems(order.items, madeFor.station, stations),
    kind: job.kind,
    reprint,
    changes: job.changes ?? undefined,
    timeZone: row.timezone,
    printedAt: now,
    ...(printing.id !== madeFor.id && { backupFor: madeFor.name }),
  });
  return { document, paperWidth };
}
