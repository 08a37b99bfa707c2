import { useId } from "react";
import { FormField } from "@/client/components/ui/form-field";
import { RadioGroup, RadioOption } from "@/client/components/ui/radio-group";
import { Textarea } from "@/client/components/ui/textarea";
import { cancelOrderInputSchema } from "@/domain/api/orders";
import type { Reason } from "@/domain/platform-actions";

export const NOTE_MAX_LENGTH = 300;

export type ReasonValues = { reason: string; note: string };
export type ReasonErrors = Partial<Record<keyof ReasonValues, string>>;

export type ReasonFieldsProps = {
  /** The radio group's name ("Why are you rejecting it?"). */
  legend: string;
  /** The platform's own reasons. */
  reasons: readonly Reason[];
  values: ReasonValues;
  errors: ReasonErrors;
  onChange(values: ReasonValues): void;
};

/** One of the platform's reasons, as radio tiles, and an optional note. */
export function ReasonFields({ legend, reasons, values, errors, onChange }: ReasonFieldsProps) {
  const id = useId();
  return (
    <>
      <div className="grid gap-2">
        <p id={`${id}-legend`} className="text-sm font-medium">
          {legend}
        </p>
        <RadioGroup
          aria-labelledby={`${id}-legend`}
          aria-describedby={errors.reason ? `${id}-error` : undefined}
          aria-invalid={Boolean(errors.reason)}
          value={values.reason}
          onValueChange={(reason) => onChange({ ...values, reason })}
          className="sm:grid-cols-2"
        >
          {reasons.map((reason) => (
            <RadioOption key={reason.code} value={reason.code} label={reason.label} />
          ))}
        </RadioGroup>
        {errors.reason && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {errors.reason}
          </p>
        )}
      </div>
      <FormField label="Note (optional)" hint="Up to 300 characters" error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={NOTE_MAX_LENGTH}
            value={values.note}
            onChange={(event) => onChange({ ...values, note: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}

/** The reason and note as the API takes them, or the messages to show beside the fields. */
export function checkReason(
  values: ReasonValues,
): { reason: string; note?: string } | { errors: ReasonErrors } {
  const note = values.note.trim();
  const parsed = cancelOrderInputSchema.safeParse({
    reason: values.reason,
    ...(note ? { note } : {}),
  });
  if (parsed.success) return parsed.data;
  const errors: ReasonErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === "reason" || field === "note") && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
