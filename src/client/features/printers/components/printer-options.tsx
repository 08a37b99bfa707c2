import { useId } from "react";
import { CheckboxField } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { toastFailure } from "@/client/lib/form-errors";
import type { PrinterFields, PrinterView } from "@/domain/api/printers";
import { AUTO_PRINT_LABELS, AUTO_PRINT_TRIGGERS } from "@/domain/printing";
import { useUpdatePrinter } from "../api/update-printer";
import { PRINTERS_TEXT, PRINTERS_TOASTS } from "../printers-text";

const NO_BACKUP = "";

export type PrinterOptionsProps = {
  printer: PrinterView;
  /** The restaurant's other printers, which may stand in for this one. */
  others: readonly PrinterView[];
};

/** What the printer prints by itself and where its tickets go while it is offline; each change saves at once. */
export function PrinterOptions({ printer, others }: PrinterOptionsProps) {
  const backupId = useId();
  const hintId = useId();
  const update = useUpdatePrinter();
  const save = (changes: Partial<PrinterFields>) =>
    update.mutate(
      { printerId: printer.id, changes },
      { onError: (error) => toastFailure(PRINTERS_TOASTS.saveFailed, error) },
    );
  const toggleTrigger = (trigger: string, isChecked: boolean) =>
    save({
      autoPrint: AUTO_PRINT_TRIGGERS.filter((entry) =>
        entry === trigger ? isChecked : printer.autoPrint.includes(entry),
      ),
    });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-base font-medium">{PRINTERS_TEXT.autoPrint}</legend>
        {AUTO_PRINT_TRIGGERS.map((trigger) => (
          <CheckboxField
            key={trigger}
            label={AUTO_PRINT_LABELS[trigger]}
            checked={printer.autoPrint.includes(trigger)}
            onChange={(event) => toggleTrigger(trigger, event.target.checked)}
          />
        ))}
      </fieldset>
      <div className="grid content-start gap-3">
        <CheckboxField
          label={PRINTERS_TEXT.printsReceipt}
          checked={printer.printsReceipt}
          onChange={(event) => save({ printsReceipt: event.target.checked })}
        />
        <div className="grid gap-2 px-2">
          <Label htmlFor={backupId}>{PRINTERS_TEXT.backup}</Label>
          <NativeSelect
            id={backupId}
            aria-describedby={hintId}
            value={printer.backupPrinterId ?? NO_BACKUP}
            onChange={(event) =>
              save({
                backupPrinterId: event.target.value === NO_BACKUP ? null : event.target.value,
              })
            }
          >
            <option value={NO_BACKUP}>{PRINTERS_TEXT.noBackup}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </NativeSelect>
          <p id={hintId} className="text-sm text-muted-foreground">
            {PRINTERS_TEXT.backupHint}
          </p>
        </div>
      </div>
    </div>
  );
}
