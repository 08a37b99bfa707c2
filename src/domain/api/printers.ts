import { z } from "zod";
import {
  AUTO_PRINT_TRIGGERS,
  type AutoPrintTrigger,
  PAPER_WIDTHS,
  type PaperWidth,
  PRINT_BACKLOG_MINUTES_RANGE,
  PRINTER_PROTOCOLS,
  type PrinterCondition,
  type PrinterProtocol,
  STATION_NAME_MAX,
  TICKET_LAYOUTS,
} from "../printing";

/**
 * The printers API (docs/api.md, docs/printing.md): `GET/POST /api/printers`,
 * `PATCH/DELETE /api/printers/:id`, `GET /api/printers/:id/setup` (the address with its
 * secret), `POST /api/printers/:id/backlog` (print all or dismiss what waited),
 * `GET /api/printers/:id/tickets` (a twin printer's last tickets),
 * `POST /api/orders/:id/print` (print or reprint one order on one printer), and
 * `PUT /api/menu/categories/:id/station`.
 */

export const PRINTER_NAME_MESSAGE = "Printer name is required (at most 40 characters)";
export const STATION_MESSAGE = `Station is required (at most ${STATION_NAME_MAX} characters)`;
export const PROTOCOL_MESSAGE = "Choose Star CloudPRNT or Epson Server Direct Print";
export const PAPER_WIDTH_MESSAGE = "Paper width must be 58 or 80 mm";
export const BACKLOG_MINUTES_MESSAGE = `Minutes must be a whole number from ${PRINT_BACKLOG_MINUTES_RANGE.min} to ${PRINT_BACKLOG_MINUTES_RANGE.max}`;

export const stationSchema = z
  .string(STATION_MESSAGE)
  .trim()
  .min(1, STATION_MESSAGE)
  .max(STATION_NAME_MAX, STATION_MESSAGE)
  .transform((station) => station.toLowerCase());

/** A printer's fields as they are checked, before any default. */
const printerFields = {
  name: z
    .string(PRINTER_NAME_MESSAGE)
    .trim()
    .min(1, PRINTER_NAME_MESSAGE)
    .max(40, PRINTER_NAME_MESSAGE),
  station: stationSchema,
  protocol: z.enum(PRINTER_PROTOCOLS, PROTOCOL_MESSAGE),
  paperWidth: z.union(
    PAPER_WIDTHS.map((width) => z.literal(width)),
    PAPER_WIDTH_MESSAGE,
  ),
  /** What it prints by itself; none means it prints only when staff press Print. */
  autoPrint: z.array(z.enum(AUTO_PRINT_TRIGGERS)).max(AUTO_PRINT_TRIGGERS.length),
  /** Print the customer's receipt (with prices) with each order's first ticket. */
  printsReceipt: z.boolean(),
  /** Where its jobs go while it is offline; none keeps them waiting. */
  backupPrinterId: z.uuid("Choose a backup printer from the list").nullable(),
};

export const printerInputSchema = z.object({
  ...printerFields,
  autoPrint: printerFields.autoPrint.default([]),
  printsReceipt: printerFields.printsReceipt.default(false),
  backupPrinterId: printerFields.backupPrinterId.default(null),
});
export type PrinterInput = z.input<typeof printerInputSchema>;
export type PrinterFields = z.output<typeof printerInputSchema>;
/** A change: only the fields given change (no defaults, which would reset the others). */
export const printerUpdateSchema = z.object(printerFields).partial();

export type PrinterView = {
  id: string;
  name: string;
  station: string;
  protocol: PrinterProtocol;
  paperWidth: PaperWidth;
  autoPrint: AutoPrintTrigger[];
  printsReceipt: boolean;
  backupPrinterId: string | null;
  /** The address to enter in the printer, its secret masked. */
  maskedUrl: string;
  /** When it last called, ISO; null when it never has. */
  lastSeenAt: string | null;
  online: boolean;
  condition: PrinterCondition | null;
  /** Jobs older than the backlog limit that wait for staff: Print all or Dismiss. */
  waitingCount: number;
  /** Jobs it still has to print. */
  queuedCount: number;
  /** A printer twin OrderDock runs itself (the demo's): its last tickets can be shown. */
  isTwin: boolean;
};

export type PrintersView = {
  printers: PrinterView[];
  /** Every station in use: the built-in ones and the restaurant's own. */
  stations: string[];
  backlogMinutes: number;
};

/** The full address and the steps for the printer's own web page. */
export type PrinterSetup = { url: string; steps: string[] };

export const backlogActionSchema = z.object({
  action: z.enum(["print", "dismiss"], "Choose Print all or Dismiss"),
});

export const printOrderSchema = z.object({
  printerId: z.uuid("Choose a printer"),
  layout: z.enum(TICKET_LAYOUTS).default("kitchen"),
});

export const backlogSettingsSchema = z.object({
  backlogMinutes: z.coerce
    .number(BACKLOG_MINUTES_MESSAGE)
    .int(BACKLOG_MINUTES_MESSAGE)
    .min(PRINT_BACKLOG_MINUTES_RANGE.min, BACKLOG_MINUTES_MESSAGE)
    .max(PRINT_BACKLOG_MINUTES_RANGE.max, BACKLOG_MINUTES_MESSAGE),
});

export const categoryStationSchema = z.object({ station: stationSchema });

/** A ticket a printer twin received, as it would come out of the printer. */
export type TwinTicket = { at: string; text: string; reprint: boolean };
