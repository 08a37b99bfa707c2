import { type ReactNode, useId } from "react";
import { cn } from "@/client/lib/utils";
import { Label } from "./label";

export type FormFieldProps = {
  label: ReactNode;
  /** The validation message, shown under the field and tied to it for screen readers. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Renders the control with the ids it must carry. */
  children: (control: {
    id: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
  }) => ReactNode;
};

export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": describedBy || undefined,
      })}
      {hint && !error && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
