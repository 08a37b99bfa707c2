import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { CheckboxField } from "@/client/components/ui/checkbox";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { errorMessage } from "@/client/lib/api-client";
import { fieldForIssue, oneOf, serverIssues, UNKNOWN_ERROR } from "@/client/lib/form-errors";
import { type PrinterFields, type PrinterInput, printerInputSchema } from "@/domain/api/printers";
import {
  AUTO_PRINT_LABELS,
  AUTO_PRINT_TRIGGERS,
  DEFAULT_STATION,
  PAPER_WIDTHS,
} from "@/domain/printing";
import { type AddedPrinter, useAddPrinter } from "../api/add-printer";
import { PRINTERS_TEXT, PROTOCOL_CHOICES, ADD_PRINTER_TEXT as TEXT } from "../printers-text";
import { ChoiceField } from "./choice-field";
import { StationField } from "./station-field";

const isField = oneOf([
  "name",
  "station",
  "protocol",
  "paperWidth",
  "autoPrint",
  "printsReceipt",
  "backupPrinterId",
] as const);
const PROTOCOLS = PROTOCOL_CHOICES.map(([value, label]) => ({ value, label }));
const PAPERS = PAPER_WIDTHS.map((mm) => ({
  value: String(mm),
  label: PRINTERS_TEXT.paperWidth(mm),
}));

export type PrinterFormProps = {
  stations: readonly string[];
  onAdded(added: AddedPrinter): void;
  onCancel(): void;
};

/** A new printer, checked with the shared schema (its messages) before the server sees it. */
export function PrinterForm({ stations, onAdded, onCancel }: PrinterFormProps) {
  const add = useAddPrinter();
  const form = useForm<PrinterInput, unknown, PrinterFields>({
    resolver: zodResolver(printerInputSchema),
    defaultValues: {
      name: "",
      station: DEFAULT_STATION,
      protocol: "star-cloudprnt",
      paperWidth: 80,
      autoPrint: ["new"],
      printsReceipt: false,
      backupPrinterId: null,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (fields) => {
    form.clearErrors("root");
    try {
      onAdded(await add.mutateAsync(fields));
    } catch (error) {
      const placed = serverIssues(error).flatMap(({ path, message }) => {
        const field = fieldForIssue(path, isField);
        return field ? [{ field, message }] : [];
      });
      for (const [index, { field, message }] of placed.entries()) {
        form.setError(field, { type: "server", message }, { shouldFocus: index === 0 });
      }
      // Anything else (too many printers) is said in the dialog, where the keyboard and
      // screen readers are, rather than in a toast behind it.
      if (placed.length === 0) {
        form.setError("root", { type: "server", message: errorMessage(error, UNKNOWN_ERROR) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={TEXT.name} hint={TEXT.nameHint} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...form.register("name")} />}
      </FormField>
      <Controller
        control={form.control}
        name="station"
        render={({ field }) => (
          <StationField
            stations={stations}
            value={field.value}
            onChange={field.onChange}
            error={errors.station?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="protocol"
        render={({ field }) => (
          <ChoiceField
            label={TEXT.protocol}
            choices={PROTOCOLS}
            value={field.value}
            onChange={field.onChange}
            error={errors.protocol?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="paperWidth"
        render={({ field }) => (
          <ChoiceField
            label={TEXT.paperWidth}
            choices={PAPERS}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            error={errors.paperWidth?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="autoPrint"
        render={({ field }) => (
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">{PRINTERS_TEXT.autoPrint}</legend>
            {AUTO_PRINT_TRIGGERS.map((trigger) => (
              <CheckboxField
                key={trigger}
                label={AUTO_PRINT_LABELS[trigger]}
                checked={(field.value ?? []).includes(trigger)}
                onChange={(event) =>
                  field.onChange(
                    AUTO_PRINT_TRIGGERS.filter((entry) =>
                      entry === trigger ? event.target.checked : field.value?.includes(entry),
                    ),
                  )
                }
              />
            ))}
          </fieldset>
        )}
      />
      <CheckboxField label={PRINTERS_TEXT.printsReceipt} {...form.register("printsReceipt")} />
      {errors.root?.message && (
        <p role="alert" className="text-base font-medium text-destructive">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" className="h-11" onClick={onCancel}>
          {TEXT.cancel}
        </Button>
        <Button type="submit" variant="brand" className="h-11" disabled={add.isPending}>
          {add.isPending ? TEXT.adding : TEXT.add}
        </Button>
      </div>
    </form>
  );
}
