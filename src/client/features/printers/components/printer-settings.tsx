import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { SETTINGS_REFRESH_MS, usePrinters } from "../api/get-printers";
import { PRINTERS_TEXT } from "../printers-text";
import { AddPrinterButton } from "./add-printer-dialog";
import { BacklogMinutesForm } from "./backlog-minutes-form";
import { PrinterCard } from "./printer-card";

export type PrinterSettingsProps = { timeZone?: string };

/**
 * The Printers part of Settings: Add printer, a card per printer, and how long tickets may
 * wait after an outage. The page draws the section around it.
 */
export function PrinterSettings({ timeZone }: PrinterSettingsProps) {
  const printers = usePrinters({ refreshMs: SETTINGS_REFRESH_MS });
  if (printers.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-base">{PRINTERS_TEXT.loadFailed}</p>
        <Button
          variant="outline"
          disabled={printers.isFetching}
          onClick={() => void printers.refetch()}
        >
          {PRINTERS_TEXT.retry}
        </Button>
      </div>
    );
  }
  if (!printers.data) {
    return (
      <div className="grid justify-items-center py-6">
        <Spinner label={PRINTERS_TEXT.loading} className="size-7" />
      </div>
    );
  }
  const view = printers.data;
  return (
    <>
      <AddPrinterButton stations={view.stations} />
      {view.printers.length === 0 ? (
        <p className="text-base text-muted-foreground">{PRINTERS_TEXT.none}</p>
      ) : (
        <div className="grid gap-4">
          {view.printers.map((printer) => (
            <PrinterCard
              key={printer.id}
              printer={printer}
              others={view.printers.filter((other) => other.id !== printer.id)}
              timeZone={timeZone}
            />
          ))}
        </div>
      )}
      <BacklogMinutesForm key={view.backlogMinutes} backlogMinutes={view.backlogMinutes} />
    </>
  );
}
