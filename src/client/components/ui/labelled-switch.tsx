import { useId } from "react";
import { cn } from "@/client/lib/utils";
import { Label } from "./label";
import { Switch } from "./switch";

export type LabelledSwitchProps = {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange(checked: boolean): void;
  className?: string;
};

/**
 * A switch with its label and an optional hint. The label spans the row, so the whole row
 * is a 44 px target; the hint is read with the switch.
 */
export function LabelledSwitch({
  label,
  hint,
  checked,
  disabled = false,
  onCheckedChange,
  className,
}: LabelledSwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn("flex items-start justify-between gap-4", className)}>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id} className="flex min-h-11 cursor-pointer items-center text-base">
          {label}
        </Label>
        {hint && (
          <p id={hintId} className="-mt-2 text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? hintId : undefined}
        className="mt-2"
      />
    </div>
  );
}
