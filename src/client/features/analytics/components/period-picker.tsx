import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import {
  ANALYTICS_EARLIEST_DATE,
  ANALYTICS_PRESET_LABELS,
  ANALYTICS_PRESETS,
} from "@/domain/api/analytics";
import type { CalendarDate } from "@/domain/calendar-date";
import { PERIOD_TEXT } from "../analytics-messages";
import {
  type CustomRangeError,
  type PeriodRange,
  type PeriodSelection,
  validateCustomRange,
} from "../period";

export type PeriodPickerProps = {
  selection: PeriodSelection;
  /** The days the selection covers now; null while a custom range is invalid. */
  range: PeriodRange | null;
  today: CalendarDate;
  onChange(selection: PeriodSelection): void;
};

const CUSTOM = "custom";
const OPTIONS = [
  ...ANALYTICS_PRESETS.map((preset) => ({ value: preset, label: ANALYTICS_PRESET_LABELS[preset] })),
  { value: CUSTOM, label: PERIOD_TEXT.custom },
];

/**
 * The presets and Custom as one radio group drawn as a segmented control: arrow keys move
 * the choice, Tab leaves the group. Custom opens two dates checked before anything is
 * asked of the server.
 */
export function PeriodPicker({ selection, range, today, onChange }: PeriodPickerProps) {
  // Custom stays open for the preset it was opened over; a period arriving from elsewhere
  // (the address, a nav link) closes it.
  const [customOpenOver, setCustomOpenOver] = useState<string | null>(null);
  const isCustomOpen = selection.kind === "preset" && customOpenOver === selection.preset;
  const value = selection.kind === "custom" || isCustomOpen ? CUSTOM : selection.preset;
  const labelId = useId();

  const onValueChange = (next: string) => {
    if (next === CUSTOM) {
      if (selection.kind === "preset") setCustomOpenOver(selection.preset);
      return;
    }
    const preset = ANALYTICS_PRESETS.find((candidate) => candidate === next);
    if (!preset) return;
    setCustomOpenOver(null);
    onChange({ kind: "preset", preset });
  };

  return (
    <div className="grid gap-3">
      <span id={labelId} className="sr-only">
        {PERIOD_TEXT.groupLabel}
      </span>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        orientation="horizontal"
        value={value}
        onValueChange={onValueChange}
        className="flex w-fit max-w-full flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {OPTIONS.map((option) => (
          <RadioGroupPrimitive.Item
            key={option.value}
            value={option.value}
            className="inline-flex h-10 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm dark:data-[state=checked]:bg-background"
          >
            {option.label}
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
      {value === CUSTOM && (
        <CustomRangeForm
          // A new period from the address starts the form afresh.
          key={selection.kind === "custom" ? `${selection.from}/${selection.to}` : "preset"}
          initialFrom={selection.kind === "custom" ? selection.from : (range?.from ?? today)}
          initialTo={selection.kind === "custom" ? selection.to : (range?.to ?? today)}
          today={today}
          onApply={(from, to) => onChange({ kind: "custom", from, to })}
        />
      )}
    </div>
  );
}

type CustomRangeFormProps = {
  initialFrom: string;
  initialTo: string;
  today: CalendarDate;
  onApply(from: CalendarDate, to: CalendarDate): void;
};

function CustomRangeForm({ initialFrom, initialTo, today, onApply }: CustomRangeFormProps) {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  // A range from the address is checked at once; one typed in, when applied.
  const [error, setError] = useState<CustomRangeError | null>(() =>
    validateCustomRange(initialFrom, initialTo),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCustomRange(from, to);
    setError(problem);
    if (!problem) onApply(from, to);
  };

  return (
    <form
      aria-label={PERIOD_TEXT.formLabel}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-wrap items-start gap-3"
    >
      <DateField
        label={PERIOD_TEXT.from}
        value={from}
        onChange={setFrom}
        today={today}
        error={error?.field === "from" ? error.message : undefined}
      />
      <DateField
        label={PERIOD_TEXT.to}
        value={to}
        onChange={setTo}
        today={today}
        error={error?.field === "to" ? error.message : undefined}
      />
      {/* Lined up with the inputs, under their labels. */}
      <Button type="submit" variant="outline" className="mt-6 h-11">
        {PERIOD_TEXT.apply}
      </Button>
    </form>
  );
}

type DateFieldProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  today: CalendarDate;
  error: string | undefined;
};

/** One end of the custom range: the browser's date picker, within the dates analytics reads. */
function DateField({ label, value, onChange, today, error }: DateFieldProps) {
  return (
    <FormField label={label} error={error} className="w-44">
      {(control) => (
        <Input
          {...control}
          type="date"
          min={ANALYTICS_EARLIEST_DATE}
          max={today}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
