import { type ReactNode, useId } from "react";
import { CheckboxField } from "@/client/components/ui/checkbox";

export type CheckboxGroupOption = { value: string; label: ReactNode; hint?: ReactNode };

export type CheckboxGroupProps = {
  legend: string;
  options: readonly CheckboxGroupOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string;
  empty?: ReactNode;
  columns?: 1 | 2;
};

/** A fieldset of checkboxes whose value is the list of checked values, in the options' order. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  empty,
  columns = 2,
}: CheckboxGroupProps) {
  const errorId = useId();
  const toggle = (option: string, isChecked: boolean) =>
    onChange(
      options
        .map((entry) => entry.value)
        .filter((entry) => (entry === option ? isChecked : value.includes(entry))),
    );
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className={columns === 2 ? "grid gap-1 sm:grid-cols-2" : "grid gap-1"}>
          {options.map((option) => (
            <CheckboxField
              key={option.value}
              label={option.label}
              hint={option.hint}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
