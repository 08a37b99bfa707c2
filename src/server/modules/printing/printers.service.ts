import { randomUUID } from "node:crypto";
import type {
  PrinterFields,
  PrinterSetup,
  PrintersView,
  PrinterView,
  TwinTicket,
} from "../../../domain/api/printers";
import { isUuid } from "../../../domain/ids";
import {
  BUILT_IN_STATIONS,
  type PaperWidth,
  PRINTER_OFFLINE_AFTER_MS,
  type TicketLayout,
} from "../../../domain/printing";
import { stationItems } from "../../../domain/station-routing";
import type { Database } from "../../db/database";
import { badRequest, conflict, notFound } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import type { SecretsBox } from "../../lib/secrets-box";
import { createToken, hashToken } from "../../lib/tokens";
import { kitchenOf } from "../locations/works-at";
import { fromOrderRow } from "../orders/order-row";
import { findOrderById } from "../orders/orders.repository";
import {
  findPrintBacklogMinutes,
  updatePrintBacklogMinutes,
} from "../restaurants/restaurant-settings.repository";
import { announceJobs } from "./announce-jobs";
import { stationsByItemName } from "./auto-print";
import { insertJobs, settleBacklog, wasPrinted } from "./print-jobs.repository";
import { publishPrintersChanged } from "./printer-events";
import { printerSetupSteps, printerUrl } from "./printer-setup";
import * as repo from "./printers.repository";

/** Staff's side of printers (docs/printing.md): add, change, remove, prompt, print by hand. */
export type PrintersScope = {
  db: Database;
  bus: EventBus;
  box: SecretsBox;
  restaurantId: string;
  origin: string;
  now: Date;
};

export const PRINTER_LIMIT = 20;
/** A printer's own settings changed: every instance reads it again. */
const SETTINGS = { isPrinterChange: true } as const;

export const PRINTER_MESSAGES = {
  notFound: "That printer is not one of yours",
  full: `A restaurant can have at most ${PRINTER_LIMIT} printers`,
  backupSelf: "A printer cannot be its own backup",
  backupUnknown: "Choose a backup printer from the list",
  orderNotFound: "Order not found",
  nothingForStation: "This order has nothing for that printer's station",
} as const;

async function readBacklogMinutes(db: Database, restaurantId: string): Promise<number> {
  const minutes = await findPrintBacklogMinutes(db, restaurantId);
  if (minutes === null) throw notFound("Restaurant not found");
  return minutes;
}

export async function listPrinters(scope: PrintersScope): Promise<PrintersView> {
  const { db, restaurantId, now } = scope;
  const [rows, counts, backlogMinutes, categoryStations] = await Promise.all([
    repo.listPrinterRows(db, restaurantId),
    repo.countOpenJobs(db, restaurantId, now),
    readBacklogMinutes(db, restaurantId),
    repo.listCategoryStations(db, restaurantId),
  ]);
  const stations = new Set<string>(BUILT_IN_STATIONS);
  for (const station of [...categoryStations, ...rows.map((row) => row.station)])
    stations.add(station);
  return {
    printers: rows.map((row) => toView(row, scope, counts.get(row.id))),
    stations: [...stations],
    backlogMinutes,
  };
}

function toView(
  row: repo.PrinterRow,
  { origin, now }: Pick<PrintersScope, "origin" | "now">,
  counts?: { queued: number; waiting: number },
): PrinterView {
  const online =
    row.lastSeenAt !== null &&
    row.offlineSince === null &&
    now.getTime() - row.lastSeenAt.getTime() < PRINTER_OFFLINE_AFTER_MS;
  return {
    id: row.id,
    name: row.name,
    station: row.station,
    protocol: row.protocol,
    paperWidth: row.paperWidth as PaperWidth,
    autoPrint: row.autoPrint,
    printsReceipt: row.printsReceipt,
    backupPrinterId: row.backupPrinterId,
    maskedUrl: printerUrl(origin, row, "••••••••"),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    online,
    condition: row.condition,
    waitingCount: counts?.waiting ?? 0,
    queuedCount: counts?.queued ?? 0,
    isTwin: row.isTwin,
  };
}

export async function addPrinter(
  scope: PrintersScope,
  fields: PrinterFields,
  { isTwin = false }: { isTwin?: boolean } = {},
): Promise<{ printer: PrinterView; setup: PrinterSetup }> {
  const { db, box, restaurantId } = scope;
  if ((await repo.countPrinters(db, restaurantId)) >= PRINTER_LIMIT)
    throw conflict(PRINTER_MESSAGES.full, "PRINTERS_FULL");
  await checkBackup(scope, null, fields.backupPrinterId);
  const secret = createToken(24);
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertPrinter(tx, {
      ...fields,
      restaurantId,
      isTwin,
      secretHash: hashToken(secret),
      secretSealed: box.seal({ key: secret }),
    });
    await publishPrintersChanged(scope.bus, tx, restaurantId, [inserted.id], SETTINGS);
    return inserted;
  });
  return { printer: toView(row, scope), setup: setupOf(scope, row, secret) };
}

