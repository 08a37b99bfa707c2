import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import type { AddedPrinter } from "../api/add-printer";
import { PRINTERS_TEXT, ADD_PRINTER_TEXT as TEXT } from "../printers-text";
import { PrinterForm } from "./printer-form";
import { SetupInstructions } from "./setup-instructions";

/**
 * "Add printer": the form, then, once added, the address to enter in the printer and the
 * steps. This is the one moment the address comes with the printer's answer; later it is
 * asked for with Set up.
 */
export function AddPrinterButton({ stations }: { stations: readonly string[] }) {
  const [isOpen, setOpen] = useState(false);
  const [added, setAdded] = useState<AddedPrinter | null>(null);
  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) setAdded(null);
  };
  return (
    <>
      <Button variant="brand" className="h-11 justify-self-start" onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        {PRINTERS_TEXT.add}
      </Button>
      <Dialog open={isOpen} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl">
          {added ? (
            <>
              <DialogTitle>{PRINTERS_TEXT.setupTitle}</DialogTitle>
              <DialogDescription className="text-base">
                {TEXT.addedDescription(added.printer.name)}
              </DialogDescription>
              <SetupInstructions setup={added.setup} />
              <Button className="h-11 justify-self-end" onClick={() => onOpenChange(false)}>
                {TEXT.done}
              </Button>
            </>
          ) : (
            <>
              <DialogTitle>{TEXT.title}</DialogTitle>
              <DialogDescription>{TEXT.description}</DialogDescription>
              {/* Inside the content, so every opening starts from an empty form. */}
              <PrinterForm
                stations={stations}
                onAdded={setAdded}
                onCancel={() => onOpenChange(false)}
              />
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
