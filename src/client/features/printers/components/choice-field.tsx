import { useId } from "react";
import { RadioGroup, RadioOption } from "@/client/components/ui/radio-group";

export type ChoiceFieldProps = {
  /** The radio group's accessible name. */
  label: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange(value: string): void;
  error?: string;
};

/** A named radio group of side-by-side tiles, its message under it. */
export function ChoiceField({ label, choices, value, onChange, error }: ChoiceFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onValueChange={onChange}
        className="sm:grid-cols-2"
      >
        {choices.map((choice) => (
          <RadioOption key={choice.value} value={choice.value} label={choice.label} />
        ))}
      </RadioGroup>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
