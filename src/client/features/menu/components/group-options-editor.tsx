import { Plus, X } from "lucide-react";
import { useId } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { MENU_LIMITS } from "@/domain/api/menu";
import { EMPTY_OPTION, type GroupFormOutput, type GroupFormValues } from "../group-form";
import { GROUP_TEXT as TEXT } from "../menu-messages";

export type GroupOptionsEditorProps = {
  form: UseFormReturn<GroupFormValues, unknown, GroupFormOutput>;
};

/** The options of a group: a name and a price per row, added and removed in place. */
export function GroupOptionsEditor({ form }: GroupOptionsEditorProps) {
  const baseId = useId();
  // keyName: the options' own `id` (kept on save) must not be replaced by the list's keys.
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "options",
    keyName: "fieldKey",
  });
  const { errors } = form.formState;
  const listError = errors.options?.message ?? errors.options?.root?.message;

  return (
    <fieldset className="grid gap-2" aria-describedby={listError ? `${baseId}-list` : undefined}>
      <legend className="mb-2 text-sm font-medium">{TEXT.options}</legend>
      <div
        aria-hidden
        className="grid grid-cols-[minmax(0,1fr)_7rem_2.75rem] gap-2 text-sm text-muted-foreground"
      >
        <span>{TEXT.optionNameHeader}</span>
        <span>{TEXT.optionPriceHeader}</span>
      </div>
      {fields.map((field, index) => {
        const position = index + 1;
        const nameError = errors.options?.[index]?.name?.message;
        const priceError = errors.options?.[index]?.price?.message;
        const nameErrorId = `${baseId}-${index}-name`;
        const priceErrorId = `${baseId}-${index}-price`;
        return (
          <div
            key={field.fieldKey}
            className="grid grid-cols-[minmax(0,1fr)_7rem_2.75rem] items-start gap-2"
          >
            <div className="grid gap-1">
              <Input
                aria-label={TEXT.optionName(position)}
                aria-invalid={Boolean(nameError)}
                aria-describedby={nameError ? nameErrorId : undefined}
                autoComplete="off"
                {...form.register(`options.${index}.name`)}
              />
              {nameError && (
                <p id={nameErrorId} className="text-sm font-medium text-destructive">
                  {nameError}
                </p>
              )}
            </div>
            <div className="grid gap-1">
              <div className="relative">
                <span
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
                >
                  $
                </span>
                <Input
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  placeholder="0.00"
                  className="pl-7"
                  aria-label={TEXT.optionPrice(position)}
                  aria-invalid={Boolean(priceError)}
                  aria-describedby={priceError ? priceErrorId : undefined}
                  {...form.register(`options.${index}.price`)}
                />
              </div>
              {priceError && (
                <p id={priceErrorId} className="text-sm font-medium text-destructive">
                  {priceError}
                </p>
              )}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-11"
              aria-label={TEXT.removeOption(position)}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              <X aria-hidden />
            </Button>
          </div>
        );
      })}
      {listError && (
        <p id={`${baseId}-list`} role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        className="h-11 justify-self-start"
        disabled={fields.length >= MENU_LIMITS.optionsPerGroup}
        onClick={() => append({ ...EMPTY_OPTION })}
      >
        <Plus aria-hidden />
        {TEXT.addOption}
      </Button>
    </fieldset>
  );
}
