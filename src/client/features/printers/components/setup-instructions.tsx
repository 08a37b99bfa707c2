import { Copy } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import type { PrinterSetup } from "@/domain/api/printers";
import { copyText } from "../hooks/copy-text";
import { PRINTERS_TEXT } from "../printers-text";

export type SetupInstructionsProps = { setup: PrinterSetup };

/** The address to enter in the printer, with Copy, and the numbered steps of its own web page. */
export function SetupInstructions({ setup }: SetupInstructionsProps) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start gap-2">
        {/* The whole address, selectable by hand when the clipboard is refused. */}
        <code className="min-w-0 flex-1 basis-64 rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all select-all">
          {setup.url}
        </code>
        <Button variant="outline" className="h-11" onClick={() => void copyText(setup.url)}>
          <Copy aria-hidden />
          {PRINTERS_TEXT.copy}
        </Button>
      </div>
      <ol className="grid list-decimal gap-1.5 pl-6 text-base marker:font-semibold">
        {setup.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
