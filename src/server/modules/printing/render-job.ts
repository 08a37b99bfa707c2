import { and, eq } from "drizzle-orm";
import type { PaperWidth } from "../../../domain/printing";
import { buildKitchenTicket } from "../../../domain/tickets/kitchen-ticket-document";
import { buildReceipt } from "../../../domain/tickets/receipt-document";
import type { TicketDocument } from "../../../domain/tickets/ticket-document";
import type { Database } from "../../db/database";
import { orders } from "../../db/schema/orders";
import { printers } from "../../db/schema/printers";
import { restaurants } from "../../db/schema/restaurants";
import { fromOrderRow } from "../orders/order-row";
import { stationItems, stationsByItemName } from "./auto-print";
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
  const [row] = await db
    .select({
      order: orders,
      timezone: restaurants.timezone,
      restaurantName: restaurants.name,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.id, job.orderId), eq(orders.restaurantId, job.restaurantId)));
  if (!row) throw new Error(`order ${job.orderId} of job ${job.id} not found`);
  const owners = await db
    .select({
      id: printers.id,
      name: printers.name,
      station: printers.station,
      paper: printers.paperWidth,
    })
    .from(printers)
    .where(eq(printers.restaurantId, job.restaurantId));
  const madeFor = owners.find((printer) => printer.id === job.printerId);
  const printing = owners.find((printer) => printer.id === deliveredTo) ?? madeFor;
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
  const stations = await stationsByItemName(db, job.restaurantId);
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
