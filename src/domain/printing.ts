/**
 * Kitchen printers that fetch their own jobs from OrderDock (docs/printing.md): Star
 * CloudPRNT and Epson Server Direct Print. What a printer is, what it prints by itself and
 * the words staff read about it.
 */

export const PRINTER_PROTOCOLS = ["star-cloudprnt", "epson-sdp"] as const;
export type PrinterProtocol = (typeof PRINTER_PROTOCOLS)[number];

export const PRINTER_PROTOCOL_NAMES: Record<PrinterProtocol, string> = {
  "star-cloudprnt": "Star CloudPRNT",
  "epson-sdp": "Epson Server Direct Print",
};

/** Paper rolls kitchen printers take, in millimetres. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/**
 * Characters on one line of Font A (12 × 24 dots) at normal size: 384 printable dots on
 * 58 mm paper, 576 on 80 mm. Large type (double width) fits half as many.
 */
export const PAPER_COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/**
 * Stations every restaurant has; a restaurant may name its own too ("Pizza oven"). The
 * expo station's ticket lists every item of the order; any other lists only the items of
 * the menu categories routed to it. An item whose category is routed nowhere goes to the
 * kitchen.
 */
export const BUILT_IN_STATIONS = ["kitchen", "bar", "expo"] as const;
export const DEFAULT_STATION = "kitchen";
export const EXPO_STATION = "expo";
export const STATION_NAME_MAX = 40;

/** "kitchen" → "Kitchen"; a station of the restaurant's own is shown as written. */
export function stationLabel(station: string): string {
  return (BUILT_IN_STATIONS as readonly string[]).includes(station)
    ? station.charAt(0).toUpperCase() + station.slice(1)
    : station;
}

/** What a printer can print by itself, chosen per printer. */
export const AUTO_PRINT_TRIGGERS = ["new", "accepted", "updated", "cancelled"] as const;
export type AutoPrintTrigger = (typeof AUTO_PRINT_TRIGGERS)[number];

export const AUTO_PRINT_LABELS: Record<AutoPrintTrigger, string> = {
  new: "New orders",
  accepted: "Accepted orders",
  updated: "Updates (an UPDATED ticket naming what changed)",
  cancelled: "Cancellations (a CANCELLED ticket)",
};

/** Why a job exists: one of the triggers above, or staff pressing Print. */
export const PRINT_JOB_KINDS = [...AUTO_PRINT_TRIGGERS, "manual"] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];

/** The kitchen ticket, or the customer's receipt with prices. */
export const TICKET_LAYOUTS = ["kitchen", "receipt"] as const;
export type TicketLayout = (typeof TICKET_LAYOUTS)[number];

/**
 * A printer that has not called for this long is offline. Star and Epson printers call
 * every few seconds (both default to about 5 s); three missed calls and some slack.
 */
export const PRINTER_OFFLINE_AFTER_MS = 30_000;

/** Jobs older than this are not printed by themselves after an outage; staff choose. */
export const DEFAULT_PRINT_BACKLOG_MINUTES = 15;
export const PRINT_BACKLOG_MINUTES_RANGE = { min: 1, max: 240 } as const;

/** The paper and cover as the printer last reported them. */
export const PAPER_STATES = ["ok", "low", "out"] as const;
export type PaperState = (typeof PAPER_STATES)[number];

export type PrinterCondition = {
  paper: PaperState;
  coverOpen: boolean;
  /** The printer's own words for its state, e.g. "200 OK" or "EPTR_COVER_OPEN". */
  reported: string;
};

export function backlogMessage(count: number, printerName: string): string {
  const tickets = count === 1 ? "1 ticket" : `${count} tickets`;
  return `${tickets} waited while the ${printerName} printer was offline`;
}