export async function changePrinter(
  scope: PrintersScope,
  id: string,
  fields: Partial<PrinterFields>,
): Promise<PrinterView> {
  await requirePrinter(scope, id);
  if (fields.backupPrinterId !== undefined) await checkBackup(scope, id, fields.backupPrinterId);
  const row = await scope.db.transaction(async (tx) => {
    const updated = await repo.updatePrinter(tx, scope.restaurantId, id, fields);
    await publishPrintersChanged(scope.bus, tx, scope.restaurantId, [id], SETTINGS);
    return updated;
  });
  if (!row) throw notFound(PRINTER_MESSAGES.notFound, "PRINTER_NOT_FOUND");
  return toView(row, scope);
}

export async function removePrinter(scope: PrintersScope, id: string): Promise<void> {
  await scope.db.transaction(async (tx) => {
    if (!isUuid(id) || !(await repo.deletePrinter(tx, scope.restaurantId, id)))
      throw notFound(PRINTER_MESSAGES.notFound, "PRINTER_NOT_FOUND");
    await publishPrintersChanged(scope.bus, tx, scope.restaurantId, [id], SETTINGS);
  });
}

export async function printerSetup(scope: PrintersScope, id: string): Promise<PrinterSetup> {
  const row = await requirePrinter(scope, id);
  return setupOf(scope, row, scope.box.open(row.secretSealed).key ?? "");
}

function setupOf(scope: PrintersScope, row: repo.PrinterRow, secret: string): PrinterSetup {
  return { url: printerUrl(scope.origin, row, secret), steps: printerSetupSteps(row.protocol) };
}

/** Print all or Dismiss the jobs that waited past the backlog limit. */
export async function settlePrinterBacklog(
  scope: PrintersScope,
  id: string,
  action: "print" | "dismiss",
): Promise<{ count: number }> {
  await requirePrinter(scope, id);
  return scope.db.transaction(async (tx) => {
    const count = await settleBacklog(tx, {
      restaurantId: scope.restaurantId,
      printerId: id,
      action,
      now: scope.now,
    });
    await publishPrintersChanged(scope.bus, tx, scope.restaurantId, [id]);
    return { count };
  });
}

/**
 * Staff press Print for one order on one printer: a job of its own, REPRINT when the order
 * has come out of any printer in this layout before. A brand's order prints on its
 * kitchen's printers (docs/brands.md), and the job is the kitchen's.
 */
export async function printOrder(
  scope: PrintersScope,
  orderId: string,
  { printerId, layout }: { printerId: string; layout: TicketLayout },
): Promise<{ reprint: boolean }> {
  const printer = isUuid(printerId)
    ? await repo.findPrinter(scope.db, kitchenOf(scope.restaurantId), printerId)
    : null;
  if (!printer) throw notFound(PRINTER_MESSAGES.notFound, "PRINTER_NOT_FOUND");
  const row = isUuid(orderId) ? await findOrderById(scope.db, scope.restaurantId, orderId) : null;
  if (!row) throw notFound(PRINTER_MESSAGES.orderNotFound, "ORDER_NOT_FOUND");
  const order = fromOrderRow(row);
  if (layout === "kitchen") {
    const stations = await stationsByItemName(scope.db, scope.restaurantId);
    if (stationItems(order.items, printer.station, stations).length === 0)
      throw conflict(PRINTER_MESSAGES.nothingForStation, "NOTHING_FOR_STATION");
  }
  const reprint = await wasPrinted(scope.db, order.id, layout);
  await scope.db.transaction(async (tx) => {
    const made = await insertJobs(tx, [
      {
        restaurantId: printer.restaurantId,
        printerId,
        orderId: order.id,
        kind: "manual",
        layout,
        cause: `manual:${randomUUID()}`,
        reprint,
        createdAt: scope.now,
        // Asked for now: printed even if the printer catches up on an old backlog first.
        releasedAt: scope.now,
      },
    ]);
    await announceJobs(tx, scope.bus, printer.restaurantId, made);
  });
  return { reprint };
}

export async function twinTickets(scope: PrintersScope, id: string): Promise<TwinTicket[]> {
  await requirePrinter(scope, id);
  const rows = await repo.listTwinTickets(scope.db, id);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    text: row.text,
    reprint: /\bREPRINT\b/.test(row.text),
  }));
}

export async function setBacklogMinutes(scope: PrintersScope, minutes: number): Promise<void> {
  await updatePrintBacklogMinutes(scope.db, scope.restaurantId, minutes);
}

async function requirePrinter(scope: PrintersScope, id: string): Promise<repo.PrinterRow> {
  const row = isUuid(id) ? await repo.findPrinter(scope.db, scope.restaurantId, id) : null;
  if (!row) throw notFound(PRINTER_MESSAGES.notFound, "PRINTER_NOT_FOUND");
  return row;
}

async function checkBackup(scope: PrintersScope, id: string | null, backupId: string | null) {
  if (backupId === null) return;
  if (backupId === id) throw conflict(PRINTER_MESSAGES.backupSelf, "BACKUP_SELF");
  if (!(await repo.findPrinter(scope.db, scope.restaurantId, backupId)))
    throw badRequest(PRINTER_MESSAGES.backupUnknown, "BACKUP_UNKNOWN");
}
