import { type FormEvent, useState } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { CLOCK_TIME } from "@/domain/opening-hours";
import { defaultBackAtTime } from "../menu-format";
import { UNTIL_TIME_TEXT as TEXT } from "../menu-messages";
import { FormActions } from "./form-actions";

export type UntilTimeDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The item or option being 86'd. */
  name: string;
  timezone: string;
  /** The time it is 86'd until now, to change; without one a time an hour or so ahead. */
  initialTime?: string;
  /** The time chosen, "HH:MM" on the restaurant's clock. */
  onSubmit(untilTime: string): void;
  /** Where focus goes back to: the Availability button the dialog came from. */
  onCloseAutoFocus?(event: Event): void;
};

/** "Unavailable until a time…": asks when it comes back, on the restaurant's clock. */
export function UntilTimeDialog({
  open,
  onOpenChange,
  name,
  timezone,
  initialTime,
  onSubmit,
  onCloseAutoFocus,
}: UntilTimeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="pr-8 [overflow-wrap:anywhere]">{TEXT.title(name)}</DialogTitle>
        <DialogDescription className="text-base">{TEXT.description}</DialogDescription>
        {/* Inside the content, so every opening starts from a fresh default time. */}
        <UntilTimeForm
          timezone={timezone}
          initialTime={initialTime}
          onSubmit={(untilTime) => {
            onSubmit(untilTime);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type UntilTimeFormProps = Pick<UntilTimeDialogProps, "timezone" | "initialTime" | "onSubmit">;

function UntilTimeForm({ timezone, initialTime, onSubmit }: UntilTimeFormProps) {
  const [time, setTime] = useState(
    () => initialTime ?? defaultBackAtTime({ now: new Date(), timeZone: timezone }),
  );
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A browser's time box gives "HH:MM" (seconds only with a finer step, which it has not).
    const value = time.slice(0, 5);
    if (!CLOCK_TIME.test(value)) {
      setError(TEXT.required);
      return;
    }
    onSubmit(value);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label={TEXT.label} error={error}>
        {(control) => (
          <Input
            {...control}
            type="time"
            required
            value={time}
            onChange={(event) => {
              setTime(event.target.value);
              setError(undefined);
            }}
            className="h-12 max-w-48 text-lg tabular-nums"
          />
        )}
      </FormField>
      <FormActions submitLabel={TEXT.submit} cancelLabel={TEXT.cancel} isPending={false} />
    </form>
  );
}
