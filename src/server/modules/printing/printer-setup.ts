import type { PrinterProtocol } from "../../../domain/printing";

/**
 * The address a printer is given and the steps to enter it in the printer's own web page
 * (docs/printing.md). The secret rides in the query string, which both protocols keep as
 * given and repeat on every call; the address must be reachable from the printer, so it is
 * built on PUBLIC_URL, never on a request's Host.
 */
const PATHS: Record<PrinterProtocol, string> = {
  "star-cloudprnt": "star",
  "epson-sdp": "epson",
};

export function printerUrl(
  origin: string,
  printer: { id: string; protocol: PrinterProtocol },
  secret: string,
): string {
  return `${origin}/printers/${PATHS[printer.protocol]}/${printer.id}?key=${secret}`;
}

export function printerSetupSteps(protocol: PrinterProtocol): string[] {
  if (protocol === "star-cloudprnt")
    return [
      "Print the printer's self-test page (hold FEED while switching it on) to find its IP address.",
      "Open that address in a browser on the same network and sign in (the default password is on the self-test page or in the printer's manual).",
      "Go to CloudPRNT settings, turn CloudPRNT on and paste the address above as the Server URL.",
      "Set the polling time to 5 seconds, save, and restart the printer.",
      "Within a few seconds this printer shows Online here.",
    ];
  return [
    "Print the printer's status sheet (hold FEED while switching it on) to find its IP address.",
    "Open that address in a browser on the same network and sign in to Web Config.",
    "Go to Server Direct Print, turn it on, and paste the address above as the URL of Print.",
    "Set the interval to 5 seconds and the Device ID of the printer to local_printer; turn the status notification on with the same address.",
    "Save and restart the printer: within a few seconds this printer shows Online here.",
  ];
}
