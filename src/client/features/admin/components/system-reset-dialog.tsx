import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { ADMIN_TEXT, ADMIN_TOASTS } from "../admin-messages";
import { systemResetInputSchema, useSystemReset } from "../api/system-reset";

const TEXT = ADMIN_TEXT.reset;

export type SystemResetDialogProps = { open: boolean; onOpenChange(open: boolean): void };

/** Asks for the word RESET, exactly, before anything is removed. */
export function SystemResetDialog({ open, onOpenChange }: SystemResetDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle>{TEXT.dialogTitle}</DialogTitle>
        <DialogDescription>{TEXT.dialogDescription}</DialogDescription>
        {/* Inside the content, so each opening starts with an empty box. */}
        <SystemResetForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SystemResetForm({ onDone }: { onDone(): void }) {
  const reset = useSystemReset();
  const [typed, setTyped] = useState("");
  const confirmation = systemResetInputSchema.safeParse({ confirm: typed });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmation.success || reset.isPending) return;
    reset.mutate(confirmation.data, {
      onSuccess: (result) => {
        toast(ADMIN_TOASTS.resetDone(result));
        onDone();
      },
      // The dialog stays open, so the admin can try again.
      onError: (error) =>
        toast({
          variant: "destructive",
          title: ADMIN_TOASTS.resetFailedTitle,
          description: errorMessage(error, ADMIN_TOASTS.unknownError),
        }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={TEXT.inputLabel}>
        {(control) => (
          <Input
            {...control}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono"
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {TEXT.cancel}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant="destructive"
          disabled={!confirmation.success || reset.isPending}
        >
          {reset.isPending ? TEXT.pending : TEXT.confirm}
        </Button>
      </div>
    </form>
  );
}
