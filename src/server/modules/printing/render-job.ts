import type { PaperWidth } from "../../../domain/printing";
import { stationItems, stationMapOf } from "../../../domain/station-routing";
import { buildKitchenTicket } from "../../../domain/tickets/kitchen-ticket-document";
import { buildReceipt } from "../../../domain/tickets/receipt-document";
import type { TicketDocument } from "../../../domain/tickets/ticket-document";
import { fromOrderRow } from "../orders/order-row";
import type { JobContext, PrintJobRow } from "./print-jobs.repository";

/**
 * A job as a document, from the order as it stood when it was handed out: the kitchen
 * ticket of the station of the printer it was made for (a backup prints it as that
 * printer's, saying so), or the receipt. `reprint`: it may have printed before (a delivery
 * not confirmed), or staff asked for it again.
 */
export function renderJob(
  job: PrintJobRow,
  context: JobContext,
  { deliveredTo, now }: { deliveredTo: string; now: Date },
): { document: TicketDocument; paperWidth: PaperWidth } {
  const madeFor = context.printers.find((printer) => printer.id === job.printerId);
  const printing = context.printers.find((printer) => printer.id === deliveredTo) ?? madeFor;
  if (!madeFor || !printing) throw new Error(`printer of job ${job.id} not found`);

  const order = fromOrderRow(context.order);
  const reprint = job.reprint || job.deliveries > 0;
  const paperWidth = printing.paper as PaperWidth;
  if (job.layout === "receipt") {
    const document = buildReceipt({
      order,
      restaurantName: context.restaurantName,
      timeZone: context.timezone,
      printedAt: now,
      reprint,
    });
    return { document, paperWidth };
  }
  const stations = stationMapOf(context.menuStations);
  const document = buildKitchenTicket({
    order,
    station: madeFor.station,
    items: stationItems(order.items, madeFor.station, stations),
    kind: job.kind,
    reprint,
    changes: job.changes ?? undefined,
    timeZone: context.timezone,
    printedAt: now,
    ...(printing.id !== madeFor.id && { backupFor: madeFor.name }),
    ...(context.brandName && { brand: context.brandName }),
  });
  return { document, paperWidth };
}
