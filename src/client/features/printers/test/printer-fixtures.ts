import type { PrintersView, PrinterView } from "@/domain/api/printers";
import { BUILT_IN_STATIONS } from "@/domain/printing";

/** Printers as GET /api/printers describes them, for the printers feature's tests. */
export const GRILL_ID = "0b6f3c52-8a4e-4d1f-9c2b-7e5a1d3f9b10";
export const BAR_ID = "1c7a4d63-9b5f-4e20-8d3c-8f6b2e4a0c21";
export const PASS_ID = "2d8b5e74-ac60-4f31-9e4d-9a7c3f5b1d32";

export const SETUP = {
  url: "https://orderdock.test/printers/star/0b6f3c52-8a4e-4d1f-9c2b-7e5a1d3f9b10/s3cr3t-k3y",
  steps: [
    "Open the printer's web page: print a self-test page to find its address.",
    "Under CloudPRNT, turn CloudPRNT on.",
    "Enter the address above as the Server URL and save.",
  ],
};

export function buildPrinter(overrides: Partial<PrinterView> = {}): PrinterView {
  return {
    id: GRILL_ID,
    name: "Grill",
    station: "kitchen",
    protocol: "star-cloudprnt",
    paperWidth: 80,
    autoPrint: ["new"],
    printsReceipt: false,
    backupPrinterId: null,
    maskedUrl: "https://orderdock.test/printers/star/0b6f3c52/••••••••",
    lastSeenAt: null,
    online: false,
    condition: null,
    waitingCount: 0,
    queuedCount: 0,
    isTwin: false,
    ...overrides,
  };
}

export function buildView(printers: PrinterView[], backlogMinutes = 15): PrintersView {
  return { printers, stations: [...BUILT_IN_STATIONS, "pizza oven"], backlogMinutes };
}
