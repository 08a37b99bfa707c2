import { useId } from "react";
import type { PrinterView } from "@/domain/api/printers";
import { PRINTER_PROTOCOL_NAMES, stationLabel } from "@/domain/printing";
import { PRINTERS_TEXT } from "../printers-text";
import { BacklogNotice } from "./backlog-notice";
import { PrinterHealth } from "./printer-health";
import { PrinterOptions } from "./printer-options";
import { PrinterSetupPanel } from "./printer-setup-panel";
import { PrinterStatusBadge } from "./printer-status-badge";
import { RemovePrinterButton } from "./remove-printer-button";
import { TwinTickets } from "./twin-tickets";

export type PrinterCardProps = {
  printer: PrinterView;
  others: readonly PrinterView[];
  timeZone?: string;
};

/** One printer in Settings: what it is, how it is doing, what it prints, and how to set it up. */
export function PrinterCard({ printer, others, timeZone }: PrinterCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="grid gap-4 rounded-xl border p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
            {printer.name}
          </h3>
          <p className="text-base text-muted-foreground">
            {[
              stationLabel(printer.station),
              PRINTER_PROTOCOL_NAMES[printer.protocol],
              PRINTERS_TEXT.paperWidth(printer.paperWidth),
            ].join(" · ")}
          </p>
        </div>
        <PrinterStatusBadge printer={printer} />
      </div>
      <PrinterHealth printer={printer} />
      {printer.waitingCount > 0 && (
        <BacklogNotice
          printer={printer}
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-amber-500/15 px-3 py-2 text-base"
        />
      )}
      <PrinterOptions printer={printer} others={others} />
      <PrinterSetupPanel printer={printer} />
      {printer.isTwin && <TwinTickets printerId={printer.id} timeZone={timeZone} />}
      <div className="flex flex-wrap gap-2 border-t pt-4">
        <RemovePrinterButton printer={printer} />
      </div>
    </article>
  );
}
