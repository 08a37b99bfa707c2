import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import { toastFailure } from "@/client/lib/form-errors";
import type { PrinterView } from "@/domain/api/printers";
import { useRemovePrinter } from "../api/remove-printer";
import { PRINTERS_TEXT, PRINTERS_TOASTS } from "../printers-text";

/** "Remove", after a question: the printer's waiting tickets go with it. */
export function RemovePrinterButton({ printer }: { printer: PrinterView }) {
  const [isAsking, setAsking] = useState(false);
  const remove = useRemovePrinter();
  const onConfirm = () =>
    remove.mutate(printer.id, {
      onSuccess: () => toast({ variant: "success", title: PRINTERS_TOASTS.removed(printer.name) }),
      onError: (error) => toastFailure(PRINTERS_TOASTS.removeFailed, error),
    });
  return (
    <>
      <Button
        variant="outline"
        className="h-11 text-red-700 hover:text-red-800 dark:text-red-400"
        disabled={remove.isPending}
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden />
        {PRINTERS_TEXT.remove}
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setAsking}
        title={PRINTERS_TEXT.removeTitle(printer.name)}
        description={PRINTERS_TEXT.removeDescription}
        confirmLabel={PRINTERS_TEXT.remove}
        onConfirm={onConfirm}
      />
    </>
  );
}
