import { Settings2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { errorMessage } from "@/client/lib/api-client";
import { UNKNOWN_ERROR } from "@/client/lib/form-errors";
import type { PrinterView } from "@/domain/api/printers";
import { usePrinterSetup } from "../api/get-printer-setup";
import { PRINTERS_TEXT, PRINTERS_TOASTS } from "../printers-text";
import { SetupInstructions } from "./setup-instructions";

/**
 * "Set up": the full address holds the printer's secret, so it is asked for only when staff
 * open this, and the card otherwise shows it masked.
 */
export function PrinterSetupPanel({ printer }: { printer: PrinterView }) {
  const panelId = useId();
  const [isShown, setShown] = useState(false);
  const setup = usePrinterSetup(printer.id, isShown);
  return (
    <div className="grid gap-3">
      <Button
        variant="outline"
        className="h-11 justify-self-start"
        aria-expanded={isShown}
        aria-controls={panelId}
        onClick={() => setShown((shown) => !shown)}
      >
        <Settings2 aria-hidden />
        {PRINTERS_TEXT.setUp}
      </Button>
      {!isShown && (
        <p className="font-mono text-sm break-all text-muted-foreground">{printer.maskedUrl}</p>
      )}
      {isShown && (
        <div id={panelId} className="grid gap-3">
          <h4 className="text-base font-semibold">{PRINTERS_TEXT.setupTitle}</h4>
          {setup.data ? (
            <SetupInstructions setup={setup.data} />
          ) : setup.isError ? (
            <p role="alert" className="text-base font-medium text-destructive">
              {`${PRINTERS_TOASTS.setupFailed}: ${errorMessage(setup.error, UNKNOWN_ERROR)}`}
            </p>
          ) : (
            <Spinner label={PRINTERS_TEXT.loadingSetup} className="size-6" />
          )}
        </div>
      )}
    </div>
  );
}
