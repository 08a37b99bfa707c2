import { type ReactNode, useId } from "react";
import { RadioGroup, RadioOption } from "@/client/components/ui/radio-group";

export type Choice<V extends string> = { value: V; label: string; icon?: ReactNode };

export type ChoiceGroupProps<V extends string> = {
  /** The radio group's accessible name ('Default sort', 'Theme'). */
  label: string;
  hint?: string;
  choices: ReadonlyArray<Choice<V>>;
  value: V;
  onChange(value: V): void;
};

/** A named radio group of a few side-by-side tiles: one tap picks, arrows move. */
export function ChoiceGroup<V extends string>({
  label,
  hint,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<V>) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="text-base font-medium">
        {label}
      </p>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onValueChange={(next) => {
          // Radix hands back a plain string; only our own values can come back.
          const choice = choices.find((candidate) => candidate.value === next);
          if (choice) onChange(choice.value);
        }}
        className={choices.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}
      >
        {choices.map((choice) => (
          <RadioOption
            key={choice.value}
            value={choice.value}
            label={choice.label}
            icon={choice.icon}
          />
        ))}
      </RadioGroup>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
