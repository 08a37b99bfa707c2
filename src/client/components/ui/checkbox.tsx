import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/client/lib/utils";

export type CheckboxProps = Omit<ComponentProps<"input">, "type">;

/**
 * A native checkbox: it works with forms, labels and every assistive technology as is,
 * drawn in the brand colour.
 */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer rounded border-input accent-brand disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export type CheckboxFieldProps = CheckboxProps & { label: ReactNode; hint?: ReactNode };

/**
 * A checkbox with its label as one target at least 44 px tall, for fingers on a tablet.
 * The hint sits outside the label, so it describes the box rather than lengthening its name.
 */
export function CheckboxField({ label, hint, className, id, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cn("grid rounded-md hover:bg-accent", className)}>
      <label
        htmlFor={inputId}
        className="flex min-h-11 cursor-pointer items-center gap-3 px-2 py-1.5 has-[:disabled]:cursor-not-allowed"
      >
        <Checkbox id={inputId} aria-describedby={hint ? hintId : undefined} {...props} />
        <span className="text-sm font-medium">{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="-mt-2 px-2 pb-1.5 pl-10 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
