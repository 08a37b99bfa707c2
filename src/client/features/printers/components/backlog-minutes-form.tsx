import { type FormEvent, useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { serverIssues, toastFailure } from "@/client/lib/form-errors";
import { backlogSettingsSchema } from "@/domain/api/printers";
import { PRINT_BACKLOG_MINUTES_RANGE } from "@/domain/printing";
import { useUpdateBacklogMinutes } from "../api/update-backlog-minutes";
import { PRINTERS_TEXT, PRINTERS_TOASTS } from "../printers-text";

const [BEFORE, AFTER] = PRINTERS_TEXT.backlogMinutes.split(" N ") as [string, string];

/**
 * The outage limit: a printer back from an outage prints newer tickets by itself and holds
 * the older ones for staff. The number sits inside the sentence, which names it.
 */
export function BacklogMinutesForm({ backlogMinutes }: { backlogMinutes: number }) {
  const id = useId();
  const [minutes, setMinutes] = useState(String(backlogMinutes));
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateBacklogMinutes();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = backlogSettingsSchema.safeParse({ backlogMinutes: minutes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(parsed.data.backlogMinutes, {
      onSuccess: () => toast({ variant: "success", title: PRINTERS_TOASTS.backlogSaved }),
      onError: (failure) => {
        const issue = serverIssues(failure)[0];
        if (issue) setError(issue.message);
        else toastFailure(PRINTERS_TOASTS.backlogSaveFailed, failure);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2 border-t pt-5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2 text-base font-medium">
        <span id={`${id}-before`}>{BEFORE}</span>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={PRINT_BACKLOG_MINUTES_RANGE.min}
          max={PRINT_BACKLOG_MINUTES_RANGE.max}
          step={1}
          className="w-24"
          aria-labelledby={`${id}-before ${id} ${id}-after`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error !== null}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <span id={`${id}-after`}>{AFTER}</span>
        <Button type="submit" variant="outline" className="h-11" disabled={save.isPending}>
          {save.isPending ? PRINTERS_TEXT.saving : PRINTERS_TEXT.saveBacklog}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {PRINTERS_TEXT.backlogMinutesHint}
        </p>
      )}
    </form>
  );
}
